import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const projectRoot = join(import.meta.dirname, '..', '..');

/** Runs one of the npm scripts' entry points the way `npm run` does, from the project folder. */
export function runScript(script: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(join(projectRoot, 'node_modules', '.bin', 'tsx'), [join('scripts', script), ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
