// A large site's pages are rendered on every core: the routes are shared out between worker
// threads, each renders its pages and writes them into the staging folder. A small site is
// rendered in the build's own thread, as starting a thread costs more than its pages.
import { availableParallelism } from 'node:os';
import type { PlannedRoute } from '../site/plan.js';
import { startWorker } from '../workers.js';
import type { RenderJob } from './page-renderer.js';

/** Below this many pages, starting threads costs more than it saves. */
export const PAGES_FOR_THREADS = 600;

/**
 * A thread's heap is kept small: pages are written as soon as they are made, so little stays
 * alive, and a small young generation is collected often instead of growing (peak memory).
 */
const THREAD_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 256 };

export interface ToRenderWorker {
  job: RenderJob;
  routes: PlannedRoute[];
  folder: string;
}

export type FromRenderWorker =
  | { type: 'progress'; pages: number }
  | { type: 'done'; pages: number; files: string[]; bytes: number }
  | { type: 'failed'; message: string };

/** How many threads to render `pages` pages on: one per core, or none for a small site. */
export const renderThreads = (pages: number): number => (pages < PAGES_FOR_THREADS ? 0 : Math.max(2, availableParallelism()));

/** Renders `routes` on `threads` worker threads into `folder`; returns the files written and their bytes. */
export async function renderPagesOnThreads(
  job: RenderJob,
  routes: readonly PlannedRoute[],
  folder: string,
  threads: number,
  onPages: (pages: number) => void = () => {},
): Promise<{ files: string[]; bytes: number }> {
  // Every thread gets every n-th route, so each gets its share of every kind of page.
  const shares = Array.from({ length: threads }, (_, thread) => routes.filter((_, index) => index % threads === thread));
  const workers = shares.map(() => startWorker(import.meta.url, 'render-pages.worker', { resourceLimits: THREAD_LIMITS }));
  try {
    const results = await Promise.all(
      workers.map(
        (worker, thread) =>
          new Promise<{ files: string[]; bytes: number }>((resolve, reject) => {
            worker.on('message', (message: FromRenderWorker) => {
              if (message.type === 'failed') return reject(new Error(`Rendering pages failed in a build thread:\n${message.message}`));
              onPages(message.pages);
              if (message.type === 'done') resolve({ files: message.files, bytes: message.bytes });
            });
            worker.on('error', reject);
            worker.on('exit', (code) => reject(new Error(`A build thread stopped (exit code ${code}) before it finished its pages`)));
            worker.postMessage({ job, routes: shares[thread]!, folder } satisfies ToRenderWorker);
          }),
      ),
    );
    return { files: results.flatMap((result) => result.files), bytes: results.reduce((sum, result) => sum + result.bytes, 0) };
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
