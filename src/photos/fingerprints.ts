// Photos known by their bytes, whatever they are named: the sample site's drawings are found so
// (src/config/sample-site.ts). Only a file of a drawing's size is read and hashed, so a site of a
// thousand photos costs a thousand stats, not a thousand reads.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { resolveSrc } from './requests.js';
import type { PhotoRequest } from './types.js';

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * The sha-256 of each photo site.yaml names whose size is one of `sizes`, by `src` as written.
 * A photo that is missing, unreadable or outside site.yaml's folder is left out: the photo check
 * reports those.
 */
export async function photoHashes(requests: readonly Pick<PhotoRequest, 'src' | 'keyPath'>[], baseDir: string, sizes: ReadonlySet<number>): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  const srcs = new Map(requests.map((request) => [request.src, request]));
  await Promise.all(
    [...srcs.values()].map(async (request) => {
      const resolved = resolveSrc(baseDir, request);
      if ('problem' in resolved) return;
      try {
        if (!sizes.has((await stat(resolved.file)).size)) return;
        hashes.set(request.src, sha256(await readFile(resolved.file)));
      } catch {
        // missing or unreadable: the photo check says so
      }
    }),
  );
  return hashes;
}

/** Every file in `dir`, named from the folder above it (`photos/logo.png`), with its size and hash: the sample site's drawings. */
export async function filesWithHashes(dir: string, folderName: string): Promise<Array<{ file: string; bytes: number; sha256: string }>> {
  const names = (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => entry.name);
  return Promise.all(
    names.sort().map(async (name) => {
      const bytes = await readFile(join(dir, name));
      return { file: posix.join(folderName, name), bytes: bytes.byteLength, sha256: sha256(bytes) };
    }),
  );
}
