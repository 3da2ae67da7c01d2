import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { TransformOptions } from 'esbuild';
import { pageKinds } from '../../templates/kinds.js';
import { buildCache, cacheKey, toolVersions, type CacheSetup } from '../cache.js';
import { projectRoot } from '../paths.js';
import type { PageKind, StylePart } from '../site/page-kind.js';

const stylesDir = join(projectRoot, 'src', 'styles');

/**
 * The stylesheet, in parts, one per file in src/styles/: what every page needs (site.css), the
 * service cards, the home page's own. Each kind of page inlines only the parts it names, so a
 * town page does not carry the home page's banner: at 10,000 towns, every byte is written ten
 * thousand times.
 */
export type Stylesheets = ReadonlyMap<StylePart, string>;

/** The stylesheet a kind of page inlines. */
export function stylesFor(kind: Pick<PageKind<unknown>, 'styles'>, sheets: Stylesheets): string {
  return kind.styles
    .map((part) => {
      const css = sheets.get(part);
      if (css === undefined) throw new Error(`A kind of page names the style part "${part}", but there is no src/styles/${part}.css`);
      return css;
    })
    .join('');
}

/** Every distinct stylesheet a page can inline (each needs its hash in the Content-Security-Policy). */
export const allStyleVariants = (sheets: Stylesheets): string[] => [...new Set(Object.values(pageKinds).map((kind) => stylesFor(kind, sheets)))];

/** The parts, minified, from the build cache when they have not changed. */
export async function buildStylesheets(): Promise<Stylesheets> {
  const files = (await readdir(stylesDir)).filter((file) => file.endsWith('.css')).sort();
  return new Map(
    await Promise.all(files.map(async (file) => [basename(file, '.css'), await minifyStylesheet(await readFile(join(stylesDir, file), 'utf8'))] as const)),
  );
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
