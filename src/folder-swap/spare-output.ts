// The output a build replaces is kept beside the new one, as `.<out>.spare`, and the next build
// writes into it instead of into a new, empty folder. Nearly every folder and file it needs is
// there already, so writing a page costs an open and a write: no folder or file is created, and
// no old output is deleted, which on a 10,000-page site took more time than rendering
// (write-in-place.ts has the figures). What the new build does not write is removed before the
// swap, so the spare's past never shows in the site.
import { existsSync, lstatSync, readdirSync, renameSync, rmSync, unlinkSync } from 'node:fs';
import { lstat, rename, rm, rmdir, unlink } from 'node:fs/promises';
import { basename, dirname, join, posix } from 'node:path';
import { discardFolder } from './discard-folder.js';
import { listFolderAside } from './folder-listing.js';
import { OUTPUT_MANIFEST } from './output-manifest.js';

export const spareFolderOf = (outDir: string): string => join(dirname(outDir), `.${basename(outDir)}.spare`);

/** What a staging folder made from the spare held before the build wrote into it. */
export interface SpareContents {
  files: string[];
  folders: string[];
}

/**
 * Moves the spare to `staging` and lists what it holds; undefined when there is none (or another
 * build took it first). Its file list goes first, so a build stopped while writing into it leaves
 * a staging folder that does not look finished; and anything that is not a plain file or folder
 * (a link someone made) goes before anything is written through it.
 */
export async function takeSpare(outDir: string, staging: string): Promise<SpareContents | undefined> {
  // Plain system calls up to the listing, so that its thread starts now and not once the build
  // thread is free again: it reads site.yaml next, which takes a second on a large site.
  try {
    renameSync(spareFolderOf(outDir), staging);
  } catch {
    return undefined;
  }
  try {
    // A link to a folder elsewhere (an output folder that was a link to a web root) is not ours to write into.
    if (!lstatSync(staging).isDirectory()) {
      unlinkSync(staging);
      return undefined;
    }
    rmSync(join(staging, OUTPUT_MANIFEST), { force: true });
    const { files, folders, others } = await listFolderAside(staging, readdirSync(staging).length);
    for (const other of others) await rm(join(staging, other), { force: true });
    return { files, folders };
  } catch {
    await rm(staging, { recursive: true, force: true }); // the build starts from an empty folder instead
    return undefined;
  }
}

/**
 * The spare's files and folders without those the build is sure to write into (`files`, its
 * pages): removing stale files needs only the others. Kept whole, a large spare's list stays in
 * memory for the whole build, 2.5 MB of names at 20,000 pages.
 */
export function withoutPlanned(spare: SpareContents, files: readonly string[]): SpareContents {
  const planned = new Set(files);
  const holding = foldersHolding(files);
  return { files: spare.files.filter((file) => !planned.has(file)), folders: spare.folders.filter((folder) => !holding.has(folder)) };
}

/** Every folder that holds one of `files`, at any depth. */
function foldersHolding(files: Iterable<string>): Set<string> {
  const holding = new Set<string>();
  for (const file of files) for (let folder = posix.dirname(file); folder !== '.' && !holding.has(folder); folder = posix.dirname(folder)) holding.add(folder);
  return holding;
}

/** Removes from `staging` every file of the spare the build did not write, and the folders left empty. */
export async function removeStale(staging: string, spare: SpareContents, written: ReadonlySet<string>): Promise<void> {
  await Promise.all(spare.files.filter((file) => !written.has(file)).map((file) => unlink(join(staging, file))));
  const holding = foldersHolding(written);
  const emptied = spare.folders.filter((folder) => !holding.has(folder)).sort((a, b) => b.split('/').length - a.split('/').length);
  for (const folder of emptied) await rmdir(join(staging, folder)); // deepest first: each is empty by then
}

/**
 * Keeps the output just replaced as the spare, without its file list (a spare is never put back in
 * place); when one is there already (a build beside this one), discards it instead. An output
 * folder that was a link loses only the link, as before there was a spare.
 */
export async function keepAsSpare(outDir: string, previous: string): Promise<void> {
  if ((await lstat(previous)).isSymbolicLink()) return unlink(previous);
  try {
    await rename(previous, spareFolderOf(outDir));
  } catch {
    return discardFolder(outDir, previous);
  }
  await rm(join(spareFolderOf(outDir), OUTPUT_MANIFEST), { force: true });
}

/** Puts a staging folder made from the spare back as the spare, unless another build has made one since; true when it did. */
export async function returnSpare(outDir: string, staging: string): Promise<boolean> {
  if (existsSync(spareFolderOf(outDir))) return false;
  return rename(staging, spareFolderOf(outDir)).then(
    () => true,
    () => false,
  );
}
