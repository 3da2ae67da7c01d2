import { existsSync, readFileSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { discardedAt, removeInBackground } from './discard-folder.js';
import { OUTPUT_MANIFEST } from './output-manifest.js';
import { shownPath } from './output-safety.js';
import { stagingFolderNamed, type StagingFolder } from './staged-output.js';
import { thisHost } from './this-host.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** True while a process with this id runs on this machine. */
function isRunning(pid: number): boolean {
  if (pid <= 0) return false; // 0 and below would signal a process group
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false; // EPERM: it exists, as another user's
  }
  return !isZombie(pid);
}

/**
 * A zombie has exited but its parent has not collected it yet, which in a container without an
 * init can be forever; signals still reach its id, so only /proc tells it apart (Linux). Where
 * /proc cannot say, the process counts as running, as before.
 */
function isZombie(pid: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] === 'Z'; // the state follows "pid (name) ", whatever the name holds
  } catch {
    return false;
  }
}

/**
 * Whether the build that made a folder has stopped. A build in a container shares the folder
 * with the host but not its process ids, so another machine's folder counts as stopped only
 * after an hour; one of this machine's when its process is gone, or after a day, by when a
 * running process with its id is another that reused it. The age is from the time in the name:
 * a `-previous` folder keeps the old output's mtime.
 */
function hasStopped(folder: StagingFolder, now: number): boolean {
  const age = now - folder.time;
  return folder.host === thisHost() ? age > 24 * HOUR || !isRunning(folder.pid) : age > HOUR;
}

interface Leftover extends StagingFolder {
  path: string;
}

/** The staging and previous-output folders beside `target` whose build has stopped, newest first. */
async function leftoversOf(target: string): Promise<Leftover[]> {
  let names: string[];
  try {
    names = await readdir(dirname(target));
  } catch {
    return [];
  }
  const now = Date.now();
  const leftovers: Leftover[] = [];
  for (const name of names) {
    const folder = stagingFolderNamed(target, name);
    if (folder && hasStopped(folder, now)) leftovers.push({ ...folder, path: join(dirname(target), name) });
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
  await removeAbandonedDiscards(target);
  return notes;
}

/**
 * Removing an old output in the background takes seconds; a discarded folder still there a
 * minute later lost its remover (the machine was shut down, say) and gets another.
 */
async function removeAbandonedDiscards(target: string): Promise<void> {
  const names = await readdir(dirname(target)).catch(() => [] as string[]);
  for (const name of names) {
    const at = discardedAt(target, name);
    if (at !== undefined && Date.now() - at > MINUTE) removeInBackground(join(dirname(target), name));
  }
}
