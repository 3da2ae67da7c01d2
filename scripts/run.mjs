#!/usr/bin/env node
// node scripts/run.mjs NAME [args...] runs scripts/NAME.ts.
//
// Starting tsx takes longer than a whole build of a small site, so the commands owners run often
// (build, validate, preview) are bundled with esbuild into plain JavaScript once, kept in the
// build cache, and bundled again only when a source file changes (checked by size and time).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cliCache = join(root, 'node_modules', '.cache', 'lawn-site-generator', 'cli');
const SOURCE_FOLDERS = ['src', 'templates', 'scripts', 'schema'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];

const [name, ...args] = process.argv.slice(2);
if (!name || !existsSync(join(root, 'scripts', `${name}.ts`))) {
  console.error(`Usage: node scripts/run.mjs <command> [options]; no scripts/${name ?? ''}.ts`);
  process.exit(1);
}

/** Every source file's path, size and modification time, hashed: any edit gives a new value. */
function sourceFingerprint() {
  const hash = createHash('sha256');
  const visit = (path) => {
    const info = statSync(path, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    } else {
      hash.update(`${path}\0${info.size}\0${info.mtimeMs}\n`);
    }
  };
  for (const entry of [...SOURCE_FOLDERS, ...SOURCE_FILES]) visit(join(root, entry));
  return hash.digest('hex').slice(0, 16);
}

/** Entry points: the commands, and the worker threads they start (`*.worker.ts`). */
function entryPoints() {
  const entries = {};
  for (const file of readdirSync(join(root, 'scripts'))) if (file.endsWith('.ts')) entries[basename(file, '.ts')] = join(root, 'scripts', file);
  for (const file of readdirSync(join(root, 'src'), { recursive: true })) {
    if (String(file).endsWith('.worker.ts')) entries[basename(String(file), '.ts')] = join(root, 'src', String(file));
  }
  return entries;
}

async function bundleCommands(fingerprint) {
  const { build } = await import('esbuild');
  const staging = join(dirname(cliCache), `cli-${fingerprint}.${process.pid}.tmp`);
  await build({
    absWorkingDir: root,
    entryPoints: entryPoints(),
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'error',
  });
  mkdirSync(cliCache, { recursive: true });
  // Bundles of older sources are never used again.
  for (const old of readdirSync(cliCache)) if (old !== fingerprint) rmSync(join(cliCache, old), { recursive: true, force: true });
  try {
    renameSync(staging, join(cliCache, fingerprint));
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another command bundled the same sources first
  }
}

const fingerprint = sourceFingerprint();
const bundled = join(cliCache, fingerprint, `${name}.mjs`);
if (!existsSync(bundled)) await bundleCommands(fingerprint);

process.argv = [process.argv[0], bundled, ...args];
// Before the bundle is imported: esbuild hoists the packages' imports above the bundled code, so
// the commands' own `import '../src/production-mode.js'` would run after React had loaded its
// development build, which checks every element and renders several times slower.
process.env.NODE_ENV = 'production';
await import(pathToFileURL(bundled).href);
