// A render worker: renders one slice of the site's pages into the staging folder, in parallel
// with the main thread and the other workers (see render-pool.ts).
import '../production-mode.js';
import { parentPort, workerData } from 'node:worker_threads';
import { renderSlice, type RenderJob } from './render-pool.js';

const result = await renderSlice(workerData as RenderJob);
parentPort!.postMessage(result);
