import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCache } from '../../src/cache/cache.js';
import { encoding } from '../../src/photos/recipe.js';
import { photoCacheKey, sharpVersions } from '../../src/photos/photo-cache.js';
import { processPhotos, type ProcessPhotosOptions } from '../../src/photos/process.js';
import { makeSite, memoryCache, plainJpeg, request } from './make-photos.js';

const site = makeSite();
const requests = [request('photos/lawn.jpg', [100, 200])];

/** Runs the pipeline and counts the files it had to encode. */
async function run(options: Partial<ProcessPhotosOptions> & { cache: ProcessPhotosOptions['cache'] }, photos = requests) {
  let encoded = 0;
  const result = await processPhotos(photos, { baseDir: site.dir, ...options, onEncode: () => encoded++ });
  expect(result.problems).toEqual([]);
  return { result, encoded };
}

beforeAll(async () => site.write('photos/lawn.jpg', await plainJpeg(300, 200)));
afterAll(() => site.remove());

describe('the photo cache', () => {
  it('makes a second build with the same photos encode nothing, with the same result', async () => {
    const cache = memoryCache();
    const first = await run({ cache });
    expect(first.encoded).toBe(6); // 2 widths × AVIF, WebP, JPEG
    const second = await run({ cache });
    expect(second.encoded).toBe(0);
    expect(second.result).toEqual(first.result);
  });

  it('serves the stored bytes (a marker written into the cache comes back out)', async () => {
    const cache = memoryCache();
    await run({ cache });
    const stored = [...cache.entries.keys()].find((name) => name.endsWith('-100.webp'))!;
    cache.entries.set(stored, Buffer.from('marker from the cache'));
    const { result, encoded } = await run({ cache });
    expect(encoded).toBe(0);
    const webp = result.photos.get('photos/lawn.jpg')!.sources[1]!.variants[0]!;
    expect(Buffer.from(result.files.get(webp.path)!).toString()).toBe('marker from the cache');
  });

  it('encodes again when a stored file is missing', async () => {
    const cache = memoryCache();
    await run({ cache });
    cache.entries.delete([...cache.entries.keys()].find((name) => name.endsWith('.avif'))!);
    expect((await run({ cache })).encoded).toBe(6);
  });

  it.each([
    ['an encoder option', { encoding: { ...encoding, avif: { ...encoding.avif, quality: 60 } } }],
    ['the sharp version', { tools: { ...sharpVersions(), sharp: '0.0.1' } }],
    ['the libvips version', { tools: { ...sharpVersions(), vips: '1.0.0' } }],
  ])('encodes again when %s changes', async (_, change) => {
    const cache = memoryCache();
    await run({ cache });
    expect((await run({ cache, ...change })).encoded).toBe(6);
  });

  it('encodes again when the photo’s bytes or the widths change', async () => {
    const cache = memoryCache();
    await run({ cache });
    expect((await run({ cache }, [request('photos/lawn.jpg', [100, 250])])).encoded).toBe(6);
    site.write('photos/other.jpg', await plainJpeg(300, 200, { r: 200, g: 180, b: 40 }));
    expect((await run({ cache }, [request('photos/other.jpg', [100, 200])])).encoded).toBe(6);
  });

  it('serves the same photo under another name from the cache, named after the new file', async () => {
    const cache = memoryCache();
    await run({ cache });
    site.write('photos/Copy Of Lawn.jpg', readFileSync(join(site.dir, 'photos/lawn.jpg')));
    const { result, encoded } = await run({ cache }, [request('photos/Copy Of Lawn.jpg', [100, 200])]);
    expect(encoded).toBe(0);
    expect([...result.files.keys()].every((path) => path.startsWith('assets/photos/copy-of-lawn-'))).toBe(true);
  });

  it('encodes a photo named twice in one build once', async () => {
    site.write('photos/twin.jpg', await plainJpeg(300, 200));
    const { encoded } = await run({ cache: memoryCache(), concurrency: 2 }, [request('photos/lawn.jpg', [100]), request('photos/twin.jpg', [100])]);
    expect(encoded).toBe(3);
  });

  it('works on disk, the way builds keep it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'photo-cache-'));
    try {
      expect((await run({ cache: openCache(dir) })).encoded).toBe(6);
      expect((await run({ cache: openCache(dir) })).encoded).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('photoCacheKey', () => {
  const bytes = Buffer.from('photo');
  const tools = { sharp: '0.35.5', vips: '8.18.7' };
  const key = photoCacheKey(bytes, [100, 200], encoding, tools);

  it('does not depend on the order widths were asked in', () => {
    expect(photoCacheKey(bytes, [200, 100], encoding, tools)).toBe(key);
  });

  it.each([
    ['bytes', photoCacheKey(Buffer.from('photo!'), [100, 200], encoding, tools)],
    ['widths', photoCacheKey(bytes, [100, 300], encoding, tools)],
    ['options', photoCacheKey(bytes, [100, 200], { ...encoding, jpeg: { ...encoding.jpeg, quality: 90 } }, tools)],
    ['sharp version', photoCacheKey(bytes, [100, 200], encoding, { ...tools, sharp: '0.36.0' })],
  ])('changes with the %s', (_, other) => expect(other).not.toBe(key));

  it('names the sharp and libvips actually loaded', () => {
    expect(sharpVersions()).toEqual({ sharp: sharp.versions.sharp, vips: sharp.versions.vips });
  });
});
