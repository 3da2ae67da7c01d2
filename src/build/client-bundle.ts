import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type * as esbuild from 'esbuild';
import { projectRoot } from '../paths.js';
import { cachePath, contentHash, writeCacheFile } from '../cache.js';

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

/** Changing how the bundle is made (this file) must also make a new one. */
const thisFile = join(projectRoot, 'src', 'build', 'client-bundle.ts');

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
 * The browser code, from the build cache when none of its source files changed since it was last
 * bundled (the bundle does not depend on site.yaml), otherwise bundled afresh with esbuild.
 */
export async function bundleClient(): Promise<ClientBundle> {
  return readCachedBundle() ?? bundleAndCache();
}

/**
 * Two passes, so the page script stays a single small file: first the lazily loaded code (React
 * and the islands, analytics) with code splitting, then the page script, whose dynamic imports
 * point at the hashed files of the first pass. One pass would make the page script import a
 * shared helper chunk, an extra request before anything runs.
 */
async function bundleAndCache(): Promise<ClientBundle> {
  const { build } = await import('esbuild');
  const lazy = await build({
    ...shared,
    entryPoints: lazyEntries,
    entryNames: 'assets/chunks/[name]-[hash]',
    chunkNames: 'assets/chunks/[name]-[hash]',
    splitting: true,
  });
  const lazyPaths = entryOutputs(lazy.metafile);
  const boot = await build({
    ...shared,
    entryPoints: { boot: bootEntry },
    entryNames: 'assets/[name]-[hash]',
    plugins: [pointDynamicImportsAt(lazyPaths)],
  });

  const files = new Map<string, Uint8Array>();
  for (const file of [...lazy.outputFiles!, ...boot.outputFiles!]) files.set(sitePath(file.path), file.contents);
  const bootScript = entryOutputs(boot.metafile).get('boot');
  if (!bootScript) throw new Error('esbuild produced no page script');

  const inputs = [...Object.keys(lazy.metafile!.inputs), ...Object.keys(boot.metafile!.inputs)].map((input) => join(projectRoot, input));
  writeBundleCache({ bootScript, files }, [...new Set([...inputs, thisFile])]);
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

// The cache: a manifest naming every input file with a hash of its contents, and the outputs.
interface BundleManifest {
  inputs: Record<string, string>;
  bootScript: string;
  files: Record<string, string>;
}

const MANIFEST = 'client-bundle.json';
const hashOfFile = (file: string): string | undefined => {
  try {
    return contentHash(readFileSync(file));
  } catch {
    return undefined;
  }
};

function readCachedBundle(): ClientBundle | undefined {
  try {
    const manifest = JSON.parse(readFileSync(cachePath(MANIFEST), 'utf8')) as BundleManifest;
    for (const [input, hash] of Object.entries(manifest.inputs)) if (hashOfFile(join(projectRoot, input)) !== hash) return undefined;
    const files = new Map<string, Uint8Array>();
    for (const [file, stored] of Object.entries(manifest.files)) files.set(file, readFileSync(cachePath(stored)));
    return { files, bootScript: manifest.bootScript };
  } catch {
    return undefined; // no cache yet, or an unreadable one
  }
}

function writeBundleCache(bundle: ClientBundle, inputs: string[]): void {
  const manifest: BundleManifest = { inputs: {}, bootScript: bundle.bootScript, files: {} };
  for (const input of inputs) manifest.inputs[relative(projectRoot, input)] = hashOfFile(input) ?? '';
  for (const [file, contents] of bundle.files) {
    const stored = `client-bundle/${contentHash(contents)}-${file.split('/').pop()}`;
    writeCacheFile(stored, contents);
    manifest.files[file] = stored;
  }
  writeCacheFile(MANIFEST, JSON.stringify(manifest));
}
