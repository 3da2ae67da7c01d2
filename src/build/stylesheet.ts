import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../paths.js';
import type { Page } from '../site/routes.js';
import { cachePath, contentHash, writeCacheFile } from '../cache.js';

const stylesDir = join(projectRoot, 'src', 'styles');

/**
 * The stylesheet, in parts: what every page needs, the service cards (home and /services/), and
 * the home page's own. Each page inlines only the parts it uses, so a town page does not carry
 * the home page's banner: at 10,000 towns, every byte is written ten thousand times.
 */
export interface Stylesheets {
  site: string;
  cards: string;
  home: string;
}

/** The stylesheet a kind of page inlines. */
export function stylesFor(kind: Page['kind'], sheets: Stylesheets): string {
  if (kind === 'home') return sheets.site + sheets.cards + sheets.home;
  if (kind === 'services') return sheets.site + sheets.cards;
  return sheets.site;
}

/** Every distinct stylesheet a page can inline (each needs its hash in the Content-Security-Policy). */
export const allStyleVariants = (sheets: Stylesheets): string[] => [...new Set((['home', 'services', 'town'] as const).map((kind) => stylesFor(kind, sheets)))];

/** The parts, minified, from the build cache when they have not changed. */
export async function buildStylesheets(): Promise<Stylesheets> {
  const [site, cards, home] = await Promise.all(['site', 'cards', 'home'].map((name) => minified(join(stylesDir, `${name}.css`))));
  return { site: site!, cards: cards!, home: home! };
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
