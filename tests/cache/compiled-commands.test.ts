import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandBuildOptions, compiledCommand } from '../../src/cli/compiled-commands.mjs';
import { makeTempDir } from '../helpers/files.js';

const FROM_CACHE = '// read from the cache';

/** A project with one command, compiled into a new cache whose stored command is then overwritten. */
async function cacheHoldingMarker() {
  const root = makeTempDir();
  mkdirSync(join(root, 'scripts'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'greeting.ts'), "export const greeting = 'hello';\n");
  writeFileSync(join(root, 'scripts', 'greet.ts'), "import { greeting } from '../src/greeting.js';\nconsole.log(greeting);\n");
  const setup = { root, cacheDir: join(makeTempDir(), 'cli'), options: commandBuildOptions(root, ['greet']) };
  const compiled = await compiledCommand('greet', setup);
  expect(readFileSync(compiled, 'utf8')).toContain('"hello"');
  writeFileSync(compiled, FROM_CACHE);
  return setup;
}

describe('the compiled commands cache', () => {
  it('serves the same sources, options and esbuild version from the cache', async () => {
    const setup = await cacheHoldingMarker();
    expect(readFileSync(await compiledCommand('greet', setup), 'utf8')).toBe(FROM_CACHE);
  });

  it('compiles again when a source file changes', async () => {
    const setup = await cacheHoldingMarker();
    writeFileSync(join(setup.root, 'src', 'greeting.ts'), "export const greeting = 'good morning';\n");
    expect(readFileSync(await compiledCommand('greet', setup), 'utf8')).toContain('"good morning"');
  });

  it('compiles again when a source file changes to text of the same length', async () => {
    const setup = await cacheHoldingMarker();
    writeFileSync(join(setup.root, 'src', 'greeting.ts'), "export const greeting = 'hallo';\n");
    expect(readFileSync(await compiledCommand('greet', setup), 'utf8')).toContain('"hallo"');
  });

  it('compiles again when a source file is added', async () => {
    const setup = await cacheHoldingMarker();
    writeFileSync(join(setup.root, 'src', 'greeting.ts'), "export { greeting } from './words.js';\n");
    writeFileSync(join(setup.root, 'src', 'words.ts'), "export const greeting = 'hi there';\n");
    expect(readFileSync(await compiledCommand('greet', setup), 'utf8')).toContain('"hi there"');
  });

  it('says when it bundles, so that scripts/run.mjs can say so too, and only then', async () => {
    const setup = await cacheHoldingMarker();
    let told = 0;
    const onBundling = () => told++;
    await compiledCommand('greet', { ...setup, onBundling });
    expect(told).toBe(0);
    writeFileSync(join(setup.root, 'src', 'greeting.ts'), "export const greeting = 'hey';\n");
    expect(readFileSync(await compiledCommand('greet', { ...setup, onBundling }), 'utf8')).toContain('"hey"');
    expect(told).toBe(1);
  });

  it.each<[string, (setup: Parameters<typeof compiledCommand>[1]) => Parameters<typeof compiledCommand>[1]]>([
    ['an esbuild option', (setup) => ({ ...setup, options: { ...setup.options, target: 'node22' } })],
    ["esbuild's version", (setup) => ({ ...setup, tools: { esbuild: '0.0.0-other' } })],
  ])('compiles again when %s changes', async (_change, change) => {
    const setup = change(await cacheHoldingMarker());
    expect(readFileSync(await compiledCommand('greet', setup), 'utf8')).toContain('"hello"');
  });
});
