import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cacheKey, toolVersions, type KeyParts } from '../../src/cache/cache-key.mjs';

const base: KeyParts = {
  inputs: ['a { color: red }', new Uint8Array([1, 2, 3])],
  options: { minify: true, target: ['chrome87'], define: { DEBUG: 'false' } },
  tools: { esbuild: '0.28.2' },
};

describe('cacheKey', () => {
  it('is the same for the same parts, whatever order the options were written in', () => {
    const reordered = { inputs: base.inputs, tools: base.tools, options: { define: { DEBUG: 'false' }, target: ['chrome87'], minify: true } };
    expect(cacheKey(reordered)).toBe(cacheKey(base));
  });

  it.each<[string, KeyParts]>([
    ['an input text', { ...base, inputs: ['a { color: blue }', new Uint8Array([1, 2, 3])] }],
    ['an input byte', { ...base, inputs: ['a { color: red }', new Uint8Array([1, 2, 4])] }],
    ['where one input ends and the next begins', { ...base, inputs: ['a { color: red }\u0001', new Uint8Array([2, 3])] }],
    ['an option', { ...base, options: { minify: false, target: ['chrome87'], define: { DEBUG: 'false' } } }],
    ['a nested option', { ...base, options: { minify: true, target: ['chrome87'], define: { DEBUG: 'true' } } }],
    ['a tool version', { ...base, tools: { esbuild: '0.28.3' } }],
    ['another tool', { ...base, tools: { esbuild: '0.28.2', ajv: '8.20.0' } }],
  ])('changes with %s', (_change, parts) => {
    expect(cacheKey(parts)).not.toBe(cacheKey(base));
  });

  it('counts a function (an esbuild plugin) by its source, and a RegExp by its pattern', () => {
    const plugin = (filter: RegExp, setup: () => void) => ({ options: { plugins: [{ name: 'p', filter, setup }] } });
    const key = cacheKey(plugin(/\.js$/, () => 'one'));
    expect(cacheKey(plugin(/\.js$/, () => 'one'))).toBe(key);
    expect(cacheKey(plugin(/\.js$/, () => 'two'))).not.toBe(key);
    expect(cacheKey(plugin(/\.ts$/, () => 'one'))).not.toBe(key);
  });
});

describe('toolVersions', () => {
  it('reads the installed versions from the packages themselves', async () => {
    const require = createRequire(import.meta.url);
    const { version: esbuild } = await import('esbuild');
    const { version: react } = await import('react');
    expect(toolVersions(['esbuild', 'ajv', 'react'])).toEqual({ esbuild, ajv: (require('ajv/package.json') as { version: string }).version, react });
  });
});
