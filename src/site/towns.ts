import type { Service, Testimonial, Town } from '../config/types.js';
import type { Site } from './site.js';
import { fillTemplate } from './text.js';

/** The services a town's page offers: its own list, or every service. */
export function servicesOfferedIn(town: Town, services: readonly Service[]): Service[] {
  if (!town.services) return [...services];
  const offered = new Set(town.services);
  return services.filter((service) => offered.has(service.slug));
}

/** The town site.yaml lists under `slug`, if any. */
export function townBySlug(site: Pick<Site, 'config' | 'townIndex'>, slug: string): Town | undefined {
  const place = site.townIndex.get(slug);
  return place === undefined ? undefined : site.config.towns[place];
}

const NEARBY_COUNT = 4;

/**
 * The towns linked from a town's page: its own `nearby` list, or its neighbours in the list
 * (the owner lists towns roughly by area), alternating before and after it.
 */
export function nearbyTowns(town: Town, site: Pick<Site, 'config' | 'townIndex'>): Town[] {
  const { towns } = site.config;
  if (town.nearby) return town.nearby.map((slug) => townBySlug(site, slug)).filter((t): t is Town => t !== undefined);
  const index = site.townIndex.get(town.slug) ?? towns.indexOf(town);
  const result: Town[] = [];
  for (let distance = 1; result.length < NEARBY_COUNT && distance < towns.length; distance++) {
    for (const candidate of [towns[index - distance], towns[index + distance]]) {
      if (candidate && result.length < NEARBY_COUNT) result.push(candidate);
    }
  }
  return result;
}

/** The paragraph under a town's heading: its own words, or the template filled with its data. */
export function townIntro(site: Site, town: Town): string {
  if (town.intro) return town.intro;
  const { config } = site;
  return fillTemplate(config.labels.town.intro, {
    town: town.name,
    business: config.business.name,
    services: site.list(servicesOfferedIn(town, config.services).map((service) => service.title)),
  });
}

/** The testimonials whose `town` names this town, by its name or its slug. */
export function townTestimonials(testimonials: readonly Testimonial[], town: Town): Testimonial[] {
  const sameTown = (place: string | undefined) => [town.name, town.slug].some((own) => own.toLowerCase() === place?.trim().toLowerCase());
  return testimonials.filter((testimonial) => sameTown(testimonial.town));
}
