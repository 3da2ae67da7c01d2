// What rendering pages needs, as plain data: the same in the build's own thread, in the worker
// threads a large site is rendered on, in npm run dev and in the editor's preview.
import type { SiteConfig } from '../config/types.js';
import type { ProcessedPhoto } from '../photos/types.js';
import type { CalendarDay, ScheduledOffer } from '../site/offers.js';
import type { ShareImage } from '../site/photos.js';
import { headOf, type PlannedRoute, type SitePlan } from '../plan/plan.js';
import { searchTextMisfits, type SearchTextMisfit } from '../site/seo-warnings.js';
import { createSite, type Site } from '../site/site.js';
import { renderingRoute, renderPage, renderPageBytes, type SharedPageParts } from './render-page.js';
import { sharedPageParts } from './shared-parts.js';
import type { Stylesheets } from './stylesheet.js';
import type { ClientBundle } from './client-bundle.js';
import type { InlineScripts } from '../site/inline-scripts.js';

/** Everything the pages are made from besides their routes. Structured-clonable, so a worker thread can receive it. */
export interface RenderJob {
  /** The site in each of its languages, its own first: the config in that language and its offers. */
  languages: Array<{ config: SiteConfig; offers: ScheduledOffer[] }>;
  today: CalendarDay;
  photos: ReadonlyMap<string, ProcessedPhoto>;
  /** By the file of the page they are for. */
  shareCards: ReadonlyMap<string, ShareImage>;
  bootScript: string;
  pageScripts: ClientBundle['pageScripts'];
  inlineScripts: InlineScripts;
  styles: Stylesheets;
}

export const renderJob = (plan: SitePlan, parts: Omit<RenderJob, 'languages' | 'today'>): RenderJob => ({
  languages: plan.languages.map(({ site, offers }) => ({ config: site.config, offers })),
  today: plan.today,
  ...parts,
});

/** The site of each language, with its photos: for the pages, the share cards, the sitemap and the policy. */
export function languageSites(job: Pick<RenderJob, 'languages' | 'photos'>): Array<{ site: Site; offers: ScheduledOffer[] }> {
  const codes = job.languages.map(({ config }) => config.site.language);
  return job.languages.map(({ config, offers }) => ({ site: createSite(config, job.photos, codes), offers }));
}

export interface PageRenderer {
  /** The site in its own language. */
  site: Site;
  /**
   * The titles and descriptions that do not fit a search result, of the pages rendered so far (the
   * heads are worked out here, once per page): the build's warnings. Taken, the list starts empty.
   */
  takeMisfits(): SearchTextMisfit[];
  render(route: PlannedRoute): string;
  /** The page as UTF-8 pieces, to be written with one writev before the next page is rendered (see fillShellBytes). */
  renderBytes(route: PlannedRoute): Uint8Array[];
}

/** Works out what every page of a language shares once, when its first page is rendered; then each route's HTML. */
export function pageRenderer(job: RenderJob): PageRenderer {
  const sites = languageSites(job);
  const parts = new Map<string, { site: Site; shared: SharedPageParts }>();
  const partsOf = (language: string) => {
    let found = parts.get(language);
    if (!found) {
      const { site, offers } = sites.find(({ site: candidate }) => candidate.config.site.language === language) ?? sites[0]!;
      found = { site, shared: sharedPageParts({ today: job.today, offers }, site, job, job.styles, job.shareCards) };
      parts.set(language, found);
    }
    return found;
  };
  const misfits: SearchTextMisfit[] = [];
  const headChecked = (site: Site, route: PlannedRoute) => {
    const head = headOf(site, route);
    const found = searchTextMisfits(route, head);
    if (found.length > 0) misfits.push(...found);
    return head;
  };
  return {
    site: sites[0]!.site,
    takeMisfits: () => misfits.splice(0),
    render(route) {
      const { site, shared } = partsOf(route.language);
      return renderingRoute(route, () => renderPage(site, route, shared, headChecked(site, route)));
    },
    renderBytes(route) {
      const { site, shared } = partsOf(route.language);
      return renderingRoute(route, () => renderPageBytes(site, route, shared, headChecked(site, route)));
    },
  };
}
