import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './cli.js';

export interface RunningCommand {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Sends Ctrl-C and resolves with the exit code. */
  interrupt(): Promise<number | null>;
}

/** Starts one of the scripts/ entry points as `npm run` would, for commands that keep running. */
export function startScript(script: string, args: string[]): RunningCommand {
  const child = spawn(join(projectRoot, 'node_modules', '.bin', 'tsx'), [join('scripts', script), ...args], { cwd: projectRoot });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  // 'close', not 'exit': only then has everything the command printed been read.
  let closed = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      closed = true;
      resolve(code);
    }),
  );
  return {
    child,
    output: () => output,
    async waitFor(pattern, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const match = output.match(pattern);
        if (match) return match;
        if (Date.now() > until || closed) throw new Error(`${pattern} did not appear in:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async interrupt() {
      if (child.exitCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}

/** Polls `check` until it returns true. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the condition did not become true in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The id of a process that has ended, as a build killed earlier leaves in its folders' names. */
export function deadPid(): number {
  const ended = spawnSync(process.execPath, ['-e', '']);
  return ended.pid;
}

/** A process that keeps running until `stop`, standing in for a build in progress. */
export function runningProcess(): { pid: number; stop(): void } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  return { pid: child.pid!, stop: () => child.kill() };
}

/**
 * A zombie: a process that has exited but that its parent never reaps, as happens in a container
 * without an init. `sh` starts a child and becomes `sleep 30`, which never waits for it. The child
 * ends only once its parent is `sleep`: one that ended sooner could still be reaped by `sh` (5 in
 * 200 on a busy machine). Linux only (it reads /proc). `stop` ends the parent, which hands the
 * zombie on to be reaped.
 */
export async function zombieProcess(): Promise<{ pid: number; stop(): void }> {
  const child = `sh -c 'until [ "$(cat /proc/$PPID/comm 2>/dev/null || echo sleep)" = sleep ]; do sleep 0.02; done'`;
  const parent = spawn('sh', ['-c', `${child} & echo $!; exec sleep 30`], { stdio: ['ignore', 'pipe', 'ignore'] });
  const stop = () => void parent.kill();
  try {
    let printed = '';
    parent.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
    await eventually(async () => printed.includes('\n'));
    const pid = Number(printed.trim());
    await eventually(async () => processState(pid) === 'Z');
    return { pid, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The state letter /proc gives a process (R, S, Z…), or undefined when it has none. */
function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2]; // after "pid (name) ", whatever the name holds
  } catch {
    return undefined;
  }
}
