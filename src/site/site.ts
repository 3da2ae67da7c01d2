import type { SiteConfig, Town } from '../config/types.js';
import { formatList } from './text.js';
import { SiteUrls } from './urls.js';

/** A validated config with what every page needs worked out once per build. */
export interface Site {
  config: SiteConfig;
  urls: SiteUrls;
  townsBySlug: ReadonlyMap<string, Town>;
  townIndex: ReadonlyMap<Town, number>;
  /** "A, B, and C" in the site's language; remembered, as the same lists recur on every page. */
  list(items: readonly string[]): string;
}

export function createSite(config: SiteConfig): Site {
  const lists = new Map<string, string>();
  return {
    config,
    urls: new SiteUrls(config.site.url),
    townsBySlug: new Map(config.towns.map((town) => [town.slug, town])),
    townIndex: new Map(config.towns.map((town, index) => [town, index])),
    list(items) {
      const key = items.join('\u0000');
      let text = lists.get(key);
      if (text === undefined) lists.set(key, (text = formatList(config.site.language, items)));
      return text;
    },
  };
}

/** `(201) 555-0142` → `tel:+12015550142`; ten-digit numbers are North American. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${/^\d{10}$/.test(digits) ? `+1${digits}` : digits}`;
}
