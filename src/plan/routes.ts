import { formatKeyPath, type KeyPath } from '../config/key-path.js';
import type { ProblemAtKey } from '../config/problem.js';
import type { SiteConfig } from '../config/types.js';
import { pageKindNames, pageKinds, type Page } from '../../templates/kinds.js';
import type { PageSource } from '../site/page-kind.js';
import { outputFileFor } from '../site/urls.js';

export type { Page };

export interface Route {
  /** The URL path in its language, in the site's one link form (`/services/irrigation/`): links are made from it with the language's SiteUrls. */
  path: string;
  /** The page's language (site.language, or a translation's code). */
  language: string;
  /** The path from the site's root: `path` in its language's folder (`/es/services/irrigation/`). */
  sitePath: string;
  /** Where the page is written, relative to the output folder. */
  file: string;
  page: Page;
  /** Listed in the sitemap and open to search engines. */
  indexable: boolean;
  /** Says noindex to search engines (see PageEntry). */
  noindex: boolean;
  /** The site.yaml key the page comes from (or what the page is), for error messages and the editor's preview. */
  source: PageSource;
  /** The key whose value makes the address, when one does. */
  addressKey?: KeyPath;
}

/** A page's source as a message names it: `towns[2]`, `(home page)`. */
export const shownSource = (source: PageSource): string => (typeof source === 'string' ? source : formatKeyPath(source));

const routeTables = new WeakMap<SiteConfig, readonly Route[]>();

/**
 * Every page of the site in the config's language, kind by kind, in the order they are written;
 * `folder` is the language's (`es`), for a translation. A pure function of the config, worked out
 * once per config: the loader's checks and the plan both ask.
 */
export function routeTable(config: SiteConfig, folder?: string): readonly Route[] {
  if (folder) return routesOf(config, folder);
  let routes = routeTables.get(config);
  if (!routes) routeTables.set(config, (routes = routesOf(config)));
  return routes;
}

/**
 * The same, for the plan, which asks last: the table is no longer kept with the config, as the
 * planned routes replace it (a megabyte and a half for 10,000 towns, for the rest of the build).
 */
export function takeRouteTable(config: SiteConfig): readonly Route[] {
  const routes = routeTable(config);
  routeTables.delete(config);
  return routes;
}

function routesOf(config: SiteConfig, folder?: string): Route[] {
  return pageKindNames.flatMap((kind) =>
    pageKinds[kind].pages(config).map(({ path, data, source, addressKey, indexable = true, noindex = false }) => ({
      path,
      language: config.site.language,
      sitePath: folder ? `/${folder}${path}` : path,
      file: outputFileFor(folder ? `/${folder}${path}` : path),
      page: { kind, ...data } as Page,
      indexable,
      noindex,
      source,
      ...(addressKey ? { addressKey } : {}),
    })),
  );
}

/**
 * Two pages at one address: the later would overwrite the earlier. Each is reported at the key
 * that made the address, naming both pages' sources.
 */
export function addressCollisions(routes: readonly Route[]): ProblemAtKey[] {
  const first = new Map<string, Route>();
  const problems: ProblemAtKey[] = [];
  for (const route of routes) {
    const earlier = first.get(route.path);
    if (!earlier) {
      first.set(route.path, route);
      continue;
    }
    const [earlierKey, laterKey] = [earlier, route].map((r) => (r.addressKey ? formatKeyPath(r.addressKey) : shownSource(r.source)));
    problems.push({
      keyPath: route.addressKey ?? [],
      message: `expected each page at an address of its own, found ${route.path} made by both ${earlierKey} and ${laterKey}: each one needs its own page, so change one of them`,
    });
  }
  return problems;
}

