import { availableParallelism } from 'node:os';
import type { SiteConfig } from '../config/types.js';
import { routeTable, type Route } from '../site/routes.js';
import { createSite, type Site } from '../site/site.js';
import { startWorker } from '../workers.js';
import { FolderWriter } from './folder-writer.js';
import { renderPage, type SharedPageParts } from './render-page.js';
import { sharedPageParts } from './shared-parts.js';
import type { StagedOutput } from './staged-output.js';
import type { Stylesheets } from './stylesheet.js';

/** Below this many pages, starting workers (each loads React) costs more than it saves. */
export const PARALLEL_FROM_PAGES = 1500;

/**
 * Worker threads only pay off with cores to spare. Measured on a 2-core machine building 10,000
 * towns, one worker beside the main thread made the build slower (5.5 → 8.5 s) and bigger
 * (160 → 250 MiB): creating the files is kernel work that already keeps both cores busy.
 */
export const threadsFor = (cores: number): number => (cores >= 4 ? Math.min(cores, 4) : 1);

/** What a worker needs to render its slice exactly as the main thread would. */
export interface RenderJob {
  config: SiteConfig;
  bootScript: string;
  styles: Stylesheets;
  buildYear: number;
  stagingDir: string;
  start: number;
  end: number;
}

export interface SliceResult {
  files: number;
  bytes: number;
}

/** Renders routes and writes them through `write`, naming the route and its site.yaml key when one fails. */
export async function renderRoutes(
  site: Site,
  routes: readonly Route[],
  shared: SharedPageParts,
  write: (file: string, html: string) => Promise<void>,
): Promise<void> {
  for (const route of routes) {
    let html: string;
    try {
      html = renderPage(site, route, shared);
    } catch (cause) {
      throw new Error(`Rendering ${route.path} (from ${route.source} in site.yaml) failed`, { cause });
    }
    await write(route.file, html);
  }
}

/** In a worker: renders routes [start, end) of the site into the staging folder. */
export async function renderSlice(job: RenderJob): Promise<SliceResult> {
  const site = createSite(job.config);
  const routes = routeTable(job.config).slice(job.start, job.end);
  const shared = sharedPageParts(site, { bootScript: job.bootScript }, job.styles, job.buildYear);
  const writer = new FolderWriter(job.stagingDir);
  await renderRoutes(site, routes, shared, (file, html) => writer.write(file, html));
  await writer.flush();
  return { files: writer.filesWritten, bytes: writer.bytesWritten };
}

/**
 * Renders every page into the staging folder. On machines with cores to spare, big sites are
 * split into slices: the main thread renders the first, a worker thread each of the others.
 */
export async function renderAllPages(
  output: StagedOutput,
  site: Site,
  routes: readonly Route[],
  shared: SharedPageParts,
  job: Omit<RenderJob, 'stagingDir' | 'start' | 'end' | 'config'>,
  parallelFrom = PARALLEL_FROM_PAGES,
  threads = threadsFor(availableParallelism()),
): Promise<void> {
  if (routes.length < parallelFrom || threads < 2) {
    await renderRoutes(site, routes, shared, (file, html) => output.write(file, html));
    return;
  }
  const size = Math.ceil(routes.length / threads);
  const workers = Array.from({ length: threads - 1 }, (_, i) => {
    const start = (i + 1) * size;
    const data: RenderJob = { ...job, config: site.config, stagingDir: output.stagingDir, start, end: Math.min(routes.length, start + size) };
    return runWorker(data);
  });
  workers.forEach((worker) => worker.catch(() => {})); // awaited below, after the main thread's slice
  await renderRoutes(site, routes.slice(0, size), shared, (file, html) => output.write(file, html));
  for (const result of await Promise.all(workers)) output.adopt(result.files, result.bytes);
}

function runWorker(job: RenderJob): Promise<SliceResult> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(import.meta.url, 'render.worker', { workerData: job });
    worker.once('message', (result: SliceResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`a render worker stopped with exit code ${code}`)));
  });
}
