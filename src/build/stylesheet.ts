import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { projectRoot } from '../paths.js';

export const stylesheetFile = join(projectRoot, 'src', 'styles', 'site.css');

/** The site's stylesheet, minified, to be inlined into every page. */
export async function buildStylesheet(): Promise<string> {
  const source = await readFile(stylesheetFile, 'utf8');
  const { code } = await transform(source, { loader: 'css', minify: true, target: ['chrome87', 'firefox78', 'safari15'] });
  return code.trim();
}
