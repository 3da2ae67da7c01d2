// The form's sections: where each key of site.yaml is edited, in the owner's words. One table
// (PLACES) says it; the section view, the search, the checklist and the plain names of fields
// ("the state under Business") all read it. Pure, so the browser and the tests share it.
import type { KeyPath, PathSegment } from '../../config/key-path.js';

export const SECTION_IDS = ['business', 'hero', 'services', 'towns', 'prices', 'projects', 'reviews', 'questions', 'offers', 'languages', 'advanced'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/**
 * Where each key is edited, by its key path with `[]` for any item: the longest pattern that a
 * key path starts with wins. A key no pattern names is edited under Advanced.
 */
const PLACES: ReadonlyArray<readonly [pattern: string, section: SectionId]> = [
  ['business', 'business'],
  ['business.priceRange', 'advanced'],
  ['site', 'business'],
  ['site.language', 'languages'],
  ['site.title', 'advanced'],
  ['site.description', 'advanced'],
  ['site.themeColor', 'advanced'],
  ['estimateForm', 'business'],
  ['analytics', 'advanced'],
  ['hero', 'hero'],
  ['whyChooseUs', 'hero'],
  ['trustBadges', 'hero'],
  ['services', 'services'],
  ['services[].prices', 'prices'],
  ['services[].faq', 'questions'],
  ['pricing', 'prices'],
  ['towns', 'towns'],
  ['projects', 'projects'],
  ['testimonials', 'reviews'],
  ['reviews', 'reviews'],
  ['faq', 'questions'],
  ['offers', 'offers'],
  ['translations', 'languages'],
  ['labels', 'advanced'],
];

/** Keys the form never shows: `$schema` only tells editors where the schema is. */
const HIDDEN_KEYS: ReadonlySet<string> = new Set(['$schema']);

/**
 * The keys of an object in the file's order, then the schema's other keys (empty until filled in).
 * `schema` is the object's schema (only its `properties` are read).
 */
export function keysInOrder(schema: { properties?: Record<string, unknown> }, value: unknown): string[] {
  const known = Object.keys(schema.properties ?? {});
  const written = value && typeof value === 'object' ? Object.keys(value).filter((key) => known.includes(key)) : [];
  return [...written, ...known.filter((key) => !written.includes(key))].filter((key) => !HIDDEN_KEYS.has(key));
}

/** `['services', 2, 'prices']` → `services[].prices`: a key path as PLACES writes it. */
export function patternOf(path: readonly PathSegment[]): string {
  let text = '';
  for (const segment of path) text = typeof segment === 'number' ? `${text}[]` : text ? `${text}.${segment}` : segment;
  return text;
}

const placeCache = new Map<string, SectionId>();

/** The section a key is edited in. A translation's text is edited beside its original, so in the original's section. */
export function sectionOf(path: KeyPath): SectionId {
  if (path[0] === 'translations' && path.length > 2) return sectionOf(path.slice(2));
  const pattern = patternOf(path);
  let found = placeCache.get(pattern);
  if (found === undefined) {
    let best = '';
    found = 'advanced';
    for (const [place, section] of PLACES) {
      if ((pattern === place || pattern.startsWith(`${place}.`) || pattern.startsWith(`${place}[`)) && place.length > best.length) {
        best = place;
        found = section;
      }
    }
    placeCache.set(pattern, found);
  }
  return found;
}

/**
 * The keys of a list's items edited in another section than the list: a service's prices are
 * edited under Prices and its questions under Questions, each service's in a group of its own.
 */
export function itemKeysElsewhere(section: SectionId): Array<{ list: string; key: string }> {
  return PLACES.flatMap(([pattern, place]) => {
    const match = /^(\w+)\[\]\.(\w+)$/.exec(pattern);
    return match && place === section && sectionOf([match[1]!]) !== section ? [{ list: match[1]!, key: match[2]! }] : [];
  });
}
