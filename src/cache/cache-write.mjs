// Writing a file of the build cache. Plain JavaScript, because scripts/run.mjs uses it before any
// TypeScript can be loaded; src/cache/cache.ts uses it too.
import { renameSync, writeFileSync } from 'node:fs';

/**
 * Writes `contents` to `file` whole or not at all, so a concurrent build never reads half a file.
 * A cache that cannot be written (read-only node_modules, a full disk) only makes the next build
 * slower, so a failure is not thrown.
 */
export function writeWhole(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, contents);
    renameSync(temporary, file);
  } catch {
    // carry on without the cache
  }
}
