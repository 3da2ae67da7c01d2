import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { basePathOf } from '../../src/server/base-path.js';
import { folderFiles, memoryFiles } from '../../src/server/site-files.js';
import { makeTempDir } from '../helpers/files.js';

const home = (canonical: string) => `<!DOCTYPE html><html><head><link rel="canonical" href="${canonical}"></head><body></body></html>`;
const built = (files: Record<string, string>) => memoryFiles(() => new Map(Object.entries(files).map(([path, text]) => [path, Buffer.from(text)])));

describe('basePathOf', () => {
  it.each([
    ['a site at the root of its domain', 'https://test-mowers.example/', '/'],
    ['a GitHub Pages project site', 'https://mowers.github.io/lawn/', '/lawn/'],
    ['a folder with a non-ASCII name, as the URL spells it', 'https://example.com/céspedes/', '/c%C3%A9spedes/'],
  ])('reads %s from the home page canonical link', async (_case, canonical, basePath) => {
    expect(await basePathOf(built({ 'index.html': home(canonical) }))).toBe(basePath);
  });

  it('takes the root when the home page has no canonical link', async () => {
    expect(await basePathOf(built({ 'index.html': '<!DOCTYPE html><title>Home</title>' }))).toBe('/');
  });

  it('is undefined for a build without a home page', async () => {
    expect(await basePathOf(built({ '404.html': home('https://mowers.github.io/lawn/404.html') }))).toBeUndefined();
  });

  it('reads a folder on disk the same way', async () => {
    const dist = join(makeTempDir(), 'dist');
    mkdirSync(dist);
    expect(await basePathOf(folderFiles(() => dist))).toBeUndefined();
    writeFileSync(join(dist, 'index.html'), home('https://mowers.github.io/lawn/'));
    expect(await basePathOf(folderFiles(() => dist))).toBe('/lawn/');
  });
});
