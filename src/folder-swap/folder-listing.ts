// What a folder holds, at every depth: the output folder before a build replaces it, and the
// spare a build writes into. A site of 10,000 pages has 10,000 folders, and listing them took
// 190 ms of the build thread each time while it read site.yaml, so a big folder is listed on a
// thread of its own.
import { readdirSync, type Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { startWorker } from '../workers.js';

/** Paths inside the folder, with `/` between names. */
export interface FolderListing {
  files: string[];
  folders: string[];
  /** Links and anything else that is neither a plain file nor a folder. */
  others: string[];
}

/** From this many entries at its top, a folder is listed on a thread of its own. */
export const ENTRIES_FOR_A_THREAD = 1000;

export async function listFolder(folder: string): Promise<FolderListing> {
  const root = resolve(folder);
  return byKind(root, await readdir(root, { recursive: true, withFileTypes: true }));
}

/**
 * The same, blocking: for the listing thread, which has nothing else to do. Node's recursive
 * readdir waits for each folder before it asks for the next; one call at a time without the
 * round trip through libuv's threads lists 10,000 folders in a third of the time.
 */
export function listFolderSync(folder: string): FolderListing {
  const root = resolve(folder);
  return byKind(root, readdirSync(root, { recursive: true, withFileTypes: true }));
}

/**
 * The entries of `root` (a resolved path, as each entry's parentPath begins with it) as paths, by
 * kind. Cutting the prefix off costs a hundredth of path.relative, which took 150–200 ms for
 * 40,000 entries.
 */
function byKind(root: string, entries: Dirent[]): FolderListing {
  const listing: FolderListing = { files: [], folders: [], others: [] };
  const cut = root.endsWith(sep) ? root.length : root.length + 1; // a disk's root ends with one
  for (const entry of entries) {
    const inside = entry.parentPath.slice(cut);
    const path = inside ? `${sep === '/' ? inside : inside.split(sep).join('/')}/${entry.name}` : entry.name;
    if (entry.isDirectory()) listing.folders.push(path);
    else if (entry.isFile()) listing.files.push(path);
    else listing.others.push(path);
  }
  return listing;
}

/** The same, on a worker thread when the folder holds `topEntries` entries at its top, enough to be worth one. */
export function listFolderAside(folder: string, topEntries: number): Promise<FolderListing> {
  if (topEntries < ENTRIES_FOR_A_THREAD) return listFolder(folder);
  return new Promise((resolve, reject) => {
    const thread = startWorker(import.meta.url, 'folder-listing.worker', { workerData: folder });
    thread.once('message', (message: { listing: FolderListing } | { failed: string }) => {
      if ('listing' in message) resolve(message.listing);
      else reject(new Error(`Listing ${folder} failed: ${message.failed}`));
      void thread.terminate();
    });
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`The thread listing ${folder} stopped (exit code ${code})`)));
  });
}
