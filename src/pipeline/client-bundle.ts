import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type * as esbuild from 'esbuild';
import { buildCache, cacheKey, contentHash, toolVersions, type Cache, type CacheSetup, type ToolVersions } from '../cache/cache.js';
import { projectRoot } from '../paths.js';
import type { PageScript } from '../site/page-kind.js';
import { INLINE_SCRIPT_FILES, type InlineScriptName, type InlineScripts } from '../site/inline-scripts.js';

export interface ClientBundle {
  /** Every output file, by its path in the site (`assets/boot-3F2A1B.js`). */
  files: Map<string, Uint8Array>;
  /** The path of the page script every page loads. */
  bootScript: string;
  /** The path of each kind's own script (see PageKind's `script`), by its name. */
  pageScripts: Record<PageScript, string>;
  /** The scripts pages carry inline, by name: not files of the site. */
  inlineScripts: InlineScripts;
}

/** The scripts of kinds' own pages, by name: each is one file, like the page script. */
const PAGE_SCRIPTS: Record<PageScript, string> = { 'estimate-page': 'estimate-page.ts' };

const clientDir = join(projectRoot, 'src', 'client');
const virtualOutDir = join(projectRoot, '.client-out'); // never written: write is false

/** esbuild's options for the three passes (see bundleAndCache), entry points included. */
export interface BundleOptions {
  shared: esbuild.BuildOptions;
  /** The code loaded later, on demand, by the page script (React and the islands, analytics, the photos of the yard); keyed by the name it imports them by. */
  lazy: PassOptions<Record<string, string>>;
  boot: PassOptions<{ boot: string } & Record<PageScript, string>>;
  inline: PassOptions<Record<InlineScriptName, string>>;
}

type PassOptions<Entries> = Omit<esbuild.BuildOptions, 'entryPoints'> & { entryPoints: Entries };

export const bundleOptions: BundleOptions = {
  shared: {
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
  },
  lazy: {
    entryPoints: { 'hydrate-islands': join(clientDir, 'hydrate-islands.tsx'), analytics: join(clientDir, 'analytics.ts'), 'yard-photos': join(projectRoot, 'src', 'estimate', 'yard-photos.ts') },
    entryNames: 'assets/chunks/[name]-[hash]',
    chunkNames: 'assets/chunks/[name]-[hash]',
    splitting: true,
  },
  boot: {
    entryPoints: { boot: join(clientDir, 'boot.ts'), ...pageScriptEntries() },
    entryNames: 'assets/[name]-[hash]',
  },
  // A classic script each, whose variables stay its own: an IIFE. Without tsconfig.json, whose
  // `strict` would start each with "use strict", bytes on every page that change nothing here.
  inline: {
    tsconfigRaw: {},
    entryPoints: Object.fromEntries(Object.entries(INLINE_SCRIPT_FILES).map(([name, file]) => [name, join(clientDir, 'inline', file)])) as Record<InlineScriptName, string>,
    entryNames: 'inline/[name]',
    format: 'iife',
  },
};

function pageScriptEntries(): Record<PageScript, string> {
  return Object.fromEntries(Object.entries(PAGE_SCRIPTS).map(([name, file]) => [name, join(clientDir, file)])) as Record<PageScript, string>;
}

/** This file's code (the plugin, the output paths) shapes the bundle too: it counts as an input. */
const thisFile = join(projectRoot, 'src', 'pipeline', 'client-bundle.ts');

/**
 * The browser code, from the build cache when neither its source files, nor esbuild's options,
 * nor esbuild's version changed since it was last bundled (the bundle does not depend on
 * site.yaml), otherwise bundled afresh with esbuild.
 */
export async function bundleClient(setup: Partial<CacheSetup<BundleOptions>> = {}): Promise<ClientBundle> {
  const { options = bundleOptions, tools = toolVersions(['esbuild']), cache = buildCache } = setup;
  return readCachedBundle(options, tools, cache) ?? bundleAndCache(options, tools, cache);
}

/**
 * Two passes, so the page script stays a single small file: first the lazily loaded code (React
 * and the islands, analytics) with code splitting, then the page script, whose dynamic imports
 * point at the hashed files of the first pass. One pass would make the page script import a
 * shared helper chunk, an extra request before anything runs. A third makes the inline scripts.
 */
async function bundleAndCache(options: BundleOptions, tools: ToolVersions, cache: Cache): Promise<ClientBundle> {
  const { build } = await import('esbuild');
  const entries = { ...options.lazy.entryPoints, ...options.boot.entryPoints };
  const lazy = await build({ ...options.shared, ...options.lazy });
  const lazyPaths = entryOutputs(lazy.metafile, entries);
  const boot = await build({
    ...options.shared,
    ...options.boot,
    define: { ...options.shared.define, ...islandsChunkPath(lazyPaths) },
    plugins: [pointDynamicImportsAt(lazyPaths)],
  });

  const files = new Map<string, Uint8Array>();
  for (const file of [...lazy.outputFiles!, ...boot.outputFiles!]) files.set(sitePath(file.path), file.contents);
  const bootOutputs = entryOutputs(boot.metafile, entries);
  const bootScript = bootOutputs.get('boot');
  if (!bootScript) throw new Error('esbuild produced no page script');
  const pageScripts = Object.fromEntries(Object.keys(PAGE_SCRIPTS).map((name) => [name, bootOutputs.get(name)!])) as Record<PageScript, string>;

  const inline = await build({ ...options.shared, ...options.inline });
  const inlineScripts = inlineScriptsOf(inline, options.inline.entryPoints);

  const inputs = [...[lazy, boot, inline].flatMap((pass) => Object.keys(pass.metafile!.inputs)), relative(projectRoot, thisFile)];
  const bundle = { files, bootScript, pageScripts, inlineScripts };
  writeBundleCache(bundle, [...new Set(inputs)], options, tools, cache);
  return bundle;
}

/** Each inline script's text, without the line break esbuild ends a file with. */
function inlineScriptsOf(result: esbuild.BuildResult, entries: Record<InlineScriptName, string>): InlineScripts {
  const outputs = entryOutputs(result.metafile, entries);
  const scripts = Object.keys(entries).map((name) => {
    const file = result.outputFiles!.find((output) => sitePath(output.path) === outputs.get(name));
    if (!file) throw new Error(`esbuild produced no inline script ${name}`);
    return [name, file.text.trim()];
  });
  return Object.fromEntries(scripts) as InlineScripts;
}

/** Output path in the site of each entry point, by entry name. */
function entryOutputs(metafile: esbuild.Metafile | undefined, entries: Record<string, string>): Map<string, string> {
  const byEntry = new Map<string, string>();
  for (const [output, info] of Object.entries(metafile?.outputs ?? {})) {
    if (!info.entryPoint) continue;
    const name = Object.entries(entries).find(([, file]) => relative(projectRoot, file) === info.entryPoint)?.[0];
    if (name) byEntry.set(name, sitePath(join(projectRoot, output)));
  }
  return byEntry;
}

const sitePath = (absolute: string) => relative(virtualOutDir, absolute).split('\\').join('/');

/** A lazily loaded file's path as the page script (in `assets/`) imports it: `./chunks/name-HASH.js`. */
const importPathFromPageScript = (target: string) => `./${relative('assets', target).split('\\').join('/')}`;

/** Resolves `import('./hydrate-islands.js')` in the page script to the hashed file, left external. */
function pointDynamicImportsAt(lazyPaths: Map<string, string>): esbuild.Plugin {
  return {
    name: 'lazy-chunks',
    setup(build) {
      build.onResolve({ filter: /^\.\/[\w-]+\.js$/ }, (args) => {
        const name = args.path.slice(2, -3);
        const target = lazyPaths.get(name);
        if (args.kind !== 'dynamic-import' || !target) return undefined;
        return { path: importPathFromPageScript(target), external: true };
      });
    },
  };
}

/**
 * The islands' path as a value too (`ISLANDS_CHUNK_PATH`): after a failed download the page
 * script asks again with a query, since browsers remember a failed import of a URL.
 */
function islandsChunkPath(lazyPaths: Map<string, string>): Record<string, string> {
  const target = lazyPaths.get('hydrate-islands');
  return target ? { ISLANDS_CHUNK_PATH: JSON.stringify(importPathFromPageScript(target)) } : {};
}

// The cache: a manifest naming every input file (relative to the project) and the key they gave,
// and the output files, stored by their content's hash. Which files are inputs is only known once
// esbuild has run, so the key is checked by hashing the files the manifest names: a new import
// is an edit to a file already named.
interface BundleManifest {
  key: string;
  inputs: string[];
  bootScript: string;
  pageScripts: Record<PageScript, string>;
  files: Record<string, string>;
  /** Each inline script's stored file, by name. */
  inlineScripts: Record<string, string>;
}

const MANIFEST = 'client-bundle.json';

/** Every input file's path and contents, esbuild's options and its version. */
function bundleKey(inputs: string[], options: BundleOptions, tools: ToolVersions): string {
  return cacheKey({ inputs: inputs.flatMap((input) => [input, readFileSync(join(projectRoot, input))]), options, tools });
}

function readCachedBundle(options: BundleOptions, tools: ToolVersions, cache: Cache): ClientBundle | undefined {
  try {
    const manifest = JSON.parse(cache.read(MANIFEST)?.toString('utf8') ?? 'null') as BundleManifest | null;
    if (!manifest || manifest.key !== bundleKey(manifest.inputs, options, tools)) return undefined;
    const files = new Map<string, Uint8Array>();
    for (const [file, stored] of Object.entries(manifest.files)) {
      const contents = cache.read(stored);
      if (!contents) return undefined;
      files.set(file, contents);
    }
    const inlineScripts: Record<string, string> = {};
    for (const [name, stored] of Object.entries(manifest.inlineScripts)) {
      const contents = cache.read(stored);
      if (!contents) return undefined;
      inlineScripts[name] = contents.toString('utf8');
    }
    return { files, bootScript: manifest.bootScript, pageScripts: manifest.pageScripts, inlineScripts: inlineScripts as InlineScripts };
  } catch {
    return undefined; // an input is gone, or an unreadable cache
  }
}

function writeBundleCache(bundle: ClientBundle, inputs: string[], options: BundleOptions, tools: ToolVersions, cache: Cache): void {
  const manifest: BundleManifest = { key: bundleKey(inputs, options, tools), inputs, bootScript: bundle.bootScript, pageScripts: bundle.pageScripts, files: {}, inlineScripts: {} };
  const store = (name: string, contents: string | Uint8Array) => {
    const stored = `client-bundle/${contentHash(contents)}-${name}`;
    cache.write(stored, contents);
    return stored;
  };
  for (const [file, contents] of bundle.files) manifest.files[file] = store(file.split('/').pop()!, contents);
  for (const [name, text] of Object.entries(bundle.inlineScripts)) manifest.inlineScripts[name] = store(`inline-${name}.js`, text);
  cache.write(MANIFEST, JSON.stringify(manifest));
}
