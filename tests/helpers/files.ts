import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

export const makeTempDir = (prefix = 'lawn-site-'): string => mkdtempSync(join(tmpdir(), prefix));

/** Every file under `dir` with a hash of its bytes: equal snapshots mean byte-for-byte equal trees. */
export function snapshotTree(dir: string): Record<string, string> {
  const snapshot: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else snapshot[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return snapshot;
}
