#!/usr/bin/env node
// node scripts/run.mjs NAME [args...] runs scripts/NAME.ts, compiled, for the commands named in COMPILED_COMMANDS.
//
// Starting tsx takes longer than a whole build of a small site, so the commands owners run often
// (build, validate, launch-check, preview) are bundled with esbuild into plain JavaScript once,
// kept in the build cache, and bundled again only when a source file, esbuild's options or its
// version changes (src/cli/compiled-commands.mjs). Each is loaded with V8's code cache
// (src/cli/code-cache.mjs).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireWithCodeCache } from '../src/cli/code-cache.mjs';
import { COMPILED_COMMANDS, compiledCommand } from '../src/cli/compiled-commands.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cliCache = join(root, 'node_modules', '.cache', 'lawn-site-generator', 'cli');

const [name, ...args] = process.argv.slice(2);
if (!COMPILED_COMMANDS.includes(name ?? '')) {
  console.error(`Usage: node scripts/run.mjs <command> [options], where <command> is one of ${COMPILED_COMMANDS.join(', ')}`);
  process.exit(1);
}

const bundled = await compiledCommand(name, { root, cacheDir: cliCache });

process.argv = [process.argv[0], bundled, ...args];
// Before the bundle runs, for the code that reads it then: React's development build checks every
// element and renders several times slower.
process.env.NODE_ENV = 'production';
requireWithCodeCache(bundled);
