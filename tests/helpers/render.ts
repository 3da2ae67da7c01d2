import { renderPage, type SharedPageParts } from '../../src/build/render-page.js';
import { routeTable } from '../../src/site/routes.js';
import { sharedPageParts } from '../../src/build/shared-parts.js';
import type { Site } from '../../src/site/site.js';
import { parseHtml } from './html.js';

/** What the build shares between pages, with a stand-in page script and stylesheet and a fixed day. */
export const testPageParts = (site: Site): SharedPageParts => sharedPageParts(site, { bootScript: 'assets/boot-TEST.js' }, new Map([['site', 'body{margin:0}'], ['cards', '.card{}'], ['home', '.hero{}'], ['projects', '.projects{}'], ['faq', '.faq{}']]), '2026-06-15');

/** The HTML of the page at `path`, as the build would write it. */
export function renderPath(site: Site, path: string): string {
  const route = routeTable(site.config).find((r) => r.path === path);
  if (!route) throw new Error(`no page at ${path}`);
  return renderPage(site, route, testPageParts(site));
}

export const renderDocument = (site: Site, path: string): Document => parseHtml(renderPath(site, path));
