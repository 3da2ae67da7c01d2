import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { FolderWriter } from './folder-writer.js';
import { writeManifest } from './output-manifest.js';

/** A build's staging folder beside the output folder: `.dist.building-<pid>-<time>`. */
export function stagingFolderOf(outDir: string, pid: number, time: number): string {
  return join(dirname(outDir), `${stagingPrefix(outDir)}${pid}-${time}`);
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

  /** Check the output folder first (`assertSafeOutputFolder`): it is replaced as a whole. */
  static async create(outDir: string): Promise<StagedOutput> {
    const target = resolve(outDir);
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

