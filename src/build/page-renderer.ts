// What rendering pages needs, as plain data: the same in the build's own thread, in the worker
// threads a large site is rendered on, in npm run dev and in the editor's preview.
import type { SiteConfig } from '../config/types.js';
import type { ProcessedPhoto } from '../photos/types.js';
import type { CalendarDay, ScheduledOffer } from '../site/offers.js';
import type { ShareImage } from '../site/photos.js';
import type { PlannedRoute, SitePlan } from '../site/plan.js';
import { createSite, type Site } from '../site/site.js';
import { renderingRoute, renderPageBytes, renderRoute, type SharedPageParts } from './render-page.js';
import { sharedPageParts } from './shared-parts.js';
import type { Stylesheets } from './stylesheet.js';

/** Everything the pages are made from besides their routes. Structured-clonable, so a worker thread can receive it. */
export interface RenderJob {
  config: SiteConfig;
  today: CalendarDay;
  offers: ScheduledOffer[];
  photos: ReadonlyMap<string, ProcessedPhoto>;
  shareCards: ReadonlyMap<string, ShareImage>;
  bootScript: string;
  styles: Stylesheets;
}

export const renderJob = (plan: SitePlan, parts: Omit<RenderJob, 'config' | 'today' | 'offers'>): RenderJob => ({
  config: plan.site.config,
  today: plan.today,
  offers: plan.offers,
  ...parts,
});

export interface PageRenderer {
  site: Site;
  shared: SharedPageParts;
  render(route: PlannedRoute): string;
  /** The page as UTF-8 pieces, to be written with one writev. */
  renderBytes(route: PlannedRoute): Uint8Array[];
}

/** Works out what every page shares once; then each route's HTML. */
export function pageRenderer(job: RenderJob): PageRenderer {
  const site = createSite(job.config, job.photos);
  const shared = sharedPageParts(job, site, { bootScript: job.bootScript }, job.styles, job.shareCards);
  return {
    site,
    shared,
    render: (route) => renderRoute(site, route, shared),
    renderBytes: (route) => renderingRoute(route, () => renderPageBytes(site, route, shared)),
  };
}
