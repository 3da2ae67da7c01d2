import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { UserError } from '../errors.js';
import { FolderWriter } from './folder-writer.js';
import { writeManifest } from './output-manifest.js';

/** A build's staging folder beside the output folder: `.dist.building-<pid>-<time>`. */
export function stagingFolderOf(outDir: string, pid: number, time: number): string {
  return join(dirname(outDir), `${stagingPrefix(outDir)}${pid}-${time}`);
}

/** A folder as messages name it: from the current folder when it is inside it, else in full. */
export function shownPath(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown && !shown.startsWith('..') && !isAbsolute(shown) ? shown : path;
}

/** The previous output, moved aside while the new one takes its place. */
export const PREVIOUS_SUFFIX = '-previous';

export const stagingPrefix = (outDir: string) => `.${basename(outDir)}.building-`;

/**
 * Writes a build into a temporary folder beside the output folder and swaps it into place only
 * when everything was written. A failed build leaves the previous output exactly as it was.
 */
export class StagedOutput {
  /** The files of the build, written into the staging folder. */
  private readonly writer: FolderWriter;

  private constructor(
    readonly outDir: string,
    readonly stagingDir: string,
  ) {
    this.writer = new FolderWriter(stagingDir);
  }

  static async create(outDir: string): Promise<StagedOutput> {
    const target = resolve(outDir);
    await assertSafeOutputFolder(target);
    await mkdir(dirname(target), { recursive: true });
    const staging = stagingFolderOf(target, process.pid, Date.now());
    await mkdir(staging);
    return new StagedOutput(target, staging);
  }

  write(file: string, contents: string | Uint8Array): Promise<void> {
    return this.writer.write(file, contents);
  }

  get filesWritten(): number {
    return this.writer.filesWritten;
  }

  get bytesWritten(): number {
    return this.writer.bytesWritten;
  }

  /**
   * Puts the new build in place of the old one. The manifest goes in last, so a staging folder
   * with one is complete; between the two renames the previous output waits beside it.
   */
  async commit(): Promise<void> {
    await this.writer.flush();
    await writeManifest(this.stagingDir, this.writer.written);
    const previous = `${this.stagingDir}${PREVIOUS_SUFFIX}`;
    const hadPrevious = existsSync(this.outDir);
    if (hadPrevious) await rename(this.outDir, previous);
    try {
      await rename(this.stagingDir, this.outDir);
    } catch (error) {
      if (hadPrevious) await rename(previous, this.outDir);
      throw error;
    }
    if (hadPrevious) await rm(previous, { recursive: true, force: true });
  }

  async discard(): Promise<void> {
    await this.writer.flush().catch(() => {});
    await rm(this.stagingDir, { recursive: true, force: true });
  }
}

/**
 * The output folder is replaced as a whole, so it must not be a folder holding anything else:
 * not the project, not a parent of the current folder, not a non-empty folder of other files.
 */
async function assertSafeOutputFolder(target: string): Promise<void> {
  const cwd = process.cwd();
  const isSelfOrParent = (folder: string) => folder === target || folder.startsWith(target + sep);
  if (target === dirname(target) || isSelfOrParent(cwd)) {
    throw new UserError(`The output folder ${target} contains the current folder; choose a folder of its own, such as dist.`);
  }
  let entries: string[];
  try {
    if (!(await stat(target)).isDirectory()) throw new UserError(`The output folder ${target} is a file; choose a folder, such as dist.`);
    entries = await readdir(target);
  } catch (error) {
    if (error instanceof UserError) throw error;
    return; // does not exist yet
  }
  const looksBuilt = entries.includes('index.html') && entries.includes('404.html');
  if (entries.length > 0 && !looksBuilt) {
    throw new UserError(
      `The output folder ${relative(cwd, target) || target} already holds other files and is not a site built by this generator.\n` +
        'It would be replaced as a whole, so nothing was written. Choose an empty or new folder with --out.',
    );
  }
}
