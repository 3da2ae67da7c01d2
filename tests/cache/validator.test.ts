import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCache, toolVersions, type CacheSetup } from '../../src/cache/cache.js';
import { compileOptions, loadValidator, type CompileOptions, type ValidateFunction } from '../../src/config/validator.js';
import { makeTempDir } from '../helpers/files.js';

const schema = JSON.stringify({ type: 'object', properties: { towns: { type: 'number' } } });

/** Compiles `schema` into a new cache, then replaces the stored code with a marked validator. */
async function cacheHoldingMarker(): Promise<CacheSetup<CompileOptions>> {
  const dir = makeTempDir();
  const setup = { options: compileOptions, tools: toolVersions(['ajv']), cache: openCache(dir) };
  expect((await loadValidator(schema, setup))({ towns: 'many' })).toBe(false);
  for (const file of readdirSync(dir)) writeFileSync(join(dir, file), 'module.exports = Object.assign(() => true, { fromCache: true });');
  return setup;
}

const fromCache = (validate: ValidateFunction) => 'fromCache' in validate;

describe('the compiled validator cache', () => {
  it('serves the same schema, options and ajv version from the cache', async () => {
    const setup = await cacheHoldingMarker();
    expect(fromCache(await loadValidator(schema, setup))).toBe(true);
  });

  it.each<[string, (setup: CacheSetup<CompileOptions>) => [string, CacheSetup<CompileOptions>]]>([
    ['the schema', (setup) => [schema.replace('"number"', '"integer"'), setup]],
    ['an ajv option', (setup) => [schema, { ...setup, options: { ...setup.options, ajv: { ...setup.options.ajv, allErrors: false } } }]],
    ['the list of extra keywords', (setup) => [schema, { ...setup, options: { ...setup.options, vocabulary: [] } }]],
    ["ajv's version", (setup) => [schema, { ...setup, tools: { ajv: '0.0.0-other' } }]],
  ])('compiles again when %s changes', async (_change, change) => {
    const [changedSchema, changedSetup] = change(await cacheHoldingMarker());
    const validate = await loadValidator(changedSchema, changedSetup);
    expect(fromCache(validate)).toBe(false);
    expect(validate({ towns: 'many' })).toBe(false);
  });
});
