import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './helpers/cli.js';
import { makeTempDir } from './helpers/files.js';

/**
 * Builds the sample site once before any test file runs, so that the photo cache is full. Several
 * files build it in their first minute, side by side: on a fresh checkout each would otherwise make
 * the same photos at once (20 s of both cores each) and run past its hook's time limit.
 */
export default function warmPhotoCache(): void {
  const dir = makeTempDir('lawn-warm-');
  try {
    execFileSync(process.execPath, ['scripts/run.mjs', 'build', '--quiet', '--out', join(dir, 'dist')], { cwd: projectRoot, stdio: 'inherit' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
