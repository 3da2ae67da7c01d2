#!/usr/bin/env node
// node scripts/run.mjs NAME [args...] runs scripts/NAME.ts, compiled, for the commands named in COMPILED_COMMANDS.
//
// Starting tsx takes longer than a whole build of a small site, so the commands owners run often
// (build, validate, launch-check, preview) are bundled with esbuild into plain JavaScript once,
// kept in the build cache, and bundled again only when a source file, esbuild's options or its
// version changes (src/cli/compiled-commands.mjs). Each is loaded with V8's code cache
// (src/cache/code-cache.mjs).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireWithCodeCache } from '../src/cache/code-cache.mjs';
import { COMPILED_COMMANDS, compiledCommand } from '../src/cli/compiled-commands.mjs';
import { CLEAR_LINE, doneLine, redrawsInPlace, workingLine } from '../src/cli/stage-line.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cliCache = join(root, 'node_modules', '.cache', 'lawn-site-generator', 'cli');

const [name, ...args] = process.argv.slice(2);
if (!COMPILED_COMMANDS.includes(name ?? '')) {
  console.error(`Usage: node scripts/run.mjs <command> [options], where <command> is one of ${COMPILED_COMMANDS.join(', ')}`);
  process.exit(1);
}

// Bundling takes one or two seconds, before the command can say anything: this says it instead,
// as the command's own stages do (src/cli/reporter.ts), unless the command is asked to be quiet. On a
// terminal the line ends at once, so that an error esbuild prints goes below it, and the line
// above is redrawn when bundling is done.
const BUNDLING = 'the generator, once after an install or an update';
const LINE_UP = '\x1b[1A';
const quiet = args.includes('--quiet');
let bundlingFrom;
const onBundling = () => {
  bundlingFrom = performance.now();
  if (!quiet && redrawsInPlace(process.stdout)) process.stdout.write(`${workingLine(`compiling ${BUNDLING}`)}\n`);
};
const bundled = await compiledCommand(name, { root, cacheDir: cliCache, onBundling });
if (bundlingFrom !== undefined && !quiet) {
  if (redrawsInPlace(process.stdout)) process.stdout.write(LINE_UP + CLEAR_LINE);
  process.stdout.write(doneLine(`Compiled ${BUNDLING}`, performance.now() - bundlingFrom));
}

process.argv = [process.argv[0], bundled, ...args];
// Before the bundle runs, for the code that reads it then: React's development build checks every
// element and renders several times slower.
process.env.NODE_ENV = 'production';
requireWithCodeCache(bundled);
