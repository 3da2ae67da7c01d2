// What a visitor's browser downloads for each kind of page, worked out from the built files:
// the HTML (with the stylesheet inlined), the scripts that run before any interaction, and the
// code that arrives when the estimate dialog is first used.
import { readFileSync } from 'node:fs';
import { pageKindNames, type PageKindName } from '../../templates/kinds.js';
import type { Route } from '../plan/routes.js';
import { join, posix } from 'node:path';
import { addSizes, sizesOf, type Sizes } from './sizes.js';

export interface PageWeight {
  kind: string;
  path: string;
  html: Sizes;
  /** The inlined stylesheet (already counted in `html`). */
  css: Sizes;
  /** Scripts run without any interaction: the page script, and analytics when configured. */
  jsBeforeInteraction: Sizes;
  /** What opening the estimate dialog adds: React and the islands. */
  jsForDialog: Sizes;
  /** The script files behind those sizes, relative to the output folder. */
  scriptsBeforeInteraction: string[];
  scriptsForDialog: string[];
  /** HTML + CSS: everything the first render needs. */
  firstRender: Sizes;
  /** Everything transferred before any interaction. */
  beforeInteraction: Sizes;
  /** Everything transferred once the dialog has been used. */
  afterDialog: Sizes;
}

/**
 * One page of each kind in each language, the first of its kind in the route table: the kinds of
 * the site's own language by name (`service`), a translation's with its code (`service (es)`).
 */
export function representativePages(routes: ReadonlyArray<Pick<Route, 'page' | 'language' | 'sitePath'>>): Array<{ kind: string; path: string }> {
  const languages = [...new Set(routes.map((route) => route.language))];
  return languages.flatMap((language, index) =>
    pageKindNames.flatMap((kind: PageKindName) => {
      const route = routes.find((candidate) => candidate.language === language && candidate.page.kind === kind);
      return route ? [{ kind: index === 0 ? kind : `${kind} (${language})`, path: route.sitePath }] : [];
    }),
  );
}

/** The folder the site is published under, from the home page's canonical link. */
function basePathOf(dist: string): string {
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  return new URL(/<link rel="canonical" href="([^"]+)"/.exec(home)?.[1] ?? 'https://site.invalid/').pathname;
}

/** The script files a module loads before running: itself and its static imports, transitively. */
function moduleClosure(dist: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]*\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
    moduleClosure(dist, posix.join(posix.dirname(file), match[1]!), seen);
  }
  return seen;
}

/** The file a dynamic import in `file` names, when its path contains `name`. */
function dynamicImport(dist: string, file: string, name: string): string | undefined {
  const code = readFileSync(join(dist, file), 'utf8');
  const target = [...code.matchAll(/import\(["'](\.{1,2}\/[^"']+)["']\)/g)].map((match) => match[1]!).find((path) => path.includes(name));
  return target && posix.join(posix.dirname(file), target);
}

export function pageWeight(dist: string, kind: string, path: string): PageWeight {
  const htmlText = readFileSync(join(dist, path.endsWith('/') ? `${path}index.html` : path), 'utf8');
  const html = sizesOf(htmlText);
  const css = sizesOf(/<style>([\s\S]*?)<\/style>/.exec(htmlText)?.[1] ?? '');
  const base = basePathOf(dist);
  const scripts = [...htmlText.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]!.slice(base.length));

  const before = new Set<string>();
  for (const script of scripts) moduleClosure(dist, script, before);
  if (htmlText.includes('data-analytics-id=')) {
    for (const script of scripts) {
      const analytics = dynamicImport(dist, script, 'analytics');
      if (analytics) moduleClosure(dist, analytics, before);
    }
  }
  const dialog = new Set<string>();
  for (const script of scripts) {
    const islands = dynamicImport(dist, script, 'hydrate-islands');
    if (islands) moduleClosure(dist, islands, dialog);
  }
  for (const file of before) dialog.delete(file);

  const total = (files: Set<string>) => addSizes(...[...files].map((file) => sizesOf(readFileSync(join(dist, file)))));
  const jsBeforeInteraction = total(before);
  const jsForDialog = total(dialog);
  return {
    kind,
    path,
    html,
    css,
    jsBeforeInteraction,
    jsForDialog,
    scriptsBeforeInteraction: [...before],
    scriptsForDialog: [...dialog],
    firstRender: html,
    beforeInteraction: addSizes(html, jsBeforeInteraction),
    afterDialog: addSizes(html, jsBeforeInteraction, jsForDialog),
  };
}

export const pageWeights = (dist: string, routes: ReadonlyArray<Pick<Route, 'page' | 'language' | 'sitePath'>>): PageWeight[] =>
  representativePages(routes).map(({ kind, path }) => pageWeight(dist, kind, path));
