// A worker thread of the build: renders batches of a large site's pages, as the build's own thread
// hands them out, and writes them into the staging folder itself (see render-pages.ts).
import '../production-mode.js';
import { parentPort } from 'node:worker_threads';
import { compactStrings } from '../config/compact-strings.js';
import { PageFiles } from '../folder-swap/page-files.js';
import { pageRenderer, type PageRenderer } from './page-renderer.js';
import type { FromRenderWorker, ToRenderWorker } from './render-pages.js';

const port = parentPort!;
const reply = (message: FromRenderWorker) => port.postMessage(message);
let renderer: PageRenderer | undefined;
let files: PageFiles | undefined;

/**
 * The job arrives with garbage of its own: the message it came in, its strings before
 * compactStrings. V8 lets a heap grow from what its last full collection left, and a new thread
 * has had none: on 10,000 towns the worker's first came at 31 MB, with 13 MB live. Collected here
 * (`npm run build` exposes gc), the heap grows from what stays: 6 MiB less at the build's peak,
 * no slower. Elsewhere (tests, npm run dev) gc is not exposed and this does nothing.
 */
function collectStartGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

port.on('message', (message: ToRenderWorker) => {
  try {
    if (message.type === 'start') {
      compactStrings(message.job.languages); // a copy of the config: one string per text, not one per place it is written
      renderer = pageRenderer(message.job);
      files = new PageFiles(message.folder.path, message.folder.fresh);
      collectStartGarbage();
      reply({ type: 'ready' });
    } else if (message.type === 'batch') {
      for (const route of message.routes) files!.write(route.file, renderer!.renderBytes(route));
      reply({ type: 'batch-done', misfits: renderer!.takeMisfits() });
    } else {
      reply({ type: 'finished', bytes: files!.bytes });
    }
  } catch (error) {
    reply({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
