import { rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { startInBackground } from './background-process.js';
import { thisHost } from './this-host.js';

/**
 * The previous output, once the new one is in place, is renamed `.<out>.discarded-<host>-<pid>-<time>`
 * and removed by a process of its own that outlives the build: deleting 10,000 pages takes
 * seconds on a slow disk, and nothing waits for it. The name says it is never to be put back.
 */
const discardedPrefix = (outDir: string) => `.${basename(outDir)}.discarded-`;

export const isDiscardedFolder = (outDir: string, name: string): boolean => name.startsWith(discardedPrefix(outDir));

/** When a discarded folder was set aside, from its name; undefined for another name. */
export function discardedAt(outDir: string, name: string): number | undefined {
  const match = isDiscardedFolder(outDir, name) ? /-(\d+)$/.exec(name) : null;
  return match ? Number(match[1]) : undefined;
}

/** Renames `folder` (beside `outDir`) to a discarded folder and removes it in the background. */
export async function discardFolder(outDir: string, folder: string): Promise<void> {
  const discarded = join(dirname(outDir), `${discardedPrefix(outDir)}${thisHost()}-${process.pid}-${Date.now()}`);
  await rename(folder, discarded);
  removeInBackground(discarded);
}

/** Removes a discarded folder in a detached process; a folder it leaves is removed by the next build. */
export function removeInBackground(folder: string): void {
  startInBackground('require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', [folder]);
}
