import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers.js';
import type { FromWorker, ToWorker } from './protocol.js';

export interface SiteBuilder {
  /** Builds the site into memory; a newer build does not cancel this one. */
  build(): Promise<FromWorker>;
  /** Replaces the worker, so the next build runs the code as it now is on disk. */
  restart(): void;
  close(): Promise<void>;
}

interface RunningWorker {
  worker: Worker;
  pending: Map<number, (answer: FromWorker) => void>;
}

/**
 * Builds in a worker thread, which keeps React, the compiled validator and the client bundle
 * loaded between builds. A module graph cannot be reloaded in place, so new code gets a new
 * worker; one that died (a template that does not compile) is replaced at the next build.
 */
export function createSiteBuilder(configFile: string): SiteBuilder {
  let current: RunningWorker | undefined;
  let nextId = 0;

  const start = (): RunningWorker => {
    const running: RunningWorker = { worker: startWorker(import.meta.url, 'site-build.worker'), pending: new Map() };
    const failPending = (message: string) => {
      for (const [id, answer] of running.pending) answer({ type: 'failed', id, message });
      running.pending.clear();
    };
    running.worker.on('message', (answer: FromWorker) => {
      running.pending.get(answer.id)?.(answer);
      running.pending.delete(answer.id);
    });
    running.worker.on('error', (error) => failPending(error.stack ?? error.message));
    running.worker.on('exit', (code) => {
      if (current !== running) return; // replaced: its answers are no longer wanted
      current = undefined;
      failPending(`The build worker stopped (exit code ${code}).`);
    });
    return running;
  };

  const stop = () => {
    const running = current;
    current = undefined;
    return running?.worker.terminate();
  };

  return {
    build() {
      current ??= start();
      const { worker, pending } = current;
      const id = ++nextId;
      const answer = new Promise<FromWorker>((resolve) => pending.set(id, resolve));
      worker.postMessage({ type: 'build', id, configFile } satisfies ToWorker);
      return answer;
    },
    restart() {
      void stop();
    },
    async close() {
      await stop();
    },
  };
}
