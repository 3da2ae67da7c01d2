// The plan of the site: everything the pages need, worked out once from a validated config.
// The build renders and writes it, `npm run dev` and the editor's preview render routes of it,
// and `npm run validate` is the plan without the rendering, so nothing the build can refuse is
// called valid.
import type { ProblemAtKey } from '../config/problem.js';
import type { Photo, SiteConfig } from '../config/types.js';
import { pageKindOf } from '../../templates/kinds.js';
import { localDay, offersOfBuild, type CalendarDay, type ScheduledOffer } from './offers.js';
import type { PageHead } from './page-kind.js';
import { photoRequests } from './photos.js';
import type { PhotoRequest } from '../photos/types.js';
import { addressCollisions, routeTable, type Route } from './routes.js';
import { searchTextWarnings } from './seo-warnings.js';
import { createSite, type Site } from './site.js';
import { offerLinkProblems } from './offer-links.js';

/** A route with what its page is made of, worked out once. */
export interface PlannedRoute extends Route {
  head: PageHead;
  /** The page's own photo, shown when the page is shared (else the banner, else a card of its title). */
  photo: Photo | undefined;
}

export interface SitePlan {
  /** The config, with what every page needs worked out (no photos yet: they are made after the plan). */
  site: Site;
  /** The day the site is built for: the offers published and the copyright year follow it. */
  today: CalendarDay;
  routes: PlannedRoute[];
  /** Every offer that has not ended on `today`, in site.yaml's order. */
  offers: ScheduledOffer[];
  photoRequests: PhotoRequest[];
  /** Advice that does not stop the build: offers that ended, titles and descriptions that do not fit a search result. */
  warnings: string[];
}

/**
 * The mistakes in site.yaml only the page kinds can see: two pages at one address, an offer's link
 * to a page the build does not make. Needs only a config the schema accepts, so the loader reports
 * them with everything else wrong in the file.
 */
export function pageProblems(config: SiteConfig): ProblemAtKey[] {
  const routes = routeTable(config);
  return [...addressCollisions(routes), ...offerLinkProblems(config, routes)];
}

/**
 * Plans the site for `today` (by default the day on this machine's clock), from a config the
 * loader accepted, `pageProblems` included. Pure, apart from that default.
 */
export function planSite(config: SiteConfig, today: CalendarDay = localDay(new Date())): SitePlan {
  const site = createSite(config);
  const routes = routeTable(config).map((route) => {
    const kind = pageKindOf(route.page);
    return { ...route, head: kind.head(site, route.page), photo: kind.photo?.(site.config, route.page) };
  });
  const offers = offersOfBuild(site.config, today);
  return {
    site,
    today,
    routes,
    offers: offers.inBuild,
    photoRequests: photoRequests(site.config),
    warnings: [...offers.warnings, ...searchTextWarnings(routes)],
  };
}
