import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../paths.js';
import { pageKinds } from '../../templates/kinds.js';
import { STYLE_PARTS, type PageKind, type StylePart } from '../site/page-kind.js';
import { cachePath, contentHash, writeCacheFile } from './cache.js';

const stylesDir = join(projectRoot, 'src', 'styles');

/**
 * The stylesheet, in parts: what every page needs, the service cards (home and /services/), and
 * the home page's own. Each page inlines only the parts it uses, so a town page does not carry
 * the home page's banner: at 10,000 towns, every byte is written ten thousand times.
 */
export type Stylesheets = Record<StylePart, string>;

/** The stylesheet a kind of page inlines. */
export const stylesFor = (kind: Pick<PageKind<unknown>, 'styles'>, sheets: Stylesheets): string => kind.styles.map((part) => sheets[part]).join('');

/** Every distinct stylesheet a page can inline (each needs its hash in the Content-Security-Policy). */
export const allStyleVariants = (sheets: Stylesheets): string[] => [...new Set(Object.values(pageKinds).map((kind) => stylesFor(kind, sheets)))];

/** The parts, minified, from the build cache when they have not changed. */
export async function buildStylesheets(): Promise<Stylesheets> {
  const parts = await Promise.all(STYLE_PARTS.map(async (name) => [name, await minified(join(stylesDir, `${name}.css`))] as const));
  return Object.fromEntries(parts) as Stylesheets;
}

async function minified(file: string): Promise<string> {
  const source = await readFile(file, 'utf8');
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
