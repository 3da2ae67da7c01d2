// A large site's pages are rendered on every core: the build's own thread and a worker thread per
// other core take batches of routes from one queue, render them and write them into the staging
// folder themselves. A small site is rendered in the build's own thread alone, as starting a
// thread costs more than its pages.
import { availableParallelism } from 'node:os';
import type { PlannedRoute } from '../plan/plan.js';
import type { SearchTextMisfit } from '../site/seo-warnings.js';
import { startWorker } from '../workers.js';
import { PageFiles, type PagesFolder } from '../folder-swap/page-files.js';
import { pageRenderer, type RenderJob } from './page-renderer.js';

/** Below this many pages, starting threads costs more than it saves. */
export const PAGES_FOR_THREADS = 600;

/** Routes handed out at a time: small enough to share the work out evenly, large enough to cost nothing to hand out. */
const BATCH = 200;

/**
 * A worker's heap is kept small: pages are written as soon as they are made, so little stays
 * alive, and a small young generation is collected often instead of growing (peak memory).
 */
const THREAD_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 256 };

export type ToRenderWorker = { type: 'start'; job: RenderJob; folder: PagesFolder } | { type: 'batch'; routes: PlannedRoute[] } | { type: 'finish' };

export type FromRenderWorker =
  | { type: 'ready' }
  | { type: 'batch-done'; misfits: SearchTextMisfit[] }
  | { type: 'finished'; bytes: number }
  | { type: 'failed'; message: string };

/** How many worker threads render beside the build's own: one per other core, none for a small site or a single core. */
export const renderWorkers = (pages: number): number => (pages < PAGES_FOR_THREADS ? 0 : availableParallelism() - 1);

export interface WrittenPages {
  files: string[];
  bytes: number;
  /** The titles and descriptions that do not fit a search result, in no particular order. */
  misfits: SearchTextMisfit[];
}

/** Renders `routes` into `folder` on this thread and `workers` worker threads; returns the files written, their bytes and the heads' misfits. */
export async function renderPagesInParallel(
  job: RenderJob,
  routes: readonly PlannedRoute[],
  folder: PagesFolder,
  workers: number,
  onPages: (pages: number) => void = () => {},
): Promise<WrittenPages> {
  let next = 0;
  const takeBatch = (): PlannedRoute[] | undefined => (next < routes.length ? routes.slice(next, (next += BATCH)) : undefined);
  // The files written, as each batch is done: the routes' own strings, not copies back from a worker.
  const files: string[] = [];
  const batchDone = (batch: readonly PlannedRoute[]) => {
    for (const route of batch) files.push(route.file);
    onPages(batch.length);
  };
  const threads = Array.from({ length: workers }, () => startWorker(import.meta.url, 'render-pages.worker', { resourceLimits: THREAD_LIMITS }));
  try {
    const fromWorkers = threads.map((thread) => workerPages(thread, job, folder, takeBatch, batchDone));
    fromWorkers.forEach((pages) => pages.catch(() => {})); // awaited below, after this thread's share
    const own = new PageFiles(folder.path, folder.fresh);
    const { renderBytes, takeMisfits } = pageRenderer(job);
    for (let batch = takeBatch(); batch; batch = takeBatch()) {
      for (const route of batch) own.write(route.file, renderBytes(route));
      batchDone(batch);
      await new Promise((resolve) => setImmediate(resolve)); // let the workers' messages in: they wait for their next batch
    }
    const written = [{ bytes: own.bytes, misfits: takeMisfits() }, ...(await Promise.all(fromWorkers))];
    return {
      files,
      bytes: written.reduce((sum, pages) => sum + pages.bytes, 0),
      misfits: written.flatMap((pages) => pages.misfits),
    };
  } finally {
    await Promise.all(threads.map((thread) => thread.terminate()));
  }
}

/** The bytes one worker thread wrote and its heads' misfits, feeding it batches until there are none left; `batchDone` hears of each batch written. */
function workerPages(
  thread: ReturnType<typeof startWorker>,
  job: RenderJob,
  folder: PagesFolder,
  takeBatch: () => PlannedRoute[] | undefined,
  batchDone: (batch: readonly PlannedRoute[]) => void,
): Promise<Omit<WrittenPages, 'files'>> {
  return new Promise((resolve, reject) => {
    const misfits: SearchTextMisfit[] = [];
    const inHand: PlannedRoute[][] = []; // the batches sent and not yet done, in order: a worker does them in turn
    let finishing = false;
    const feed = () => {
      if (finishing) return;
      const routes = takeBatch();
      finishing = !routes;
      if (routes) inHand.push(routes);
      thread.postMessage((routes ? { type: 'batch', routes } : { type: 'finish' }) satisfies ToRenderWorker);
    };
    thread.on('message', (message: FromRenderWorker) => {
      if (message.type === 'failed') return reject(new Error(`Rendering pages failed in a build thread:\n${message.message}`));
      if (message.type === 'finished') return resolve({ bytes: message.bytes, misfits });
      if (message.type === 'batch-done') {
        batchDone(inHand.shift()!);
        misfits.push(...message.misfits);
      }
      // This thread reads messages only between its own batches: the worker keeps a batch in hand
      // so that it does not sit idle until then.
      if (message.type === 'ready') feed();
      feed();
    });
    thread.on('error', reject);
    thread.on('exit', (code) => reject(new Error(`A build thread stopped (exit code ${code}) before it finished its pages`)));
    thread.postMessage({ type: 'start', job, folder } satisfies ToRenderWorker);
  });
}
