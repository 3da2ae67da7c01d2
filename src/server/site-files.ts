import { readFile, stat } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';

export type EntryKind = 'file' | 'directory' | 'missing';

/** A built site to serve, by paths relative to its root (`services/irrigation/index.html`). */
export interface SiteFiles {
  kind(path: string): Promise<EntryKind>;
  read(path: string): Promise<Buffer>;
}

/** Normalises a URL path to a path inside the site, or undefined when it tries to leave it. */
export function sitePathOf(urlPath: string): string | undefined {
  const path = normalize(urlPath).split(sep).join('/').replace(/^\/+/, '').replace(/\/+$/, '');
  return path === '..' || path.startsWith('../') ? undefined : path;
}

/** A folder on disk, looked up again on every request so a swapped-in build is served at once. */
export function folderFiles(root: () => string): SiteFiles {
  const inside = (path: string) => {
    const base = resolve(root());
    const full = resolve(join(base, path));
    return full === base || full.startsWith(base + sep) ? full : undefined;
  };
  return {
    async kind(path) {
      const full = inside(path);
      if (!full) return 'missing';
      try {
        const info = await stat(full);
        return info.isDirectory() ? 'directory' : info.isFile() ? 'file' : 'missing';
      } catch {
        return 'missing';
      }
    },
    read: (path) => readFile(inside(path)!),
  };
}

/** A build held in memory (the dev server's), replaced as a whole by each rebuild. */
export function memoryFiles(current: () => ReadonlyMap<string, Uint8Array>): SiteFiles {
  let indexed: ReadonlyMap<string, Uint8Array> | undefined;
  let directories = new Set<string>();
  const directoriesOf = () => {
    const files = current();
    if (files !== indexed) {
      indexed = files;
      directories = new Set(['']);
      for (const file of files.keys()) {
        const parts = file.split('/');
        for (let i = 1; i < parts.length; i++) directories.add(parts.slice(0, i).join('/'));
      }
    }
    return directories;
  };
  return {
    async kind(path) {
      if (current().has(path)) return 'file';
      return directoriesOf().has(path) ? 'directory' : 'missing';
    },
    async read(path) {
      const contents = current().get(path);
      if (!contents) throw new Error(`no file ${path}`);
      return Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);
    },
  };
}
