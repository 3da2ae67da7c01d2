// The commands owners run often (build, validate, launch-check, preview) and the worker threads
// they start, bundled with esbuild into plain JavaScript and kept in the build cache. Plain
// JavaScript itself, because scripts/run.mjs loads it before any TypeScript can run.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { cacheKey, contentHash, toolVersions } from '../cache/cache-key.mjs';
import { writeWhole } from '../cache/cache-write.mjs';

// What esbuild reads: the code, and the settings in package.json and tsconfig.json. More than it
// needs (the schema, the lockfile) only costs a rebundle now and then.
const SOURCE_FOLDERS = ['src', 'templates', 'scripts', 'schema'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];

const EXTERNAL_PACKAGES = [
  'sharp',
  'esbuild',
  'ajv',
  'tsx',
  'lighthouse',
  'chrome-launcher',
  'playwright-core',
  '@playwright/test',
  '@axe-core/playwright',
  'axe-core',
  'json-schema-to-typescript',
  'vnu-jar',
  'happy-dom',
];

/** The commands scripts/run.mjs runs compiled (package.json names them); the others run with tsx. */
export const COMPILED_COMMANDS = ['build', 'validate', 'launch-check', 'preview'];

/** esbuild's options for `commands` of the project in `root` (outdir is added when bundling). */
export function commandBuildOptions(root, commands = COMPILED_COMMANDS) {
  return {
    absWorkingDir: root,
    entryPoints: entryPoints(root, commands),
    outExtension: { '.js': '.cjs' },
    bundle: true,
    // One CommonJS file per command, loaded with V8's code cache (code-cache.mjs): 200 ms less of
    // a small build than ES modules split into shared chunks, which Node 20 compiles every time.
    // A package or module imported with import() is still only loaded when it is needed, with
    // require: Node 20 runs import() from code compiled this way only as an experimental feature.
    format: 'cjs',
    supported: { 'dynamic-import': false },
    platform: 'node',
    target: 'node20',
    // The pure-JavaScript packages a build loads (React, js-yaml…) are bundled in: resolving and
    // loading them from node_modules one file at a time took a sixth of a small build. Packages
    // with native code or their own binaries, and those only the bench and tests use, stay outside.
    external: EXTERNAL_PACKAGES,
    alias: renderToStringOnly(root),
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.url': '__import_meta_url' },
    // The modules find their files, and the workers beside them, from their own address.
    banner: { js: 'var __import_meta_url = require("node:url").pathToFileURL(__filename).href;' },
    jsx: 'automatic',
    logLevel: 'error',
  };
}

/**
 * The path of command `name`, compiled. Bundles are kept under a key of every source file's path
 * and text, esbuild's options and esbuild's version; the first command run after any of them
 * changed bundles them all again, and calls `onBundling` first.
 */
export async function compiledCommand(name, { root, cacheDir, options = commandBuildOptions(root), tools = toolVersions(['esbuild']), onBundling }) {
  const files = sourcePaths(root);
  // Reading and hashing every source file took 35-45 ms of each command; the key is kept beside
  // the bundles under a stamp of the files' sizes and change times, and worked out again only
  // when one of them, or a file's name, changed.
  const stamp = contentHash(JSON.stringify({ files: files.map((path) => [relative(root, path), ...changeStamp(path)]), options, tools }));
  const known = readKnownKey(cacheDir);
  // Keyed on the text before bundling: an edit made while esbuild runs gives a new key next time.
  const key = known?.stamp === stamp ? known.key : cacheKey({ inputs: files.flatMap((path) => [relative(root, path), readFileSync(path)]), options, tools });
  const bundled = join(cacheDir, key, `${name}.cjs`);
  if (!existsSync(bundled)) {
    onBundling?.();
    await bundleCommands(key, options, cacheDir);
  }
  if (known?.stamp !== stamp) writeKnownKey(cacheDir, { stamp, key });
  return bundled;
}

/** When a file last changed, to the nanosecond, and its size: an edit changes them. */
function changeStamp(path) {
  const info = statSync(path, { bigint: true });
  return [String(info.size), String(info.mtimeNs), String(info.ctimeNs), String(info.ino)];
}

const KNOWN_KEY = 'key.json';

function readKnownKey(cacheDir) {
  try {
    return JSON.parse(readFileSync(join(cacheDir, KNOWN_KEY), 'utf8'));
  } catch {
    return undefined;
  }
}

// In a read-only cache the key is worked out from the files each time.
const writeKnownKey = (cacheDir, known) => writeWhole(join(cacheDir, KNOWN_KEY), JSON.stringify(known));

/**
 * renderToString is all the commands use of React's server renderer, and 'react-dom/server' brings
 * its streaming renderer too: 300 KB more code for every thread to load and keep. Its production
 * build on its own, when the installed React has it where React 19 keeps it.
 */
function renderToStringOnly(root) {
  try {
    const file = join(dirname(createRequire(join(root, 'package.json')).resolve('react-dom/package.json')), 'cjs', 'react-dom-server-legacy.node.production.js');
    return existsSync(file) ? { 'react-dom/server': file } : {};
  } catch {
    return {};
  }
}

/** Entry points: the commands, and the worker threads they start (`*.worker.ts`). */
function entryPoints(root, commands) {
  const entries = {};
  for (const name of commands) entries[name] = join(root, 'scripts', `${name}.ts`);
  for (const file of readdirSync(join(root, 'src'), { recursive: true })) {
    if (String(file).endsWith('.worker.ts')) entries[basename(String(file), '.ts')] = join(root, 'src', String(file));
  }
  return entries;
}

/** Every source file's path, in a stable order. */
function sourcePaths(root) {
  const paths = [];
  const visit = (path) => {
    const info = statSync(path, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    } else {
      paths.push(path);
    }
  };
  for (const entry of [...SOURCE_FOLDERS, ...SOURCE_FILES]) visit(join(root, entry));
  return paths;
}

async function bundleCommands(key, options, cacheDir) {
  const { build, transform } = await import('esbuild');
  const staging = join(dirname(cacheDir), `cli-${key}.${process.pid}.tmp`);
  await build({ ...options, outdir: staging });
  // All at once: esbuild's service checks the bundles on every core.
  await Promise.all(readdirSync(staging).filter((file) => file.endsWith('.cjs')).map((file) => escapeBeyondLatin1(join(staging, file), transform)));
  mkdirSync(cacheDir, { recursive: true });
  // Bundles under other keys are never used again.
  for (const old of readdirSync(cacheDir)) if (old !== key) rmSync(join(cacheDir, old), { recursive: true, force: true });
  try {
    renameSync(staging, join(cacheDir, key));
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another command bundled the same sources first
  }
}

/**
 * Writes the characters beyond Latin-1 left in a bundle as escapes, when that changes nothing but
 * comments. esbuild escapes them in strings but keeps them in the comments it keeps (one of
 * js-yaml's quotes characters in curly quotes), and one is enough for V8 to hold the bundle's
 * text, kept while the command runs, at two bytes a character: 2.5 MB instead of 1.3 MB for the
 * build. In a regular expression or a template's raw text an escape would not be the same code:
 * the bundle is left as it is when the code without its comments is not the same.
 */
async function escapeBeyondLatin1(file, transform) {
  const text = readFileSync(file, 'utf8');
  const escaped = text.replace(/[^\0-\xff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (escaped === text) return;
  const code = async (source) => (await transform(source, { loader: 'js', minifyWhitespace: true, legalComments: 'none' })).code;
  try {
    const [withEscapes, asBundled] = await Promise.all([code(escaped), code(text)]);
    if (withEscapes === asBundled) writeWhole(file, escaped);
  } catch {
    // not read as plain JavaScript: left as it is
  }
}
