// A worker thread of the build: renders batches of a large site's pages, as the build's own thread
// hands them out, and writes them into the staging folder itself (see render-pages.ts).
import '../production-mode.js';
import { parentPort } from 'node:worker_threads';
import { compactStrings } from '../config/compact-strings.js';
import { PageFiles } from './page-files.js';
import { pageRenderer, type PageRenderer } from './page-renderer.js';
import type { FromRenderWorker, ToRenderWorker } from './render-pages.js';

const port = parentPort!;
const reply = (message: FromRenderWorker) => port.postMessage(message);
let renderer: PageRenderer | undefined;
let files: PageFiles | undefined;

port.on('message', (message: ToRenderWorker) => {
  try {
    if (message.type === 'start') {
      compactStrings(message.job.languages); // a copy of the config: one string per text, not one per place it is written
      renderer = pageRenderer(message.job);
      files = new PageFiles(message.folder.path, message.folder.fresh);
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
