// Photos for the tests, made by sharp in a temporary folder: no binary fixtures in the repo.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Cache } from '../../src/cache/cache.js';
import type { PhotoRequest } from '../../src/photos/types.js';

export const red = { r: 220, g: 20, b: 20 };
export const blue = { r: 20, g: 20, b: 220 };

/** A site folder with a photos/ folder; `remove` when done. */
export function makeSite(): { dir: string; write(src: string, bytes: Uint8Array | string): void; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'photos-'));
  mkdirSync(join(dir, 'photos'));
  return {
    dir,
    write(src, bytes) {
      mkdirSync(dirname(join(dir, src)), { recursive: true });
      writeFileSync(join(dir, src), bytes);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A 600×400 phone photo stored sideways as phones do: red on its stored left half, blue on the
 * right, with orientation 6 (turn 90° clockwise to view), a camera name, GPS position and XMP.
 * Upright it is 400×600 with red on top.
 */
export async function sidewaysPhoneJpeg(): Promise<Buffer> {
  const left = await sharp({ create: { width: 300, height: 400, channels: 3, background: red } }).png().toBuffer();
  return sharp({ create: { width: 600, height: 400, channels: 3, background: blue } })
    .composite([{ input: left, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: 'TestPhoneMaker', Model: 'TestPhone 12' },
      IFD2: { DateTimeOriginal: '2024:05:01 10:00:00' },
      // libvips numbers the GPS directory IFD3.
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 19/1 9/1', GPSLongitudeRef: 'W', GPSLongitude: '74/1 25/1 43/1' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>SecretOwnerName</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>')
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A logo: a green disc on a transparent 300×200 canvas. */
export function transparentLogoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><circle cx="150" cy="100" r="90" fill="#2e7d32"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export function plainJpeg(width: number, height: number, background = { r: 60, g: 140, b: 60 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();
}

export function request(src: string, widths: number[], extra: Partial<PhotoRequest> = {}): PhotoRequest {
  return { src, keyPath: ['hero', 'image', 'src'], widths, minWidth: Math.max(...widths), slot: 'the home page banner', ...extra };
}

/** A cache in memory, whose entries a test can read and change. */
export function memoryCache(): Cache & { entries: Map<string, Uint8Array> } {
  const entries = new Map<string, Uint8Array>();
  return {
    entries,
    path: (name) => `memory:${name}`,
    read: (name) => {
      const bytes = entries.get(name);
      return bytes ? Buffer.from(bytes) : undefined;
    },
    write: (name, contents) => void entries.set(name, typeof contents === 'string' ? Buffer.from(contents) : Buffer.from(contents)),
  };
}

/** The colour at (x, y) of any image sharp can read. */
export async function pixelAt(bytes: Uint8Array, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}
