import { afterAll, describe, expect, it } from 'vitest';
import { encodePhoto } from '../../src/photos/encode.js';
import { encoding, UnreadablePhoto } from '../../src/photos/recipe.js';
import { photoEncoderProcess } from '../../src/photos/encoder-process.js';
import { plainJpeg } from './make-photos.js';

const encoder = photoEncoderProcess();
afterAll(() => encoder.close());

describe('the photo encoder process', () => {
  it('makes the same files as encoding in this process', async () => {
    const photo = await plainJpeg(300, 200);
    const there = await encoder.encode(photo, { widths: [100, 200] }, encoding);
    const here = await encodePhoto(photo, { widths: [100, 200] }, encoding);
    expect(there).toEqual(here);
  });

  it('reports a damaged photo as the owner’s problem, not a bug', async () => {
    const damaged = (await plainJpeg(800, 600)).subarray(0, 300);
    await expect(encoder.encode(damaged, { widths: [100] }, encoding)).rejects.toBeInstanceOf(UnreadablePhoto);
  });

  it('starts again after being closed', async () => {
    encoder.close();
    const again = await encoder.encode(await plainJpeg(120, 80), { widths: [100] }, encoding);
    expect(again.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
  });
});
