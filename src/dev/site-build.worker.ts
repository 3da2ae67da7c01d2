// The dev server's build worker. It keeps the compiled validator, the browser bundle and React
// warm between rebuilds, so a change to site.yaml is rebuilt in a few dozen milliseconds. When
// code changes, the dev server starts a new worker, which loads the new code.
import '../production-mode.js';
import { parentPort } from 'node:worker_threads';
import { prepareAssets, writeSite, type FileSink } from '../pipeline/build.js';
import { preparePhotos } from '../pipeline/photos.js';
import { silentReporter } from '../cli/reporter.js';
import { loadSite } from '../pipeline/load-site.js';
import { stillSample } from '../pipeline/sample-items.js';
import { sampleCountLine } from '../config/sample-site.js';
import { ConfigError } from '../config/problem.js';
import { loadValidator } from '../config/validator.js';
import { UserError } from '../errors.js';
import type { FromWorker, ToWorker } from './protocol.js';

const port = parentPort!;
const ready = Promise.all([prepareAssets(), loadValidator()]);
ready.catch(() => {}); // reported with the first build

port.on('message', async (message: ToWorker) => {
  const reply = (answer: FromWorker) => port.postMessage(answer);
  try {
    const [assets, validate] = await ready;
    // Each rebuild is made for the day it runs on; in the browser the banner's script goes by the visitor's day anyway.
    const { config, plan, warnings } = await loadSite(message.configFile, { validate });
    const photos = await preparePhotos(plan.photoRequests, message.configFile);
    const sample = sampleCountLine(await stillSample(config, plan.photoRequests, message.configFile));
    const files = new Map<string, Uint8Array>();
    const sink: FileSink = {
      async write(file, contents) {
        files.set(file, typeof contents === 'string' ? Buffer.from(contents) : new Uint8Array(contents));
      },
    };
    const buildWarnings: string[] = [];
    const pages = await writeSite(sink, plan, assets, { ...silentReporter, warn: (warning) => buildWarnings.push(warning) }, photos);
    reply({ type: 'built', id: message.id, files: [...files], warnings: [...warnings, ...photos.warnings, ...buildWarnings, ...(sample ? [sample] : [])], pages });
  } catch (error) {
    if (error instanceof ConfigError) {
      reply({ type: 'config-error', id: message.id, file: error.file, message: error.message, problems: error.problems });
    } else if (error instanceof UserError) {
      reply({ type: 'failed', id: message.id, message: error.message });
    } else {
      reply({ type: 'failed', id: message.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
});
