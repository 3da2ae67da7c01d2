import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TransformOptions } from 'esbuild';
import { pageKinds } from '../../templates/kinds.js';
import { buildCache, cacheKey, toolVersions, type CacheSetup } from '../cache/cache.js';
import { projectRoot } from '../paths.js';
import type { PageKind, StylePart } from '../site/page-kind.js';
import { SHARED_STYLE_PARTS, type SharedStylePart } from '../styles/parts.js';

const sharedDir = join(projectRoot, 'src', 'styles');
const kindsDir = join(projectRoot, 'templates');

/**
 * The stylesheet, in parts: what several kinds of page share (src/styles/: site.css, the service
 * cards…) and each kind's own (templates/home.css). A page inlines only the parts its kind names,
 * so a town page does not carry the home page's banner: at 10,000 towns, every byte is written
 * ten thousand times.
 */
export interface Stylesheets {
  shared: ReadonlyMap<SharedStylePart, string>;
  /** By the kind's name in the registry; a kind without a stylesheet of its own is absent. */
  own: ReadonlyMap<string, string>;
}

/** The stylesheet a kind of page inlines. */
export function stylesFor(kindName: string, kind: Pick<PageKind<unknown>, 'styles'>, sheets: Stylesheets): string {
  return kind.styles
    .map((part) => {
      const css = part === 'own' ? sheets.own.get(kindName) : sheets.shared.get(part);
      if (css === undefined) throw new Error(`The ${kindName} kind of page names the style part "${part}", but there is no ${part === 'own' ? `templates/${kindName}.css` : `src/styles/${part}.css`}`);
      return css;
    })
    .join('');
}

/** The parts, minified, from the build cache when they have not changed. */
export async function buildStylesheets(): Promise<Stylesheets> {
  const minified = async <Name extends string>(dir: string, names: readonly Name[]): Promise<Map<Name, string>> =>
    new Map(await Promise.all(names.map(async (name) => [name, await minifyStylesheet(await readFile(join(dir, `${name}.css`), 'utf8'))] as const)));
  const ownNames = Object.entries(pageKinds)
    .filter(([, kind]) => (kind.styles as readonly StylePart[]).includes('own'))
    .map(([name]) => name);
  const [shared, own] = await Promise.all([minified(sharedDir, SHARED_STYLE_PARTS), minified(kindsDir, ownNames)]);
  return { shared, own };
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
