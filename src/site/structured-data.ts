// schema.org data (JSON-LD) for search engines: the business as a local business that does home
// and garden work, each service as a Service it provides, each town as part of its area, and
// breadcrumbs. Built from site.yaml only; the page escapes it so it can never end its script tag.
import type { Service, Town } from '../config/types.js';
import { fallbackVariants, photoShareImage } from './photos.js';
import { regionOf, type Site } from './site.js';
import { servicesOfferedIn } from './towns.js';
import { routePath } from './urls.js';

export type Thing = Record<string, unknown>;

/** schema.org's LocalBusiness subtype for trades that work on homes and their grounds. */
export const BUSINESS_TYPE = 'HomeAndConstructionBusiness';

const businessId = (site: Site) => `${site.urls.absolute(routePath.home())}#business`;

function city(site: Site, town: Town): Thing {
  const region = regionOf(site.config);
  return {
    '@type': 'City',
    name: town.name,
    ...(region ? { containedInPlace: { '@type': 'State', name: region } } : {}),
  };
}

/** The business; `areaServed` is every town on the home page, the one town on a town page. */
export function business(site: Site, areaServed: readonly Town[]): Thing {
  const { business: info } = site.config;
  const address = info.address;
  return {
    '@type': BUSINESS_TYPE,
    '@id': businessId(site),
    name: info.name,
    telephone: info.phone,
    email: info.email,
    url: site.urls.absolute(routePath.home()),
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
    ...(info.priceRange ? { priceRange: info.priceRange } : {}),
    ...photos(site),
    areaServed: areaServed.map((town) => city(site, town)),
  };
}

/** The business's `image` (the banner photo) and `logo`, as absolute URLs, when site.yaml has them. */
function photos(site: Site): Thing {
  const absolute = (path: string) => site.urls.absolute(path);
  const image = photoShareImage(site.photo(site.config.hero.image), absolute);
  const logo = site.photo(site.config.business.logo);
  const logoFile = logo && fallbackVariants(logo).at(-1);
  return { ...(image ? { image: image.url } : {}), ...(logoFile ? { logo: absolute(logoFile.path) } : {}) };
}

/** A reference to the business, for pages whose own subject is something else. */
const businessReference = (site: Site): Thing => ({ '@type': BUSINESS_TYPE, '@id': businessId(site), name: site.config.business.name });

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
    areaServed: towns.map((town) => city(site, town)),
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

/** Breadcrumbs from the home page to the page at `path`, named `name`. */
export const breadcrumbsTo = (site: Site, name: string, path: string): Thing =>
  breadcrumbs(site, [
    [site.config.labels.header.home, routePath.home()],
    [name, path],
  ]);

export const webSite = (site: Site): Thing => ({ '@type': 'WebSite', name: site.config.business.name, url: site.urls.absolute(routePath.home()) });
