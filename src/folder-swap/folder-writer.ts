import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeInPlace } from './write-in-place.js';

/** Writes in flight at once: creating many small files is bound by the disk's latency, not bandwidth. */
const PARALLEL_WRITES = 64;

/** Writes files into a folder, many at a time, counting what it wrote. */
export class FolderWriter {
  private readonly createdDirs = new Map<string, Promise<unknown>>();
  private readonly inFlight = new Set<Promise<void>>();
  /** Writers waiting for a free slot, first come first served. */
  private readonly waiting: Array<() => void> = [];
  private failure: unknown;
  bytesWritten = 0;
  filesWritten = 0;
  /** Every file written, by its path inside the folder. */
  readonly written = new Set<string>();

  constructor(readonly folder: string) {}

  /** Queues a file; resolves once there is room for more. Call `flush` to wait for all of them. */
  async write(file: string, contents: string | Uint8Array): Promise<void> {
    this.throwIfFailed();
    // A queue of waiters, not Promise.race over the writes in flight: racing adds a reaction to
    // every pending write each time, which on a slow disk cost seconds of CPU over 10,000 pages.
    if (this.inFlight.size >= PARALLEL_WRITES) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.throwIfFailed();
    const task: Promise<void> = this.writeNow(file, contents)
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => {
        this.inFlight.delete(task);
        this.waiting.shift()?.();
      });
    this.inFlight.add(task);
  }

  /** Counts files written into the folder by others (threads rendering pages). */
  adopt(files: readonly string[], bytes: number): void {
    for (const file of files) this.written.add(file);
    this.filesWritten += files.length;
    this.bytesWritten += bytes;
  }

  /** Waits for every queued file; throws the first write error. */
  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
    this.throwIfFailed();
  }

  private async writeNow(file: string, contents: string | Uint8Array): Promise<void> {
    const path = join(this.folder, file);
    const dir = dirname(path);
    let made = this.createdDirs.get(dir);
    if (!made) this.createdDirs.set(dir, (made = mkdir(dir, { recursive: true })));
    await made;
    const bytes = await writeInPlace(path, contents); // not `+= await`: that would add to the total as it was before the wait
    this.bytesWritten += bytes;
    this.filesWritten++;
    this.written.add(file);
  }

  private throwIfFailed(): void {
    if (this.failure !== undefined) throw this.failure;
  }
}
