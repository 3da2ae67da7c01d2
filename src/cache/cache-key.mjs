// The key of everything kept in the build cache. Plain JavaScript, because scripts/run.mjs uses it
// to key the compiled commands before any TypeScript can be loaded; src/cache/cache.ts re-exports it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A short hash of some bytes or text. */
export function contentHash(...parts) {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The key of a cached result: a hash of everything the result depends on, so a result is never
 * served for other inputs, other options or another version of the tool that made it.
 */
export function cacheKey({ inputs = [], options = {}, tools = {} }) {
  // Each input hashed on its own, so ['ab', 'c'] and ['a', 'bc'] give different keys.
  const recipe = { inputs: inputs.map((input) => contentHash(input)), options, tools };
  return contentHash(JSON.stringify(recipe, canonical));
}

/**
 * JSON.stringify drops functions and writes a RegExp as {}, and key order follows how an object
 * was written: here a function (an esbuild plugin) counts by its source, and keys are sorted.
 */
function canonical(_key, value) {
  if (typeof value === 'function' || value instanceof RegExp) return String(value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const require = createRequire(import.meta.url);
const versions = new Map();

/** The installed version of each named package, e.g. { esbuild: '0.28.2' }. */
export function toolVersions(names) {
  return Object.fromEntries(names.map((name) => [name, installedVersion(name)]));
}

/** Read from package.json rather than imported: loading ajv or esbuild just to ask costs time. */
function installedVersion(name) {
  if (!versions.has(name)) versions.set(name, JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version);
  return versions.get(name);
}
