import type { KeyPath } from '../config/key-path.js';
import type { Labels, SiteConfig } from '../config/types.js';
import type { Site } from './site.js';
import { fillTemplate } from './text.js';

/** What a search result shows: a title of about 60 characters, a description of 70 to 160. */
export const SEARCH_RESULT_LIMITS = { title: 60, description: { min: 70, max: 160 } } as const;

/** How many towns `{towns}` names at most; fewer when the description would not fit. */
const TOWNS_IN_DESCRIPTION = 8;

/** Search results show about 155 characters of a description. */
const DESCRIPTION_LENGTH = 155;

/** A template in `labels.seo`. */
export type SeoLabel = keyof Labels['seo'];

/**
 * Where a page's title or description comes from, so a warning can name the key to change:
 * the owner's own text at a key path, or a `labels.seo` template (which the owner may replace
 * on that page at `override`).
 */
export type SearchTextOrigin = { ownKey: KeyPath } | { template: SeoLabel; override?: KeyPath };

export interface SearchText {
  text: string;
  from: SearchTextOrigin;
}

/** The owner's own text when site.yaml has it (warned about, never cut, when it does not fit). */
interface OwnText {
  text: string | undefined;
  key: KeyPath;
}

/** `text` cut at a word boundary to fit a search result, with an ellipsis when cut. */
export function summarize(text: string, length = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length - 1);
  const endsAtWord = clean[length - 1] === ' ';
  return `${(endsAtWord ? cut : cut.slice(0, cut.lastIndexOf(' '))).replace(/[,;:.\s]+$/, '')}…`;
}

type SeoValues = Readonly<{ business: string; services: string; towns: string }>;
const seoValuesOfSite = new WeakMap<Site, SeoValues>();

/** The placeholders every `labels.seo` template may use: {business}, {services}, {towns}. The same on every page: worked out once. */
export function seoValues(site: Site): SeoValues {
  let values = seoValuesOfSite.get(site);
  if (!values) {
    const { config } = site;
    values = { business: config.business.name, services: site.list(config.services.map((service) => service.title)), towns: site.list(townNames(config)) };
    seoValuesOfSite.set(site, values);
  }
  return values;
}

const townNames = (config: SiteConfig, count = TOWNS_IN_DESCRIPTION) => config.towns.slice(0, count).map((town) => town.name);

/** A page's title: the owner's own, or `labels.seo[template]` filled in. */
export function searchTitle(site: Site, template: SeoLabel, values: Readonly<Record<string, string>>, own?: OwnText): SearchText {
  if (own?.text !== undefined) return { text: own.text, from: { ownKey: own.key } };
  return { text: fillTemplate(site.config.labels.seo[template], values), from: { template, ...(own ? { override: own.key } : {}) } };
}

/**
 * A page's meta description: the owner's own, or `labels.seo[template]` filled in to fit a search
 * result. `{towns}` names as many of the first towns as fit, so the sentence after it survives;
 * anything still too long is cut at a word.
 */
export function searchDescription(site: Site, template: SeoLabel, values: Readonly<Record<string, string>>, own?: OwnText): SearchText {
  if (own?.text !== undefined) return { text: own.text, from: { ownKey: own.key } };
  const pattern = site.config.labels.seo[template];
  let text = fillTemplate(pattern, values);
  if (pattern.includes('{towns}') && values.towns !== undefined)
    for (let count = Math.min(TOWNS_IN_DESCRIPTION, site.config.towns.length) - 1; count >= 1 && text.length > DESCRIPTION_LENGTH; count--)
      text = fillTemplate(pattern, { ...values, towns: site.list(townNames(site.config, count)) });
  return { text: summarize(text), from: { template, ...(own ? { override: own.key } : {}) } };
}

/** Open Graph's locale (`en_US`): the site's language, in the business's country unless the language names one. */
export function openGraphLocale(config: SiteConfig): string {
  const [language = 'en', ...subtags] = config.site.language.split(/[-_]/);
  const region = subtags.find((subtag) => /^[a-z]{2}$/i.test(subtag)); // `zh-Hant-TW`: the script is not a region
  const country = region ?? config.business.address?.country ?? 'US';
  return `${language.toLowerCase()}_${country.toUpperCase()}`;
}
