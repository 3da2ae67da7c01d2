import type { Service, Town } from '../config/types.js';
import type { Site } from './site.js';

/** The services a town's page offers: its own list, or every service. */
export function servicesOfferedIn(town: Town, services: readonly Service[]): Service[] {
  if (!town.services) return [...services];
  const offered = new Set(town.services);
  return services.filter((service) => offered.has(service.slug));
}

const NEARBY_COUNT = 4;

/**
 * The towns linked from a town's page: its own `nearby` list, or its neighbours in the list
 * (the owner lists towns roughly by area), alternating before and after it.
 */
export function nearbyTowns(town: Town, site: Pick<Site, 'config' | 'townsBySlug' | 'townIndex'>): Town[] {
  const { towns } = site.config;
  if (town.nearby) return town.nearby.map((slug) => site.townsBySlug.get(slug)).filter((t): t is Town => t !== undefined);
  const index = site.townIndex.get(town) ?? towns.indexOf(town);
  const result: Town[] = [];
  for (let distance = 1; result.length < NEARBY_COUNT && distance < towns.length; distance++) {
    for (const candidate of [towns[index - distance], towns[index + distance]]) {
      if (candidate && result.length < NEARBY_COUNT) result.push(candidate);
    }
  }
  return result;
}
