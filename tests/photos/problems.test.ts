import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '../../src/photos/inspect.js';
import { processPhotos } from '../../src/photos/process.js';
import type { PhotoResult } from '../../src/photos/types.js';
import { makeSite, memoryCache, plainJpeg, request } from './make-photos.js';

const site = makeSite();
let result: PhotoResult;
/** Each case's photo is requested at its own key path, so its problem can be found by it. */
const cases = {
  missing: 'photos/front-lawm.jpg',
  missingFolder: 'pictures/lawn.jpg',
  heic: 'photos/IMG_0042.jpg',
  svg: 'photos/logo.svg',
  gif: 'photos/animated.gif',
  tiff: 'photos/scan.jpg',
  truncated: 'photos/truncated.jpg',
  random: 'photos/random.jpg',
  tooLarge: 'photos/huge.jpg',
  escaping: '../outside.jpg',
  absolute: '/etc/passwd',
  small: 'photos/small.jpg',
} as const;
type Case = keyof typeof cases;
const problemOf = (name: Case) => result.problems.filter((problem) => problem.keyPath[0] === name);
const limit = 200_000;

beforeAll(async () => {
  const jpeg = await plainJpeg(300, 200);
  site.write('photos/front-lawn.jpg', jpeg);
  // Only the first bytes of an iPhone HEIC: the format is told by them, whatever the extension says.
  site.write(cases.heic, Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]));
  site.write(cases.svg, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
  site.write(cases.gif, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
  site.write(cases.tiff, Buffer.concat([Buffer.from('II*\0'), Buffer.alloc(64)]));
  site.write(cases.truncated, jpeg.subarray(0, Math.floor(jpeg.length / 2)));
  site.write(cases.random, Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919 + 13) % 251)));
  site.write(cases.tooLarge, Buffer.concat([jpeg, Buffer.alloc(limit)]));
  site.write(cases.small, await plainJpeg(320, 240));
  result = await processPhotos(
    Object.entries(cases).map(([name, src]) => request(src, [640], { keyPath: [name, 'src'], minWidth: 640, slot: 'the home page banner' })),
    { baseDir: site.dir, cache: memoryCache(), maxBytes: limit },
  );
});
afterAll(() => site.remove());

describe('every bad photo is a problem at its own key, all reported at once', () => {
  it('reports one problem per bad photo and makes the good one', () => {
    const bad = Object.keys(cases).filter((name) => name !== 'small');
    expect(result.problems.map((problem) => problem.keyPath)).toEqual(bad.map((name) => [name, 'src']));
    expect([...result.photos.keys()]).toEqual([cases.small]);
  });

  it('missing: suggests the nearest file name in that folder', () => {
    expect(problemOf('missing')[0]!.message).toBe('photos/front-lawm.jpg was not found: did you mean photos/front-lawn.jpg?');
  });

  it('missing folder: says the folder is missing', () => {
    expect(problemOf('missingFolder')[0]!.message).toMatch(/pictures\/lawn\.jpg was not found: there is no folder pictures\//);
  });

  it('HEIC: told by its bytes despite .jpg, with how to export JPEG from a phone', () => {
    const { message } = problemOf('heic')[0]!;
    expect(message).toContain('photos/IMG_0042.jpg is a HEIC photo');
    expect(message).toContain("phones' HEIC photos must be exported as JPEG first: on an iPhone, Settings → Camera → Formats → Most Compatible, or share/export the photo as JPEG");
  });

  it('SVG: refused because it can carry scripts', () => {
    expect(problemOf('svg')[0]!.message).toMatch(/SVG.*refused as a photo because it can carry scripts/);
  });

  it.each([
    ['gif', 'GIF'],
    ['tiff', 'TIFF'],
  ] as const)('%s: names the format found and the accepted ones', (name, format) => {
    const { message } = problemOf(name)[0]!;
    expect(message).toContain(`is a ${format} file`);
    expect(message).toContain('Accepted formats: JPEG, PNG, WebP, AVIF');
  });

  it('a truncated JPEG: damaged, with how to fix it', () => {
    expect(problemOf('truncated')[0]!.message).toMatch(/^photos\/truncated\.jpg looks like a JPEG file but cannot be read: it is damaged or incomplete \(.+\)\. Open it .* export it again as JPEG\.$/);
  });

  it('random bytes named .jpg: not a known image format', () => {
    expect(problemOf('random')[0]!.message).toMatch(/^photos\/random\.jpg is not an image in any format this site accepts/);
  });

  it('over the size limit: prints the limit and the size, which differ', () => {
    const { message } = problemOf('tooLarge')[0]!;
    // A file a little over a 0.19 MB limit: one decimal would print both as 0.2 MB.
    expect(message).toMatch(/^photos\/huge\.jpg is 0\.19\d+ MB, over the 0\.19\d+ MB limit for a photo: export it smaller/);
    const sizes = [...message.matchAll(/(\d+\.\d+) MB/g)].map((match) => match[1]);
    expect(sizes).toHaveLength(2);
    expect(sizes[0]).not.toBe(sizes[1]);
  });

  it.each(['escaping', 'absolute'] as const)('%s the site folder: must be inside it', (name) => {
    expect(problemOf(name)[0]!.message).toContain('must be inside the folder site.yaml is in');
  });

  it('too small is a warning naming the slot and its width, not a problem', () => {
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      'photos/small.jpg is 320 px wide; the home page banner shows it up to 640 px wide, so it will look soft: use a larger photo',
    ]);
    expect(result.photos.get(cases.small)!.sources[0]!.variants.map((variant) => variant.width)).toEqual([320]);
  });

  it('the real limit is 30 MB', () => expect(MAX_PHOTO_BYTES).toBe(30 * 1024 * 1024));
});

describe('a bad photo named in two places', () => {
  it('is a problem at both places', async () => {
    const twice = await processPhotos(
      [request(cases.svg, [100], { keyPath: ['hero', 'image', 'src'] }), request(cases.svg, [100], { keyPath: ['services', 0, 'image', 'src'] })],
      { baseDir: site.dir, cache: memoryCache() },
    );
    expect(twice.problems.map((problem) => problem.keyPath)).toEqual([
      ['hero', 'image', 'src'],
      ['services', 0, 'image', 'src'],
    ]);
  });
});
