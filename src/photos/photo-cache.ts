// Made photos kept between builds, so a build after a text edit encodes nothing. The key names
// everything the files depend on: the photo's bytes, the widths, the encoder options, our own
// recipe, and the versions of sharp and libvips (their encoders change output between releases).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cacheKey, type Cache, type ToolVersions } from '../cache/cache.js';
import { recipe, type EncodedPhoto, type EncodingOptions } from './recipe.js';
import { extensionOf } from './names.js';
import type { PhotoType } from './types.js';

let versions: ToolVersions | undefined;

/**
 * sharp's and libvips' versions, as sharp.versions gives them. Read from the installed packages
 * where sharp runs on its own prebuilt libvips (as npm installs it), since loading sharp costs a
 * warm build a sixth of its time and 19 MiB; from sharp itself otherwise (a libvips of the system's).
 */
export function sharpVersions(): ToolVersions {
  return (versions ??= prebuiltVersions() ?? loadedVersions());
}

function prebuiltVersions(): ToolVersions | undefined {
  const require = createRequire(import.meta.url);
  // sharp's package.json is not among its exports: find it above its entry point.
  let dir = dirname(require.resolve('sharp'));
  while (!dir.endsWith('sharp') && dirname(dir) !== dir) dir = dirname(dir);
  const sharp = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  for (const platform of [`${process.platform}-${process.arch}`, `${process.platform}musl-${process.arch}`]) {
    try {
      require.resolve(`@img/sharp-${platform}/package`); // sharp's own prebuilt binding, which runs on…
      const libvips = require(`@img/sharp-libvips-${platform}/versions`) as { vips: string }; // …this prebuilt libvips
      return { sharp: sharp.version, vips: libvips.vips };
    } catch {
      // not this platform's packages
    }
  }
  return undefined;
}

function loadedVersions(): ToolVersions {
  const sharp = createRequire(import.meta.url)('sharp') as { versions: { sharp: string; vips: string } };
  return { sharp: sharp.versions.sharp, vips: sharp.versions.vips };
}

export function photoCacheKey(bytes: Uint8Array, widths: readonly number[], options: EncodingOptions, tools: ToolVersions, linkPreviewWidth?: number): string {
  return cacheKey({ inputs: [bytes], options: { widths: [...widths].sort((a, b) => a - b), linkPreviewWidth, encoding: options, recipe }, tools });
}

/** What `photos/{key}.json` holds: the facts, and where each variant's bytes are kept beside it. */
interface Manifest {
  width: number;
  height: number;
  color: string;
  fallbackType: EncodedPhoto['fallbackType'];
  sources: Array<{ type: PhotoType; variants: Array<{ width: number; height: number; name: string }> }>;
}

const manifestName = (key: string) => `photos/${key}.json`;

/** The cached photo, or undefined when it, or any of its files, is missing or unreadable. */
export function loadPhoto(cache: Cache, key: string): EncodedPhoto | undefined {
  const text = cache.read(manifestName(key));
  if (!text) return undefined;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text.toString('utf8')) as Manifest;
  } catch {
    return undefined;
  }
  const sources: EncodedPhoto['sources'] = [];
  for (const source of manifest.sources) {
    const variants = [];
    for (const { width, height, name } of source.variants) {
      const bytes = cache.read(name);
      if (!bytes) return undefined;
      variants.push({ width, height, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    }
    sources.push({ type: source.type, variants });
  }
  return { width: manifest.width, height: manifest.height, color: manifest.color, fallbackType: manifest.fallbackType, sources };
}

/** The variants first and the manifest last, so a manifest that can be read has its files. */
export function storePhoto(cache: Cache, key: string, photo: EncodedPhoto): void {
  const manifest: Manifest = { width: photo.width, height: photo.height, color: photo.color, fallbackType: photo.fallbackType, sources: [] };
  for (const source of photo.sources) {
    const variants = source.variants.map(({ width, height, bytes }) => {
      const name = `photos/${key}-${width}.${extensionOf[source.type]}`;
      cache.write(name, bytes);
      return { width, height, name };
    });
    manifest.sources.push({ type: source.type, variants });
  }
  cache.write(manifestName(key), JSON.stringify(manifest));
}
