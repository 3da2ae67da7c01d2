// The plan of the site: everything the pages need, worked out once from a validated config.
// The build renders and writes it, `npm run dev` and the editor's preview render routes of it,
// and `npm run validate` is the plan without the rendering, so nothing the build can refuse is
// called valid.
import type { ProblemAtKey } from '../config/problem.js';
import type { Photo, SiteConfig } from '../config/types.js';
import { pageKindOf } from '../../templates/kinds.js';
import { localDay, offersOfBuild, type CalendarDay, type ScheduledOffer } from '../site/offers.js';
import type { PageHead } from '../site/page-kind.js';
import { photoRequests } from '../site/photos.js';
import type { PhotoRequest } from '../photos/types.js';
import { addressCollisions, routeTable, takeRouteTable, type Route } from './routes.js';
import { misfitWarnings, searchTextWarnings, type KeyInLanguage, type SearchTextMisfit } from '../site/seo-warnings.js';
import { createSite, type Site } from '../site/site.js';
import { offerLinkProblems } from './offer-links.js';
import { configInLanguage, keyInItemBySlug, siteLanguages } from '../config/translations.js';
import { siteSchema } from '../config/validator.js';

/**
 * A route with what its page is made of, worked out once. Its title and description are not kept
 * (`headOf` works them out as the page is rendered): for 20,000 pages they took 12 MB of the build
 * thread's heap, and half as much again went to each render thread with the routes. Nor is the
 * key of its address, which only the loader's check for two pages at one address reads.
 */
export interface PlannedRoute extends Omit<Route, 'addressKey'> {
  /** The page's own photo, shown when the page is shared (else the banner, else a card of its title). */
  photo: Photo | undefined;
  /** The same page in each of the site's languages, this one included, when it has translations. */
  alternates: Array<{ language: string; sitePath: string }>;
}

/** The site in one of its languages. */
export interface LanguagePlan {
  code: string;
  /** The config in this language, with what every page needs worked out (no photos yet: they are made after the plan). */
  site: Site;
  /** Every offer that has not ended on the plan's day, in site.yaml's order, in this language. */
  offers: ScheduledOffer[];
}

export interface SitePlan {
  /** The site in its own language (`languages[0].site`). */
  site: Site;
  /** The site's own language first, then each translation. */
  languages: LanguagePlan[];
  /** The day the site is built for: the offers published and the copyright year follow it. */
  today: CalendarDay;
  /** Every page in every language: the site's own, then each translation's. */
  routes: PlannedRoute[];
  /** The offers of the site's own language. */
  offers: ScheduledOffer[];
  photoRequests: PhotoRequest[];
  /** Advice that does not stop the build: offers that ended (titles and descriptions that do not fit a search result: `searchTextWarningsOf`). */
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
 * loader accepted, `pageProblems` included, in every language it has. Pure, apart from that
 * default and reading the schema's labels for a site with translations.
 */
export function planSite(config: SiteConfig, today: CalendarDay = localDay(new Date())): SitePlan {
  const codes = siteLanguages(config);
  const languages = codes.map((code, index) => {
    const site = createSite(index === 0 ? config : configInLanguage(config, code, siteSchema()), new Map(), codes);
    return { code, site, offers: offersOfBuild(site.config, today) };
  });
  const routes = languages.flatMap(({ code, site }, index) =>
    (index === 0 ? takeRouteTable(config) : routeTable(site.config, code)).map((route) => plannedRoute(route, pageKindOf(route.page).photo?.(site.config, route.page))),
  );
  if (codes.length > 1) linkAlternates(routes);
  const [own] = languages;
  return {
    site: own!.site,
    languages: languages.map(({ code, site, offers }) => ({ code, site, offers: offers.inBuild })),
    today,
    routes,
    offers: own!.offers.inBuild,
    photoRequests: photoRequests(own!.site.config),
    warnings: own!.offers.warnings,
  };
}

/** A page's title and description, each with the site.yaml key it comes from; `site` is the site in the route's language. */
export const headOf = (site: Site, route: Pick<Route, 'page'>): PageHead => pageKindOf(route.page).head(site, route.page);

/**
 * The warnings about titles and descriptions that do not fit a search result. A build finds the
 * misfits as it renders the pages, which works out each head anyway (`misfits`, in any order);
 * commands that render nothing (validate, launch-check) work out every head here.
 */
export function searchTextWarningsOf(plan: Pick<SitePlan, 'site' | 'routes' | 'languages'>, misfits?: readonly SearchTextMisfit[]): string[] {
  const keyIn = keyInLanguage(plan.site.config);
  if (!misfits) return searchTextWarnings(withHeads(plan.routes, plan.languages), keyIn);
  if (misfits.length === 0) return [];
  const order = new Map(plan.routes.map(({ sitePath }, index) => [sitePath, index]));
  return misfitWarnings([...misfits].sort((a, b) => order.get(a.sitePath)! - order.get(b.sitePath)!), keyIn);
}

/** The routes with their heads, one at a time, for the warnings about them: none is kept. `languages`: the plan's. */
export function* withHeads(routes: readonly PlannedRoute[], languages: ReadonlyArray<{ code: string; site: Site }>) {
  const sites = new Map(languages.map(({ code, site }) => [code, site]));
  for (const route of routes) yield { sitePath: route.sitePath, language: route.language, head: headOf(sites.get(route.language)!, route) };
}

/**
 * The route with what its page is made of, every field written out: spread into a new object
 * (`{ ...route, photo }`) from routes of several kinds, each route got a hidden class of its own
 * in V8, 7 MB for a site of 20,000 pages.
 */
function plannedRoute(route: Route, photo: Photo | undefined): PlannedRoute {
  const { path, language, sitePath, file, page, indexable, noindex, source } = route;
  return { path, language, sitePath, file, page, indexable, noindex, source, photo, alternates: [] };
}

/**
 * Gives each page the same page in every language (the same path in each language's folder). The
 * list the pages share is made at its length (`map`): grown by `push`, V8 gave each room for 17
 * (1.5 MB of 10,000 lists of two).
 */
function linkAlternates(routes: PlannedRoute[]): void {
  const byPath = new Map<string, PlannedRoute[]>();
  for (const route of routes) {
    const same = byPath.get(route.path) ?? [];
    same.push(route);
    byPath.set(route.path, same);
  }
  for (const same of byPath.values()) {
    const alternates = same.map(({ language, sitePath }) => ({ language, sitePath }));
    for (const route of same) route.alternates = alternates;
  }
}

/**
 * Where a key of the site's own language is for a translation: `towns[3].intro` is the intro of
 * the town with that slug in `translations.es.towns`, named by the slug
 * (`translations.es.towns[east-windsor].intro`); `labels.seo.townTitle` is a label of its own.
 */
function keyInLanguage(config: SiteConfig): KeyInLanguage {
  return (language, key) => {
    if (language === config.site.language) return key;
    const inItem = keyInItemBySlug(config, key);
    return inItem?.slug ? ['translations', language, inItem.list, { item: inItem.slug }, ...key.slice(2)] : ['translations', language, ...key];
  };
}
