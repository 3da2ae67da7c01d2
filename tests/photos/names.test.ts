import { describe, expect, it } from 'vitest';
import { photoStem, variantPath } from '../../src/photos/names.js';
import { mergeRequests, resolveSrc } from '../../src/photos/requests.js';
import { fallbackWidths, targetWidths } from '../../src/photos/recipe.js';
import { request } from './make-photos.js';

describe('photoStem makes a URL-safe name from the file name', () => {
  it.each([
    ['photos/front-lawn.jpg', 'front-lawn'],
    ['photos/Front Lawn (2).JPG', 'front-lawn-2'],
    ['photos/Pelouse_Été.jpeg', 'pelouse-ete'],
    ['photos/sub/IMG_0042.HEIC.jpg', 'img-0042-heic'],
    ['photos/草.png', 'photo'],
  ])('%s → %s', (src, stem) => expect(photoStem(src)).toBe(stem));

  it('puts stem, width and hash in the path', () => {
    expect(variantPath('front-lawn', 800, '1a2b3c4d', 'image/avif')).toBe('assets/photos/front-lawn-800-1a2b3c4d.avif');
    expect(variantPath('logo', 320, '00ff00ff', 'image/jpeg')).toBe('assets/photos/logo-320-00ff00ff.jpg');
  });
});

describe('mergeRequests', () => {
  it('makes a photo shown in two places once, with both places’ widths and the larger minWidth', () => {
    const merged = mergeRequests([
      request('photos/a.jpg', [400, 800], { minWidth: 800, slot: 'a service card' }),
      request('photos/b.jpg', [1200]),
      request('photos/a.jpg', [800, 1600, 1200], { minWidth: 1600, slot: 'the home page banner' }),
    ]);
    expect(merged.map((photo) => photo.src)).toEqual(['photos/a.jpg', 'photos/b.jpg']);
    expect(merged[0]!.widths).toEqual([400, 800, 1200, 1600]);
    expect(merged[0]!.largest.slot).toBe('the home page banner');
    expect(merged[0]!.requests).toHaveLength(2);
  });
});

describe('resolveSrc keeps photos inside the folder site.yaml is in', () => {
  it.each(['../secret.jpg', 'photos/../../secret.jpg', '/etc/passwd', 'C:\\photos\\a.jpg', '.'])('refuses %s', (src) => {
    const result = resolveSrc('/site', request(src, [100]));
    expect(result).toHaveProperty('problem.message', expect.stringContaining('must be inside the folder site.yaml is in'));
    expect(result).toHaveProperty('problem.keyPath', ['hero', 'image', 'src']);
  });

  it.each(['photos/a.jpg', 'a.jpg', 'photos/../a.jpg', '..a.jpg'])('accepts %s', (src) => {
    expect(resolveSrc('/site', request(src, [100]))).toHaveProperty('file');
  });
});

describe('targetWidths never upscales', () => {
  it.each([
    [[400, 800, 1600], 1000, [400, 800]],
    [[1600, 800, 800], 2000, [800, 1600]],
    [[1600, 2400], 1000, [1000]],
  ])('%j from a %i px original → %j', (widths, original, made) => expect(targetWidths(widths, original)).toEqual(made));
});

describe('fallbackWidths: the JPEG steps up by at most 1.5×, and includes the link preview', () => {
  it.each([
    ['the home banner', [640, 828, 1080, 1200, 1280, 1600, 1920, 2400], 1200, [640, 828, 1200, 1600, 2400]],
    ['a service photo (card and page)', [360, 400, 540, 560, 700, 720, 1000], 1200, [360, 540, 720, 1000, 1200]],
    ['a project photo', [400, 560, 680, 820, 1088], 1200, [400, 560, 820, 1200]],
    ['half a pair, shared', [240, 360, 540], 1200, [240, 360, 540, 1200]],
    ['half a pair', [240, 360, 540], undefined, [240, 360, 540]],
    ['a small original', [640], undefined, [640]],
  ])('%s', (_, made, linkPreview, expected) => {
    const widths = fallbackWidths(made, linkPreview);
    expect(widths).toEqual(expected);
    // Every width a current browser can pick has a JPEG within 1.5× of it.
    for (const width of made) expect(widths.find((fallback) => fallback >= width)! / width).toBeLessThanOrEqual(1.5);
  });
});
