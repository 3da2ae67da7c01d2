import { describe, expect, it } from 'vitest';
import { acceptedFormats } from '../../src/photos/formats.js';
import { contentTypeOf, PHOTO_CONTENT_TYPES, photoContentTypeOf } from '../../src/content-types.js';

// The local servers send X-Content-Type-Options: nosniff, so every kind of file a build writes
// needs its own type: the photo pipeline's AVIF, WebP and JPEG files included.
describe('contentTypeOf', () => {
  it.each([
    ['/assets/photos/hero-640.avif', 'image/avif'],
    ['/assets/photos/hero-640.webp', 'image/webp'],
    ['/assets/photos/hero-640.jpg', 'image/jpeg'],
    ['/assets/photos/LOGO.PNG', 'image/png'],
    ['/index.html', 'text/html; charset=utf-8'],
    ['/assets/boot-ABC.js', 'text/javascript; charset=utf-8'],
    ['/.lawn-site-files', 'application/octet-stream'],
  ])('%s → %s', (path, type) => expect(contentTypeOf(path)).toBe(type));
});

// The editor lists, serves and accepts uploads of exactly the photo formats a build takes.
describe('photo types', () => {
  it.each([
    ['front-lawn.JPEG', 'image/jpeg'],
    ['logo.png', 'image/png'],
    ['a/b/sprinkler.avif', 'image/avif'],
    ['drawing.svg', undefined],
    ['notes.txt', undefined],
    ['.jpg', undefined],
  ])('%s → %s', (path, type) => expect(photoContentTypeOf(path)).toBe(type));

  it('offers one type per format the build accepts', () => {
    expect(PHOTO_CONTENT_TYPES.map((type) => type.replace('image/', ''))).toEqual(acceptedFormats.map((format) => format.toLowerCase()));
  });
});
