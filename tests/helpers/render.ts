import { renderPage, type SharedPageParts } from '../../src/build/render-page.js';
import { routeTable } from '../../src/site/routes.js';
import { prerenderLayoutFragments } from '../../src/components/PageLayout.js';
import type { Site } from '../../src/site/site.js';
import { parseHtml } from './html.js';

export const testPageParts = (site: Site): SharedPageParts => ({
  css: 'body{margin:0}',
  bootScriptHref: '/assets/boot-TEST.js',
  faviconHref: '/favicon.svg',
  contentSecurityPolicy: "default-src 'self'",
  notFoundScript: 'void 0',
  fragments: prerenderLayoutFragments(site, 2026),
});

/** The HTML of the page at `path`, as the build would write it. */
export function renderPath(site: Site, path: string): string {
  const route = routeTable(site.config).find((r) => r.path === path);
  if (!route) throw new Error(`no page at ${path}`);
  return renderPage(site, route, testPageParts(site));
}

export const renderDocument = (site: Site, path: string): Document => parseHtml(renderPath(site, path));
