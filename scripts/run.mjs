#!/usr/bin/env node
// node scripts/run.mjs NAME [args...] runs scripts/NAME.ts.
//
// Starting tsx takes longer than a whole build of a small site, so the commands owners run often
// (build, validate, preview) are bundled with esbuild into plain JavaScript once, kept in the
// build cache, and bundled again only when a source file, esbuild's options or its version
// changes (src/cli/compiled-commands.mjs).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiledCommand } from '../src/cli/compiled-commands.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cliCache = join(root, 'node_modules', '.cache', 'lawn-site-generator', 'cli');

const [name, ...args] = process.argv.slice(2);
if (!name || !existsSync(join(root, 'scripts', `${name}.ts`))) {
  console.error(`Usage: node scripts/run.mjs <command> [options]; no scripts/${name ?? ''}.ts`);
  process.exit(1);
}

const bundled = await compiledCommand(name, { root, cacheDir: cliCache });

process.argv = [process.argv[0], bundled, ...args];
// Before the bundle is imported: esbuild hoists the packages' imports above the bundled code, so
// the commands' own `import '../src/production-mode.js'` would run after React had loaded its
// development build, which checks every element and renders several times slower.
process.env.NODE_ENV = 'production';
await import(pathToFileURL(bundled).href);
