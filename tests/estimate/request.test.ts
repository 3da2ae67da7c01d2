import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_LIMITS } from '../../src/estimate/photos.js';
import { estimateRequestFrom, requestBody, type EstimateRequest } from '../../src/estimate/request.js';

const request: EstimateRequest = { name: 'Pat', email: 'pat@example.com', address: '12 Elm St', service: 'Mowing', preferredTime: 'Saturdays', notes: '' };

/** What a multipart body carries, as a form service reads it. */
async function parts(body: FormData) {
  const read = await new Response(body).formData();
  return Promise.all(
    [...read].map(async ([name, value]) => (typeof value === 'string' ? [name, value] : [name, value.name, value.type, Buffer.from(await value.arrayBuffer()).toString()])),
  );
}

describe('the request body', () => {
  it('is JSON, as it always was, on a site that takes no photos', () => {
    const { body, headers } = requestBody(request);
    expect(JSON.parse(body as string)).toEqual(request);
    expect(headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('is a form with files on a site that takes photos: the same fields in the same order, then photo-1.jpg, photo-2.jpg…', async () => {
    const photos = [new Blob(['first'], { type: 'image/jpeg' }), new Blob(['second'], { type: 'image/jpeg' })];
    const { body, headers } = requestBody(request, photos);
    expect(body).toBeInstanceOf(FormData);
    // The browser writes the multipart Content-Type itself, with its boundary.
    expect(headers).toEqual({ Accept: 'application/json' });
    expect(await parts(body as FormData)).toEqual([
      ['name', 'Pat'],
      ['email', 'pat@example.com'],
      ['address', '12 Elm St'],
      ['service', 'Mowing'],
      ['preferredTime', 'Saturdays'],
      ['notes', ''],
      ['photos', 'photo-1.jpg', 'image/jpeg', 'first'],
      ['photos', 'photo-2.jpg', 'image/jpeg', 'second'],
    ]);
  });

  it('stays a form with files when no photo was chosen, so the service gets one kind of request', async () => {
    const { body } = requestBody(request, []);
    expect((await parts(body as FormData)).map(([name]) => name)).toEqual(['name', 'email', 'address', 'service', 'preferredTime', 'notes']);
  });

  it('takes no file from the form as text', () => {
    const data = new FormData();
    data.set('name', 'Pat');
    data.append('photos', new Blob(['raw'], { type: 'image/jpeg' }), 'IMG_2041.jpg');
    expect(estimateRequestFrom(data)).toEqual({ name: 'Pat', email: '', address: '', service: '', notes: '' });
  });
});

describe('a photo made smaller', () => {
  it.each([
    [4000, 3000, 1600, 1200],
    [3000, 4000, 1200, 1600],
    [4032, 1908, 1600, 757],
    [1600, 1600, 1600, 1600],
    [1200, 900, 1200, 900], // never made larger
    [20000, 10, 1600, 1],
  ])('%i × %i becomes %i × %i', (width, height, toWidth, toHeight) => {
    expect(fitWithin(width, height)).toEqual({ width: toWidth, height: toHeight });
  });

  it('is at most 1600 px on its long side, and at most 5 go with a request, 10 MB in all', () => {
    expect([PHOTO_LIMITS.longSide, PHOTO_LIMITS.count, PHOTO_LIMITS.totalBytes]).toEqual([1600, 5, 10_000_000]);
  });
});
