// schema.org data (JSON-LD) for search engines: the business as a local business that does home
// and garden work, each service as a Service it provides, each town as part of its area, and
// breadcrumbs. Built from site.yaml only; the page escapes it so it can never end its script tag.
//
// Left out on purpose: `aggregateRating` (Google ignores a business's reviews of itself, and calls
// them self-serving) and `FAQPage` (Google showed FAQ results only for government and health sites
// since 2023, and no longer shows them at all; the questions are plain text on the page).
import type { OpeningHours, Service, Town } from '../config/types.js';
import { fallbackVariants, photoShareImage } from './photos.js';
import { internationalPhone } from '../config/phone.js';
import { localeOf, regionOf, type Site } from './site.js';
import { STATE_NAMES } from '../config/states.js';
import { overallPriceRange } from './prices.js';
import { jsonForScript } from './serialize.js';
import { servicesOfferedIn } from './towns.js';
import { routePath } from './urls.js';

export type Thing = Record<string, unknown>;

/** schema.org's LocalBusiness subtype for trades that work on homes and their grounds. */
export const BUSINESS_TYPE = 'HomeAndConstructionBusiness';

/** The business's node is one thing in every language, so its @id is its home page in the site's own language. */
const businessId = (site: Site) => `${site.urlsIn(site.languages[0]!).absolute(routePath.home())}#business`;

/**
 * Most towns a business node names one by one. The node is on every page, so naming thousands of
 * towns on each would make the site grow with the square of its towns (10,000 towns: 10 GB);
 * a business that serves more is described as serving its state.
 */
export const AREA_SERVED_TOWNS_MAX = 50;

function areaServed(site: Site, towns: readonly Town[]): Thing[] {
  if (towns.length > AREA_SERVED_TOWNS_MAX) return [{ '@type': 'State', name: STATE_NAMES[site.config.site.state] }];
  return towns.map((town) => city(site, town));
}

/** A town the business serves, in the state its pages name (`site.state`; the office may be elsewhere). */
const city = (site: Site, town: Town): Thing => ({
  '@type': 'City',
  name: town.name,
  containedInPlace: { '@type': 'State', name: STATE_NAMES[site.config.site.state] },
});

/**
 * The business, the same node on every page that has it, in every language (search engines merge
 * nodes by `@id`, so one page must not say less than another, nor otherwise): every town it serves,
 * its hours, map position and profiles, in the site's own language.
 */
export function business(site: Site): Thing {
  let node = businessNodes.get(site);
  if (!node) businessNodes.set(site, (node = businessNode(site)));
  return node;
}

/** The business node of each site, made once: it is on every page. */
const businessNodes = new WeakMap<Site, Thing>();

function businessNode(site: Site): Thing {
  const { business: info } = site.config;
  const address = info.address;
  const ownLanguage = site.languages[0]!;
  // The owner's own price level, else what their prices run from and to ("$35 – $900"), as the site's own language writes it.
  const priceRange = info.priceRange ?? overallPriceRange(site.config, localeOf({ ...site.config, site: { ...site.config.site, language: ownLanguage } }));
  return {
    '@type': BUSINESS_TYPE,
    '@id': businessId(site),
    name: info.name,
    telephone: internationalPhone(info.phone),
    email: info.email,
    url: site.urlsIn(ownLanguage).absolute(routePath.home()),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(address.street ? { streetAddress: address.street } : {}),
            addressLocality: address.locality,
            addressRegion: regionOf(site.config),
            ...(address.postalCode ? { postalCode: address.postalCode } : {}),
            addressCountry: address.country,
          },
        }
      : {}),
    ...(info.geo ? { geo: { '@type': 'GeoCoordinates', latitude: info.geo.latitude, longitude: info.geo.longitude } } : {}),
    ...(info.hours ? { openingHoursSpecification: info.hours.map(openingHours) } : {}),
    ...(info.social ? { sameAs: info.social } : {}),
    ...(priceRange ? { priceRange } : {}),
    ...photos(site),
    areaServed: areaServed(site, site.config.towns),
  };
}

/** site.yaml's day names as schema.org's DayOfWeek values, in the form Google's examples use. */
const DAY_OF_WEEK: Record<OpeningHours['days'][number], string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

const openingHours = (hours: OpeningHours): Thing => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: hours.days.map((day) => DAY_OF_WEEK[day]),
  opens: hours.opens,
  closes: hours.closes,
});

/** The business's `image` (the banner photo) and `logo`, as absolute URLs, when site.yaml has them. */
function photos(site: Site): Thing {
  const absolute = (path: string) => site.urls.absoluteAsset(path);
  const image = photoShareImage(site.photo(site.config.hero.image), absolute);
  const logo = site.photo(site.config.business.logo);
  const logoFile = logo && fallbackVariants(logo).at(-1);
  return { ...(image ? { image: image.url } : {}), ...(logoFile ? { logo: absolute(logoFile.path) } : {}) };
}

/** A reference to the business node of the same page. */
const businessReference = (site: Site): Thing => ({ '@id': businessId(site) });

export function service(site: Site, offered: Service): Thing {
  const towns = site.config.towns.filter((town) => servicesOfferedIn(town, [offered]).length > 0);
  return {
    '@type': 'Service',
    '@id': `${site.urls.absolute(routePath.service(offered.slug))}#service`,
    name: offered.title,
    serviceType: offered.title,
    description: offered.description,
    url: site.urls.absolute(routePath.service(offered.slug)),
    provider: businessReference(site),
    areaServed: areaServed(site, towns),
  };
}

function breadcrumbs(site: Site, trail: Array<[name: string, path: string]>): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: site.urls.absolute(path),
    })),
  };
}

/** A JSON-LD document of several things. */
export const graph = (...things: Thing[]): Thing => ({ '@context': 'https://schema.org', '@graph': things });

const thingsJson = new WeakMap<Thing, string>();

/**
 * A page's JSON-LD, safe inside its script element: the same as jsonForScript, with each node that
 * has an `@id` (the business: the same object on every page) written once per build. Nodes made
 * for their page (breadcrumbs) are written as they come: kept, they only burdened the collector.
 */
export function structuredDataJson(data: Thing): string {
  const things = data['@graph'];
  if (!Array.isArray(things) || Object.keys(data).join() !== '@context,@graph') return jsonForScript(data);
  const json = (things as Thing[]).map((thing) => {
    if (thing['@id'] === undefined) return jsonForScript(thing);
    let text = thingsJson.get(thing);
    if (text === undefined) thingsJson.set(thing, (text = jsonForScript(thing)));
    return text;
  });
  return `{"@context":${jsonForScript(data['@context'])},"@graph":[${json.join(',')}]}`;
}

/** Breadcrumbs from the home page to the page at `path`, named `name`. */
export const breadcrumbsTo = (site: Site, name: string, path: string): Thing =>
  breadcrumbs(site, [
    [site.config.labels.header.home, routePath.home()],
    [name, path],
  ]);

export const webSite = (site: Site): Thing => ({ '@type': 'WebSite', name: site.config.business.name, url: site.urls.absolute(routePath.home()) });
