import type { SiteConfig } from '../config/types.js';
import { seoValues } from './seo.js';
import type { Site } from './site.js';
import { fillTemplate } from './text.js';
import { routePath } from './urls.js';

/** `services`: the variant served for a missing /services/... address. */
export type NotFoundSection = 'site' | 'services';

/** The not-found heading: "Service not found" under /services/, the general one elsewhere. */
export const notFoundHeading = (config: SiteConfig, section: NotFoundSection): string =>
  section === 'services' ? config.labels.service.notFound : config.labels.notFound.heading;

export const notFoundTitle = (site: Site, section: NotFoundSection): string =>
  fillTemplate(site.config.labels.seo.notFoundTitle, { ...seoValues(site), heading: notFoundHeading(site.config, section) });

/**
 * What the root not-found page's heading script (src/client/inline/not-found-heading.ts) needs, as
 * the heading's data attributes: on hosts that serve the root 404.html for every missing address,
 * it makes the heading and the title say "Service not found" under /services/ before the page is painted.
 */
export const servicesNotFoundData = (site: Site) => ({
  'data-services-path': site.urls.href(routePath.services()),
  'data-services-heading': notFoundHeading(site.config, 'services'),
  'data-services-title': notFoundTitle(site, 'services'),
});
