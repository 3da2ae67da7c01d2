// A worker thread of the build: renders its share of a large site's pages and writes them into
// the staging folder itself, so rendering and writing run on every core.
import '../production-mode.js';
import { parentPort } from 'node:worker_threads';
import { PageFiles } from './page-files.js';
import { pageRenderer } from './page-renderer.js';
import type { FromRenderWorker, ToRenderWorker } from './render-pages.js';

const port = parentPort!;

port.once('message', ({ job, routes, folder }: ToRenderWorker) => {
  try {
    const { renderBytes } = pageRenderer(job);
    const files = new PageFiles(folder);
    routes.forEach((route, index) => {
      files.write(route.file, renderBytes(route));
      if ((index + 1) % PROGRESS_EVERY === 0) port.postMessage({ type: 'progress', pages: PROGRESS_EVERY } satisfies FromRenderWorker);
    });
    port.postMessage({ type: 'done', pages: routes.length % PROGRESS_EVERY, files: files.files, bytes: files.bytes } satisfies FromRenderWorker);
  } catch (error) {
    port.postMessage({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies FromRenderWorker);
  }
});

const PROGRESS_EVERY = 250;
