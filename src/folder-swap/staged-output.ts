import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { PagesFolder } from './page-files.js';
import { FolderWriter } from './folder-writer.js';
import { keepAsSpare, removeStale, returnSpare, takeSpare, withoutPlanned, type SpareContents } from './spare-output.js';
import { thisHost } from './this-host.js';
import { writeManifest } from './output-manifest.js';

/**
 * Who made a staging folder beside the output folder, and when: its name says so,
 * `.dist.building-<host>-<pid>-<time>`, and `…-previous` for the previous output moved aside
 * during the swap. The next command reads it to tell a build at work from a stopped one.
 */
export interface StagingFolder {
  /** Undefined in the names of builds from before it was written. */
  host: string | undefined;
  pid: number;
  /** When the build began, in ms since 1970. */
  time: number;
  previous: boolean;
}


const prefixOf = (outDir: string) => `.${basename(outDir)}.building-`;

const stagingFolderFor = (target: string) => join(dirname(target), `${prefixOf(target)}${thisHost()}-${process.pid}-${Date.now()}`);

/** The staging folder called `name` beside `outDir`, or undefined when the name is not one. */
export function stagingFolderNamed(outDir: string, name: string): StagingFolder | undefined {
  const prefix = prefixOf(outDir);
  const parts = name.startsWith(prefix) ? /^(?:(.+)-)?(\d+)-(\d+)(-previous)?$/.exec(name.slice(prefix.length)) : null;
  return parts ? { host: parts[1], pid: Number(parts[2]), time: Number(parts[3]), previous: parts[4] !== undefined } : undefined;
}

/**
 * Writes a build into a temporary folder beside the output folder and swaps it into place only
 * when everything was written. A failed build leaves the previous output exactly as it was. The
 * temporary folder is the output before the previous one when there is one (spare-output.ts).
 */
export class StagedOutput {
  /** The files of the build, written into the staging folder. */
  private readonly writer: FolderWriter;

  private constructor(
    readonly outDir: string,
    readonly stagingDir: string,
    /** What the staging folder held before, when it was the spare (less what the build will write: `planned`). */
    private spare: SpareContents | undefined,
  ) {
    this.writer = new FolderWriter(stagingDir);
  }

  /** A new, empty staging folder, for a build that found no spare (`fromSpare`). Check the output folder first (`assertSafeOutputFolder`): it is replaced as a whole. */
  static async create(outDir: string): Promise<StagedOutput> {
    const target = resolve(outDir);
    await mkdir(dirname(target), { recursive: true });
    const staging = stagingFolderFor(target);
    await mkdir(staging);
    return new StagedOutput(target, staging, undefined);
  }

  /**
   * A staging folder made of the spare, or undefined when there is none. It touches nothing but
   * the spare, so it may be called before the output folder is checked, as long as nothing is
   * written before; `discard` puts the spare back.
   */
  static async fromSpare(outDir: string): Promise<StagedOutput | undefined> {
    const target = resolve(outDir);
    const staging = stagingFolderFor(target);
    const spare = await takeSpare(target, staging);
    return spare && new StagedOutput(target, staging, spare);
  }

  /** Says which files the build will write for sure (its pages), so that only the spare's others are kept to be removed. */
  planned(files: readonly string[]): void {
    if (this.spare) this.spare = withoutPlanned(this.spare, files);
  }

  write(file: string, contents: string | Uint8Array): Promise<void> {
    return this.writer.write(file, contents);
  }

  /** The staging folder, for threads that write pages into it themselves. */
  get folder(): PagesFolder {
    return { path: this.stagingDir, fresh: !this.spare };
  }

  /** Records files other threads wrote into the staging folder, for the manifest and the summary. */
  adopt(files: readonly string[], bytes: number): void {
    this.writer.adopt(files, bytes);
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
    if (this.spare) await removeStale(this.stagingDir, this.spare, this.writer.written);
    await writeManifest(this.stagingDir, this.writer.written);
    const previous = `${this.stagingDir}-previous`;
    const hadPrevious = existsSync(this.outDir);
    if (hadPrevious) await rename(this.outDir, previous);
    try {
      await rename(this.stagingDir, this.outDir);
    } catch (error) {
      if (hadPrevious) await rename(previous, this.outDir);
      throw error;
    }
    if (hadPrevious) await keepAsSpare(this.outDir, previous);
  }

  /** Removes the staging folder, whatever it was made from. */
  async discard(): Promise<void> {
    await this.writer.flush().catch(() => {});
    await rm(this.stagingDir, { recursive: true, force: true });
  }

  /**
   * For a build that stopped before writing anything (a broken site.yaml): a staging folder that
   * was the spare is the spare again. One that failed while writing is removed instead, as what
   * made it fail (a file where a folder must go, say) might make the next build fail too.
   */
  async putBack(): Promise<void> {
    if (this.spare && this.writer.filesWritten === 0 && (await returnSpare(this.outDir, this.stagingDir))) return;
    await this.discard();
  }
}

