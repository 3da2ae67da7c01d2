import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ToolVersions } from './cache-key.mjs';
import { writeWhole } from './cache-write.mjs';
import { cacheDir } from '../paths.js';

export { cacheKey, contentHash, toolVersions, type ToolVersions } from './cache-key.mjs';

/** A folder of results stored by name; every name is made from a cacheKey (see cache-key.mjs). */
export interface Cache {
  path(name: string): string;
  /** The stored bytes, or undefined when there are none (or they cannot be read). */
  read(name: string): Buffer | undefined;
  /** Written whole or not at all (cache-write.mjs); a cache that cannot be written is skipped. */
  write(name: string, contents: string | Uint8Array): void;
}

/**
 * What a cached result depends on besides its input: the options passed to the tool, the tool's
 * version, and where results are kept. Each cache fills in its own; tests pass theirs.
 */
export interface CacheSetup<Options> {
  options: Options;
  tools: ToolVersions;
  cache: Cache;
}

export function openCache(dir: string): Cache {
  const path = (name: string) => join(dir, name);
  return {
    path,
    read(name) {
      try {
        return readFileSync(path(name));
      } catch {
        return undefined;
      }
    },
    write(name, contents) {
      const file = path(name);
      try {
        mkdirSync(dirname(file), { recursive: true });
      } catch {
        return; // read-only node_modules: carry on without the cache
      }
      writeWhole(file, contents);
    },
  };
}

/** The cache every build shares, under node_modules/.cache: deleting it is always safe. */
export const buildCache = openCache(cacheDir);
