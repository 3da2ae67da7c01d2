import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cacheDir } from './paths.js';

export const cachePath = (name: string): string => join(cacheDir, name);

export const contentHash = (...parts: Array<string | Uint8Array>): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 16);
};

/**
 * Stores a file in the build cache, written whole or not at all (a concurrent build never reads
 * half a file). A cache that cannot be written only makes the next build slower.
 */
export function writeCacheFile(name: string, contents: string | Uint8Array): void {
  const path = cachePath(name);
  try {
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, contents);
    renameSync(temporary, path);
  } catch {
    // read-only node_modules or a full disk: carry on without the cache
  }
}
