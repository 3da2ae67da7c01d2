import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Writes the pages of one thread straight into the staging folder: one page per folder, so a
 * plain mkdir (a single system call) makes its folder, and a string is written without a copy.
 */
export class PageFiles {
  private readonly folders = new Set<string>();
  bytes = 0;
  readonly files: string[] = [];

  constructor(private readonly root: string) {}

  write(file: string, html: string): void {
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
    writeFileSync(path, html);
    this.files.push(file);
    this.bytes += Buffer.byteLength(html);
  }
}
