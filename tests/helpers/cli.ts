import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const projectRoot = join(import.meta.dirname, '..', '..');

/** Runs a command the way `npm run` does (build, validate, launch-check, preview: compiled, by scripts/run.mjs), from the project folder. */
export function runScript(command: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [join('scripts', 'run.mjs'), command, ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
