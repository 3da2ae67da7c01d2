import { existsSync, writeFile as writeFileCallback } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { UserError } from '../errors.js';

/**
 * Writes a build into a temporary folder beside the output folder and swaps it into place only
 * when everything was written. A failed build leaves the previous output exactly as it was.
 */
/** Writes in flight at once: creating many small files is bound by the disk's latency, not bandwidth. */
const PARALLEL_WRITES = 64;

export class StagedOutput {
  private readonly createdDirs = new Map<string, Promise<unknown>>();
  private readonly inFlight = new Set<Promise<void>>();
  private failure: unknown;
  bytesWritten = 0;
  filesWritten = 0;

  private constructor(
    readonly outDir: string,
    readonly stagingDir: string,
  ) {}

  static async create(outDir: string): Promise<StagedOutput> {
    const target = resolve(outDir);
    await assertSafeOutputFolder(target);
    await mkdir(dirname(target), { recursive: true });
    const staging = join(dirname(target), `.${basename(target)}.building-${process.pid}-${Date.now()}`);
    await mkdir(staging);
    return new StagedOutput(target, staging);
  }

  /** Queues a file; resolves once there is room for more. Call `flush` to wait for all of them. */
  async write(file: string, contents: string | Uint8Array): Promise<void> {
    this.throwIfFailed();
    while (this.inFlight.size >= PARALLEL_WRITES) await Promise.race(this.inFlight);
    this.throwIfFailed();
    const task = this.writeNow(file, contents).then(
      () => void this.inFlight.delete(task),
      (error: unknown) => {
        this.failure ??= error;
        this.inFlight.delete(task);
      },
    );
    this.inFlight.add(task);
  }

  /** Waits for every queued file; throws the first write error. */
  async flush(): Promise<void> {
    await Promise.all(this.inFlight);
    this.throwIfFailed();
  }

  private async writeNow(file: string, contents: string | Uint8Array): Promise<void> {
    const path = join(this.stagingDir, file);
    const dir = dirname(path);
    let made = this.createdDirs.get(dir);
    if (!made) this.createdDirs.set(dir, (made = mkdir(dir, { recursive: true })));
    await made;
    // The callback API: fs/promises creates a FileHandle per file, garbage that adds up over 10,000 pages.
    await new Promise<void>((resolve, reject) => writeFileCallback(path, contents, (error) => (error ? reject(error) : resolve())));
    this.filesWritten++;
    this.bytesWritten += typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
  }

  private throwIfFailed(): void {
    if (this.failure !== undefined) throw this.failure;
  }

  /** Puts the new build in place of the old one. */
  async commit(): Promise<void> {
    await this.flush();
    const previous = `${this.stagingDir}-previous`;
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
    await Promise.all(this.inFlight);
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
