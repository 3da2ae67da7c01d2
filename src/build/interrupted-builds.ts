import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { OUTPUT_MANIFEST } from './output-manifest.js';
import { shownPath } from './output-safety.js';
import { PREVIOUS_SUFFIX, stagingPrefix } from './staged-output.js';

interface Leftover {
  path: string;
  time: number;
  /** The previous output, moved aside during a swap; otherwise a staging folder. */
  previous: boolean;
}

/** True while the process that made a staging folder still runs (a build in progress). */
function isRunning(pid: number): boolean {
  if (pid <= 0) return false; // 0 and below would signal a process group
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // running, as another user
  }
}

/** The staging and previous-output folders beside `target` whose build no longer runs. */
async function leftoversOf(target: string): Promise<Leftover[]> {
  let names: string[];
  try {
    names = await readdir(dirname(target));
  } catch {
    return [];
  }
  const prefix = stagingPrefix(target);
  const leftovers: Leftover[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const parts = /^(\d+)-(\d+)(-previous)?$/.exec(name.slice(prefix.length));
    if (!parts || isRunning(Number(parts[1]))) continue;
    leftovers.push({ path: join(dirname(target), name), time: Number(parts[2]), previous: parts[3] === PREVIOUS_SUFFIX });
  }
  return leftovers.sort((a, b) => b.time - a.time);
}

/**
 * Tidies up after builds that were killed: a missing output folder is put back from a build
 * stopped during its swap (the previous output it had moved aside, or else a staging folder it
 * had finished), and every other folder such builds left is removed. Returns what it did.
 */
export async function tidyInterruptedBuilds(outDir: string): Promise<string[]> {
  const target = resolve(outDir);
  const leftovers = await leftoversOf(target);
  const notes: string[] = [];
  const name = shownPath(target);
  if (!existsSync(target)) {
    const restore = leftovers.find((leftover) => leftover.previous) ?? leftovers.find((leftover) => existsSync(join(leftover.path, OUTPUT_MANIFEST)));
    if (restore) {
      await rename(restore.path, target);
      leftovers.splice(leftovers.indexOf(restore), 1);
      notes.push(`Put ${name} back in place: a build was stopped while it swapped the new site in.`);
    }
  }
  if (leftovers.length > 0) {
    await Promise.all(leftovers.map((leftover) => rm(leftover.path, { recursive: true, force: true })));
    notes.push(`Removed ${leftovers.length === 1 ? 'the temporary folder' : `${leftovers.length} temporary folders`} of stopped builds beside ${name}.`);
  }
  return notes;
}
