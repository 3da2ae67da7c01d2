// Lists a big folder away from the build thread (see folder-listing.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { listFolderSync } from './folder-listing.js';

try {
  parentPort!.postMessage({ listing: listFolderSync(workerData as string) });
} catch (error) {
  parentPort!.postMessage({ failed: error instanceof Error ? error.message : String(error) });
}
