import type { Service, SiteConfig, Town } from '../config/types.js';
import { UserError } from '../errors.js';
import { outputFileFor, routePath } from './urls.js';

export type Page =
  | { kind: 'home' }
  | { kind: 'services' }
  | { kind: 'service'; service: Service }
  | { kind: 'town'; town: Town }
  | { kind: 'estimate' }
  /** `section: 'services'` is the variant served under /services/, saying "Service not found". */
  | { kind: 'notFound'; section: 'site' | 'services' };

export interface Route {
  /** The URL path, in the site's one link form (`/services/irrigation/`). */
  path: string;
  /** Where the page is written, relative to the output folder. */
  file: string;
  page: Page;
  /** Listed in the sitemap and open to search engines. */
  indexable: boolean;
  /** The site.yaml key the page comes from, for error messages. */
  source: string;
}

/** Every page of the site, in the order they are written. A pure function of the config. */
export function routeTable(config: Pick<SiteConfig, 'services' | 'towns'>): Route[] {
  const route = (path: string, page: Page, source: string, indexable = true): Route => ({
    path,
    file: outputFileFor(path),
    page,
    indexable,
    source,
  });
  const routes: Route[] = [
    route(routePath.home(), { kind: 'home' }, '(home page)'),
    route(routePath.services(), { kind: 'services' }, 'services'),
    ...config.services.map((service, i) => route(routePath.service(service.slug), { kind: 'service', service }, `services[${i}]`)),
    ...config.towns.map((town, i) => route(routePath.town(town.slug), { kind: 'town', town }, `towns[${i}]`)),
    route(routePath.estimate(), { kind: 'estimate' }, 'estimateForm'),
    route('/404.html', { kind: 'notFound', section: 'site' }, '(not found page)', false),
    // Hosts that look for the nearest 404.html (Cloudflare Pages, `npm run preview`) serve this one
    // under /services/, so "Service not found" shows there even without JavaScript.
    route('/services/404.html', { kind: 'notFound', section: 'services' }, '(not found page)', false),
  ];
  assertNoCollisions(routes);
  return routes;
}

/** Two entries that would write the same file are an error naming both, before anything is written. */
export function assertNoCollisions(routes: readonly Route[]): void {
  const byFile = new Map<string, Route>();
  for (const route of routes) {
    const earlier = byFile.get(route.file);
    if (earlier)
      throw new UserError(
        `${earlier.source} and ${route.source} would both be published at ${route.path}: give one of them another slug.`,
      );
    byFile.set(route.file, route);
  }
}
