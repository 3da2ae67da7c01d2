import type { SiteConfig, Town } from '../config/types.js';
import { SiteUrls } from './urls.js';

/** A validated config with what every page needs worked out once per build. */
export interface Site {
  config: SiteConfig;
  urls: SiteUrls;
  townsBySlug: ReadonlyMap<string, Town>;
}

export function createSite(config: SiteConfig): Site {
  return {
    config,
    urls: new SiteUrls(config.site.url),
    townsBySlug: new Map(config.towns.map((town) => [town.slug, town])),
  };
}

/** `(201) 555-0142` → `tel:+12015550142`; ten-digit numbers are North American. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${/^\d{10}$/.test(digits) ? `+1${digits}` : digits}`;
}
