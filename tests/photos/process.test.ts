import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processPhotos } from '../../src/photos/process.js';
import type { PhotoResult, ProcessedPhoto } from '../../src/photos/types.js';
import { makeSite, memoryCache, pixelAt, request, sidewaysPhoneJpeg, transparentLogoPng } from './make-photos.js';

const site = makeSite();
let result: PhotoResult;
let phone: ProcessedPhoto;
let logo: ProcessedPhoto;
/** Text the original carries in its EXIF and XMP: the EXIF header, camera, owner's name, date. */
const privateMarkers = ['Exif\0', 'TestPhoneMaker', 'SecretOwnerName', 'xmpmeta', '2024:05:01'];
/** The GPS directory's pointer tag, 0x8825 of type LONG, in either byte order EXIF allows. */
const hasGpsDirectory = (bytes: Buffer) => bytes.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) || bytes.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]));
const bytesOf = (path: string) => result.files.get(path)!;
const allVariants = (photo: ProcessedPhoto) => photo.sources.flatMap((source) => source.variants.map((variant) => ({ type: source.type, ...variant })));

beforeAll(async () => {
  site.write('photos/Front Lawn.jpg', await sidewaysPhoneJpeg());
  site.write('photos/logo.png', await transparentLogoPng());
  result = await processPhotos(
    [request('photos/Front Lawn.jpg', [200, 400, 800], { minWidth: 400 }), request('photos/logo.png', [100, 200, 600], { minWidth: 200 })],
    { baseDir: site.dir, cache: memoryCache() },
  );
  phone = result.photos.get('photos/Front Lawn.jpg')!;
  logo = result.photos.get('photos/logo.png')!;
});
afterAll(() => site.remove());

describe('a sideways phone photo with GPS', () => {
  it('is made without problems', () => {
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('is turned upright: the stored 600×400 becomes 400×600 with the red half on top', async () => {
    expect([phone.width, phone.height]).toEqual([400, 600]);
    for (const variant of allVariants(phone)) {
      const metadata = await sharp(bytesOf(variant.path)).metadata();
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
      expect(variant.height).toBe(variant.width * 1.5);
      const top = await pixelAt(bytesOf(variant.path), Math.floor(variant.width / 2), Math.floor(variant.height / 4));
      const bottom = await pixelAt(bytesOf(variant.path), Math.floor(variant.width / 2), Math.floor((variant.height * 3) / 4));
      expect(top.r, `${variant.path} top`).toBeGreaterThan(150);
      expect(top.b, `${variant.path} top`).toBeLessThan(80);
      expect(bottom.b, `${variant.path} bottom`).toBeGreaterThan(150);
      expect(bottom.r, `${variant.path} bottom`).toBeLessThan(80);
    }
  });

  it('starts from a photo that really carries orientation, camera, GPS, date and XMP', async () => {
    const original = await sidewaysPhoneJpeg();
    const metadata = await sharp(original).metadata();
    expect(metadata.orientation).toBe(6);
    expect(metadata.xmp).toBeDefined();
    for (const marker of privateMarkers) expect(original.includes(marker), JSON.stringify(marker)).toBe(true);
    expect(hasGpsDirectory(original)).toBe(true);
  });

  it('keeps no metadata of the original in any file', async () => {
    for (const variant of allVariants(phone)) {
      const bytes = Buffer.from(bytesOf(variant.path));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, variant.path).toBeUndefined();
      expect(metadata.icc, variant.path).toBeUndefined();
      expect(metadata.xmp, variant.path).toBeUndefined();
      expect(metadata.iptc, variant.path).toBeUndefined();
      expect(metadata.orientation, variant.path).toBeUndefined();
      for (const marker of privateMarkers) expect(bytes.includes(marker), `${variant.path} contains ${JSON.stringify(marker)}`).toBe(false);
      expect(hasGpsDirectory(bytes), variant.path).toBe(false);
    }
  });

  it('comes in AVIF, WebP and JPEG, narrowest first, never wider than the original', () => {
    expect(phone.fallbackType).toBe('image/jpeg');
    expect(phone.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    for (const source of phone.sources) expect(source.variants.map((variant) => variant.width)).toEqual([200, 400]);
  });

  it('has the real format in every file', async () => {
    const formats = { 'image/avif': 'heif', 'image/webp': 'webp', 'image/jpeg': 'jpeg', 'image/png': 'png' } as const;
    for (const variant of allVariants(phone)) expect((await sharp(bytesOf(variant.path)).metadata()).format).toBe(formats[variant.type]);
  });

  it('is named by its file name, width and a hash of the bytes, and every file is in `files`', () => {
    for (const variant of allVariants(phone)) expect(variant.path).toMatch(/^assets\/photos\/front-lawn-(200|400)-[0-9a-f]{8}\.(avif|webp|jpg)$/);
    expect(new Set(result.files.keys())).toEqual(new Set([...allVariants(phone), ...allVariants(logo)].map((variant) => variant.path)));
  });

  it('has a dominant colour from the photo (half red, half blue)', () => {
    expect(phone.color).toMatch(/^#[0-9a-f]{6}$/);
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(phone.color.slice(at, at + 2), 16)) as [number, number, number];
    expect(Math.max(r, b)).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
  });
});

describe('a logo with transparency', () => {
  it('falls back to PNG and keeps its alpha in every format', async () => {
    expect(logo.fallbackType).toBe('image/png');
    expect(logo.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/png']);
    for (const variant of allVariants(logo)) {
      const bytes = bytesOf(variant.path);
      expect((await sharp(bytes).metadata()).hasAlpha, variant.path).toBe(true);
      const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(data[info.channels - 1], `${variant.path} corner is transparent`).toBe(0);
    }
  });

  it('is not upscaled past its 300 px', () => {
    for (const source of logo.sources) expect(source.variants.map((variant) => [variant.width, variant.height])).toEqual([[100, 67], [200, 133]]);
  });

  it('takes its green as the dominant colour, not the transparent background', () => {
    expect(logo.color).toMatch(/^#[0-3][0-9a-f][6-9a-f][0-9a-f][0-5][0-9a-f]$/);
  });
});

describe('names', () => {
  it('are the same on every run, and change when the photo changes', async () => {
    const again = await processPhotos([request('photos/Front Lawn.jpg', [200, 400, 800], { minWidth: 400 })], { baseDir: site.dir, cache: memoryCache() });
    expect(again.photos.get('photos/Front Lawn.jpg')).toEqual(phone);

    const other = makeSite();
    try {
      other.write('photos/Front Lawn.jpg', await sharp(await sidewaysPhoneJpeg()).modulate({ brightness: 0.8 }).jpeg().toBuffer());
      const changed = await processPhotos([request('photos/Front Lawn.jpg', [200])], { baseDir: other.dir, cache: memoryCache() });
      const paths = allVariants(changed.photos.get('photos/Front Lawn.jpg')!).map((variant) => variant.path);
      for (const path of paths) expect(result.files.has(path), path).toBe(false);
    } finally {
      other.remove();
    }
  });
});

describe('one photo shown in two places', () => {
  it('is made once with both places’ widths, and a small original is a warning naming the widest slot', async () => {
    const two = await processPhotos(
      [
        request('photos/logo.png', [100], { minWidth: 100, slot: 'the page header', keyPath: ['business', 'logo', 'src'] }),
        request('photos/logo.png', [200, 400], { minWidth: 400, slot: 'the about section', keyPath: ['about', 'image', 'src'] }),
      ],
      { baseDir: site.dir, cache: memoryCache() },
    );
    expect(two.problems).toEqual([]);
    expect(two.photos.size).toBe(1);
    expect(two.photos.get('photos/logo.png')!.sources[0]!.variants.map((variant) => variant.width)).toEqual([100, 200]);
    expect(two.warnings).toEqual([
      {
        keyPath: ['about', 'image', 'src'],
        message: 'photos/logo.png is 300 px wide; the about section shows it up to 400 px wide, so it will look soft: use a larger photo',
      },
    ]);
  });
});
