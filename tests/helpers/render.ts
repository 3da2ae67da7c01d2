import { bundleClient } from '../../src/pipeline/client-bundle.js';
import { renderPage, type SharedPageParts } from '../../src/pipeline/render-page.js';
import { sharedPageParts } from '../../src/pipeline/shared-parts.js';
import type { Stylesheets } from '../../src/pipeline/stylesheet.js';
import { pageProblems, planSite, type SitePlan } from '../../src/plan/plan.js';
import type { Site } from '../../src/site/site.js';
import { SHARED_STYLE_PARTS } from '../../src/styles/parts.js';
import { pageKinds } from '../../templates/kinds.js';
import { parseHtml } from './html.js';

/** The day test pages are rendered for. */
export const TEST_DAY = '2026-06-15';

/** A stand-in for every part of the stylesheet: each shared part, and each kind's own. */
export const testStylesheets: Stylesheets = {
  shared: new Map(SHARED_STYLE_PARTS.map((part) => [part, `.${part}{}`])),
  own: new Map(Object.keys(pageKinds).map((kind) => [kind, `.${kind}-page{}`])),
};

/** The inline scripts as the build makes them (from the build cache, after the first time). */
export const testInlineScripts = (await bundleClient()).inlineScripts;

/** The plan of `site`, made for TEST_DAY; fails the test when the pages have a problem. */
export function testPlan(site: Site): SitePlan {
  const problems = pageProblems(site.config);
  if (problems.length) throw new Error(`the site cannot be planned: ${problems.map((problem) => problem.message).join('; ')}`);
  return planSite(site.config, TEST_DAY);
}

/** What the build shares between pages, with a stand-in page script and stylesheet and a fixed day. */
export const testPageParts = (site: Site, plan: SitePlan = testPlan(site)): SharedPageParts =>
  sharedPageParts(plan, site, { bootScript: 'assets/boot-TEST.js', pageScripts: { 'estimate-page': 'assets/estimate-page-TEST.js' }, inlineScripts: testInlineScripts }, testStylesheets);

/** The HTML of the page at `path`, as the build would write it. */
export function renderPath(site: Site, path: string): string {
  const plan = testPlan(site);
  const route = plan.routes.find((r) => r.path === path);
  if (!route) throw new Error(`no page at ${path}`);
  return renderPage(site, route, testPageParts(site, plan));
}

export const renderDocument = (site: Site, path: string): Document => parseHtml(renderPath(site, path));
