import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TransformOptions } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { openCache, toolVersions, type CacheSetup } from '../../src/cache/cache.js';
import { cssTransformOptions, minifyStylesheet } from '../../src/pipeline/stylesheet.js';
import { makeTempDir } from '../helpers/files.js';

const source = '.card { color: #ff0000; margin: 0px }';
const FROM_CACHE = '/* read from the cache */';

/** Minifies `source` into a new cache, then overwrites what was stored, so a hit is visible. */
async function cacheHoldingMarker(): Promise<CacheSetup<TransformOptions>> {
  const dir = makeTempDir();
  const setup = { options: cssTransformOptions, tools: toolVersions(['esbuild']), cache: openCache(dir) };
  expect(await minifyStylesheet(source, setup)).toBe('.card{color:red;margin:0}');
  for (const file of readdirSync(dir)) writeFileSync(join(dir, file), FROM_CACHE);
  return setup;
}

describe('the stylesheet cache', () => {
  it('serves the same source, options and esbuild version from the cache', async () => {
    const setup = await cacheHoldingMarker();
    expect(await minifyStylesheet(source, setup)).toBe(FROM_CACHE);
  });

  it.each<[string, (setup: CacheSetup<TransformOptions>) => [string, CacheSetup<TransformOptions>]]>([
    ['the source', (setup) => [`${source} .home { color: blue }`, setup]],
    ['a transform option', (setup) => [source, { ...setup, options: { ...setup.options, target: ['chrome60'] } }]],
    ["esbuild's version", (setup) => [source, { ...setup, tools: { esbuild: '0.0.0-other' } }]],
  ])('minifies again when %s changes', async (_change, change) => {
    const [changedSource, changedSetup] = change(await cacheHoldingMarker());
    const css = await minifyStylesheet(changedSource, changedSetup);
    expect(css).not.toBe(FROM_CACHE);
    expect(css).toContain('.card{color:red;margin:0}');
  });
});
