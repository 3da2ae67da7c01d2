import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker module `name` that sits beside the module at `fromUrl`: the compiled
 * `name.cjs` when the commands run compiled (scripts/run.mjs), otherwise the TypeScript source
 * with tsx registered in the worker first (Node 20 does not apply the main thread's --import
 * loaders to a worker's own entry file).
 */
export function startWorker(fromUrl: string, name: string, options: WorkerOptions = {}): Worker {
  if (!/\.tsx?$/.test(new URL(fromUrl).pathname)) return new Worker(new URL(`./${name}.cjs`, fromUrl), options);
  const source = new URL(`./${name}.ts`, fromUrl).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
