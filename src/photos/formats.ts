// What kind of image a file holds, told by its first bytes: an extension can lie (a phone's HEIC
// renamed to .jpg), and sharp names AVIF and HEIC alike ("heif"), so neither is enough.

/** The formats a photo may come in: every browser-era format sharp decodes well. */
export const acceptedFormats = ['JPEG', 'PNG', 'WebP', 'AVIF'] as const;
export type AcceptedFormat = (typeof acceptedFormats)[number];

export type SniffedFormat =
  | { accepted: true; name: AcceptedFormat }
  | { accepted: false; name: string; kind: 'heic' | 'svg' | 'other' | 'unknown' };

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);

/** HEIF-family brands (ISO BMFF `ftyp`) that mean HEIC/HEIF rather than AVIF. */
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2']);

export function sniffFormat(bytes: Uint8Array): SniffedFormat {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { accepted: true, name: 'JPEG' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { accepted: true, name: 'PNG' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { accepted: true, name: 'WebP' };
  if (ascii(bytes, 4, 8) === 'ftyp') return sniffIsoMedia(bytes);
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return refused('GIF');
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return refused('TIFF');
  if (ascii(bytes, 0, 2) === 'BM') return refused('BMP');
  if (ascii(bytes, 0, 5) === '%PDF-') return refused('PDF');
  if (ascii(bytes, 0, 4) === '8BPS') return refused('Photoshop (PSD)');
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return refused('Windows icon (ICO)');
  if (startsWith(bytes, [0xff, 0x0a]) || ascii(bytes, 4, 8) === 'JXL ') return refused('JPEG XL');
  if (looksLikeSvg(bytes)) return { accepted: false, name: 'SVG', kind: 'svg' };
  return { accepted: false, name: 'an unrecognised format', kind: 'unknown' };
}

/** AVIF and HEIC share one container; the major brand, then the compatible brands, tell them apart. */
function sniffIsoMedia(bytes: Uint8Array): SniffedFormat {
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(bytes.length, Math.max(16, boxSize));
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands[0] === 'avif' || brands[0] === 'avis') return { accepted: true, name: 'AVIF' };
  if (brands.some((brand) => heicBrands.has(brand) && brand.startsWith('he'))) return { accepted: false, name: 'HEIC', kind: 'heic' };
  if (brands.includes('avif') || brands.includes('avis')) return { accepted: true, name: 'AVIF' };
  if (brands.some((brand) => heicBrands.has(brand))) return { accepted: false, name: 'HEIF', kind: 'heic' };
  return refused(`a video or other ISO media file (${brands[0]!.trim() || 'no brand'})`);
}

/** SVG is text: an optional BOM, XML declaration, comments or doctype, then `<svg`. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  return /^\uFEFF?\s*(<\?xml[\s\S]*?\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head);
}

function refused(name: string): SniffedFormat {
  return { accepted: false, name, kind: 'other' };
}
