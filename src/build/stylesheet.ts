import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TransformOptions } from 'esbuild';
import { buildCache, cacheKey, toolVersions, type CacheSetup } from '../cache.js';
import { projectRoot } from '../paths.js';
import type { Page } from '../site/routes.js';

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
  const [site, cards, home] = await Promise.all(['site', 'cards', 'home'].map(async (name) => minifyStylesheet(await readFile(join(stylesDir, `${name}.css`), 'utf8'))));
  return { site: site!, cards: cards!, home: home! };
}

export const cssTransformOptions: TransformOptions = { loader: 'css', minify: true, target: ['chrome87', 'firefox78', 'safari15'] };

export async function minifyStylesheet(source: string, setup: Partial<CacheSetup<TransformOptions>> = {}): Promise<string> {
  const { options = cssTransformOptions, tools = toolVersions(['esbuild']), cache = buildCache } = setup;
  const name = `styles-${cacheKey({ inputs: [source], options, tools })}.css`;
  const stored = cache.read(name);
  if (stored) return stored.toString('utf8');
  const { transform } = await import('esbuild');
  const css = (await transform(source, options)).code.trim();
  cache.write(name, css);
  return css;
}
