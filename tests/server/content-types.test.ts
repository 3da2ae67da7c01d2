import { describe, expect, it } from 'vitest';
import { contentTypeOf } from '../../src/server/content-types.js';

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
