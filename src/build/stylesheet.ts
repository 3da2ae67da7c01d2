import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../paths.js';
import { cachePath, contentHash, writeCacheFile } from './cache.js';

export const stylesheetFile = join(projectRoot, 'src', 'styles', 'site.css');

/** The site's stylesheet, minified (from the build cache when it has not changed), to be inlined into every page. */
export async function buildStylesheet(): Promise<string> {
  const source = await readFile(stylesheetFile, 'utf8');
  const name = `styles-${contentHash(source)}.css`;
  try {
    return readFileSync(cachePath(name), 'utf8');
  } catch {
    // not minified yet
  }
  const { transform } = await import('esbuild');
  const { code } = await transform(source, { loader: 'css', minify: true, target: ['chrome87', 'firefox78', 'safari15'] });
  const css = code.trim();
  writeCacheFile(name, css);
  return css;
}
