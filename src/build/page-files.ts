import { closeSync, mkdirSync, openSync, writeSync, writevSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Writes the pages of one thread straight into the staging folder: one page per folder, so a
 * plain mkdir (a single system call) makes its folder, and one writev writes the page's pieces.
 */
export class PageFiles {
  private readonly folders = new Set<string>();
  bytes = 0;
  readonly files: string[] = [];

  constructor(private readonly root: string) {}

  /** Writes a page given as UTF-8 pieces (see fillShellBytes) with one writev. */
  write(file: string, pieces: readonly Uint8Array[]): void {
    const path = join(this.root, file);
    const folder = dirname(path);
    if (folder !== this.root && !this.folders.has(folder)) {
      try {
        mkdirSync(folder);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') mkdirSync(folder, { recursive: true }); // services/irrigation/ before services/
        else if (code !== 'EEXIST') throw error; // another thread made it
      }
      this.folders.add(folder);
    }
    const total = pieces.reduce((sum, piece) => sum + piece.byteLength, 0);
    const fd = openSync(path, 'w');
    try {
      const written = writevSync(fd, pieces as Uint8Array[]);
      // A file system may take less than all at once: write the rest from where it stopped.
      const rest = written < total ? Buffer.concat(pieces as Uint8Array[]).subarray(written) : undefined;
      for (let offset = 0; rest && offset < rest.length; ) offset += writeSync(fd, rest, offset);
    } finally {
      closeSync(fd);
    }
    this.files.push(file);
    this.bytes += total;
  }
}
