// Loading a CommonJS file with V8's code cache. Each process compiles every function it runs
// again, and a small build compiles more than it renders: the commands' bundle took 70 ms to
// compile, and the schema's validator 45 ms the first time it ran (4 ms from the cache). Node 20
// has no compile cache of its own (module.enableCompileCache came in Node 22), and none for ES
// modules, so the compiled commands and the validator are CommonJS and loaded here. Plain
// JavaScript, because scripts/run.mjs uses it before any TypeScript can be loaded.
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';
import vm from 'node:vm';
import { contentHash } from './cache-key.mjs';
import { writeWhole } from './cache-write.mjs';

/** What each file exported, as require keeps it: a file runs once in a process. */
const loaded = new Map();

/**
 * Runs the CommonJS file `file` as `require` would, once, and returns its exports. V8's code for
 * it is kept beside it: read when there, and otherwise written when the process ends with exit
 * code 0 (so it holds every function a whole run used, not only those the first lines call).
 */
export function requireWithCodeCache(file) {
  if (!loaded.has(file)) loaded.set(file, runWithCodeCache(file));
  return loaded.get(file);
}

/**
 * The same, run again at each call and not kept: for a file whose exports the caller keeps only
 * as long as it needs them, so that its code can be collected (the schema's validator: a build
 * has no use for it once site.yaml is checked, see validator.ts).
 */
export function runWithCodeCache(file) {
  const source = readFileSync(file, 'utf8');
  // V8 checks its own version and flags, but of the source only its length: the name holds the
  // rest (a hash of the text, Node's version, the flags this process started with).
  const cacheFile = `${file}.${contentHash(source, process.version, process.arch, process.execArgv.join(' '), process.env.NODE_OPTIONS ?? '')}.v8`;
  const cachedData = readCache(cacheFile);
  // The compiled commands turn import() into require (compiled-commands.mjs); should one be left,
  // Node's own loader runs it, with a warning that it is experimental in Node 20.
  const script = new vm.Script(Module.wrap(source), { filename: file, cachedData, importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER });
  const module = new Module(file);
  module.filename = file;
  script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  module.loaded = true;
  if (cachedData === undefined || script.cachedDataRejected) writeAtExit(cacheFile, script);
  return module.exports;
}

/** The scripts whose code is written beside their file when the process ends with exit code 0, by cache file. */
const unwritten = new Map();

function writeAtExit(cacheFile, script) {
  // 'exit', not 'beforeExit': servers such as preview end with process.exit. One listener for
  // all, however often a file runs.
  if (unwritten.size === 0)
    process.once('exit', (code) => {
      if (code === 0) for (const [file, ran] of unwritten) writeCache(file, ran.createCachedData());
    });
  unwritten.set(cacheFile, script);
}

// The cache file is a hash of V8's bytes, then the bytes. V8 checks their header but not the rest
// (its checksum is off in Node's builds), and a damaged cache it accepts can crash every later run.
const HASH_LENGTH = 16;

/** V8's bytes, or undefined when there are none for this file or they are not as written. */
function readCache(cacheFile) {
  let stored;
  try {
    stored = readFileSync(cacheFile);
  } catch {
    return undefined; // not made yet for this file, this Node and these flags
  }
  const bytes = stored.subarray(HASH_LENGTH);
  return stored.subarray(0, HASH_LENGTH).toString('latin1') === contentHash(bytes) ? bytes : undefined;
}

/** V8's bytes after their hash. */
function writeCache(cacheFile, bytes) {
  writeWhole(cacheFile, Buffer.concat([Buffer.from(contentHash(bytes), 'latin1'), bytes]));
}
