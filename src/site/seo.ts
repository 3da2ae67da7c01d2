import type { Site } from './site.js';

/** How many towns `{towns}` names in a description; search results cut descriptions short anyway. */
const TOWNS_IN_DESCRIPTION = 8;

/** Search results show about 155 characters of a description. */
const DESCRIPTION_LENGTH = 155;

/** `text` cut at a word boundary to fit a search result, with an ellipsis when cut. */
export function summarize(text: string, length = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length - 1);
  const endsAtWord = clean[length - 1] === ' ';
  return `${(endsAtWord ? cut : cut.slice(0, cut.lastIndexOf(' '))).replace(/[,;:.\s]+$/, '')}…`;
}

/** The placeholders every `labels.seo` template may use: {business}, {services}, {towns}. */
export function seoValues(site: Site): { business: string; services: string; towns: string } {
  const { config } = site;
  return {
    business: config.business.name,
    services: site.list(config.services.map((service) => service.title)),
    towns: site.list(config.towns.slice(0, TOWNS_IN_DESCRIPTION).map((town) => town.name)),
  };
}
