import type { SiteConfig } from '../config/types.js';
import { jsonForScript } from './serialize.js';
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
 * The one inline script: on hosts that serve the root 404.html for every missing address, it
 * makes the heading (and the title) say "Service not found" under /services/ before the page is painted.
 */
export function notFoundHeadingScript(site: Site): string {
  const servicesPrefix = site.urls.href(routePath.services());
  const heading = notFoundHeading(site.config, 'services');
  const title = notFoundTitle(site, 'services');
  return `if(location.pathname.indexOf(${jsonForScript(servicesPrefix)})===0){document.querySelector("[data-not-found-heading]").textContent=${jsonForScript(heading)};document.title=${jsonForScript(title)}}`;
}
