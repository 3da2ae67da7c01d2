import { describe, expect, it } from 'vitest';
import { sniffFormat } from '../../src/photos/formats.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
/** An ISO media file's first box: size, "ftyp", major brand, version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('sniffFormat tells a file by its bytes', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'JPEG', true],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'PNG', true],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'WebP', true],
    ['AVIF', ftyp('avif', 'mif1', 'miaf'), 'AVIF', true],
    ['AVIF under a generic brand', ftyp('mif1', 'avif'), 'AVIF', true],
    ['an iPhone HEIC', ftyp('heic', 'mif1', 'heic'), 'HEIC', false],
    ['HEIF under a generic brand', ftyp('mif1', 'heic'), 'HEIC', false],
    ['GIF', bytes('GIF89a'), 'GIF', false],
    ['TIFF', bytes('II*', [0]), 'TIFF', false],
    ['SVG', bytes([0xef, 0xbb, 0xbf], '<?xml version="1.0"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg">'), 'SVG', false],
    ['random bytes', bytes([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), 'an unrecognised format', false],
    ['a video', ftyp('isom', 'mp41'), 'a video or other ISO media file (isom)', false],
  ])('%s', (_, file, name, accepted) => {
    expect(sniffFormat(file)).toMatchObject({ name, accepted });
  });
});
