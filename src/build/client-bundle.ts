import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { projectRoot } from '../paths.js';

export interface ClientBundle {
  /** Every output file, by its path in the site (`assets/boot-3F2A1B.js`). */
  files: Map<string, Uint8Array>;
  /** The path of the page script every page loads. */
  bootScript: string;
}

const clientDir = join(projectRoot, 'src', 'client');
const virtualOutDir = join(projectRoot, '.client-out'); // never written: write is false

/** The code loaded later, on demand, by the page script; keyed by the name it imports them by. */
export const lazyEntries = {
  'hydrate-islands': join(clientDir, 'hydrate-islands.tsx'),
  analytics: join(clientDir, 'analytics.ts'),
};
export const bootEntry = join(clientDir, 'boot.ts');

const shared: esbuild.BuildOptions = {
  absWorkingDir: projectRoot,
  outdir: virtualOutDir,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2020', 'chrome87', 'firefox78', 'safari15'],
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  write: false,
  metafile: true,
  logLevel: 'silent',
};

/**
 * Two passes, so the page script stays a single small file: first the lazily loaded code (React
 * and the islands, analytics) with code splitting, then the page script, whose dynamic imports
 * point at the hashed files of the first pass. One pass would make the page script import a
 * shared helper chunk, an extra request before anything runs.
 */
export async function bundleClient(): Promise<ClientBundle> {
  const lazy = await esbuild.build({
    ...shared,
    entryPoints: lazyEntries,
    entryNames: 'assets/chunks/[name]-[hash]',
    chunkNames: 'assets/chunks/[name]-[hash]',
    splitting: true,
  });
  const lazyPaths = entryOutputs(lazy.metafile);

  const boot = await esbuild.build({
    ...shared,
    entryPoints: { boot: bootEntry },
    entryNames: 'assets/[name]-[hash]',
    plugins: [pointDynamicImportsAt(lazyPaths)],
  });

  const files = new Map<string, Uint8Array>();
  for (const file of [...lazy.outputFiles!, ...boot.outputFiles!]) files.set(sitePath(file.path), file.contents);
  const bootScript = entryOutputs(boot.metafile).get('boot');
  if (!bootScript) throw new Error('esbuild produced no page script');
  return { files, bootScript };
}

/** Output path in the site of each entry point, by entry name. */
function entryOutputs(metafile: esbuild.Metafile | undefined): Map<string, string> {
  const byEntry = new Map<string, string>();
  for (const [output, info] of Object.entries(metafile?.outputs ?? {})) {
    if (!info.entryPoint) continue;
    const name = Object.entries({ ...lazyEntries, boot: bootEntry }).find(([, file]) => relative(projectRoot, file) === info.entryPoint)?.[0];
    if (name) byEntry.set(name, sitePath(join(projectRoot, output)));
  }
  return byEntry;
}

const sitePath = (absolute: string) => relative(virtualOutDir, absolute).split('\\').join('/');

/** Resolves `import('./hydrate-islands.js')` in the page script to the hashed file, left external. */
function pointDynamicImportsAt(lazyPaths: Map<string, string>): esbuild.Plugin {
  return {
    name: 'lazy-chunks',
    setup(build) {
      build.onResolve({ filter: /^\.\/[\w-]+\.js$/ }, (args) => {
        const name = args.path.slice(2, -3);
        const target = lazyPaths.get(name);
        if (args.kind !== 'dynamic-import' || !target) return undefined;
        return { path: `./${relative('assets', target).split('\\').join('/')}`, external: true };
      });
    },
  };
}
