import { spawn, type ChildProcess } from 'node:child_process';
import { constants, setPriority } from 'node:os';

/**
 * Runs `script` (CommonJS, given `args` as process.argv[1…]) in a detached Node process that
 * outlives the build, at the lowest CPU priority: its work (deleting a large output) can wait,
 * and whatever the owner runs next should not. When it cannot start, nothing is lost: the next
 * build does without it.
 */
export function startInBackground(script: string, args: readonly string[]): ChildProcess {
  const child = spawn(process.execPath, ['--eval', script, ...args], { detached: true, stdio: 'ignore' });
  child.on('error', () => {});
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, constants.priority.PRIORITY_LOW);
    } catch {
      // not allowed here, or already ended: it runs as it is
    }
  }
  child.unref();
  return child;
}
