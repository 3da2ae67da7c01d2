// The site in more languages: `translations.{code}` holds the owner's own texts in that language,
// matched to the original by slug (services, towns) or by position (lists without slugs). This
// module says which texts are the owner's (everything a visitor reads but names), finds the ones a
// translation lacks, and makes the config of each language. The schema's `translations` block
// mirrors TRANSLATED; tests/config/translations-schema.test.ts keeps the two the same.
import type { PathSegment } from './key-path.js';

/** A text the owner wrote that visitors read. */
export const TEXT = 'text';
/** A list of such texts, translated item by item, in the same order. */
export const TEXTS = 'texts';

export type Shape =
  | typeof TEXT
  | typeof TEXTS
  | { kind: 'section'; keys: Record<string, Shape> }
  | { kind: 'list'; item: Shape } // matched by position
  | { kind: 'bySlug'; keys: Record<string, Shape> }; // matched by `slug`

const section = (keys: Record<string, Shape>): Shape => ({ kind: 'section', keys });
const list = (item: Shape): Shape => ({ kind: 'list', item });
const bySlug = (keys: Record<string, Shape>): Shape => ({ kind: 'bySlug', keys });

const searchTexts = section({ title: TEXT, description: TEXT });
const photo = section({ alt: TEXT });
const questions = list(section({ question: TEXT, answer: TEXT }));

/**
 * Every text of site.yaml a visitor reads, by where it is. Names stay as written and are not here:
 * the business's, the towns' and their neighbourhoods', the testimonials' authors, licence numbers.
 */
export const TRANSLATED = section({
  site: searchTexts,
  hero: section({ headline: TEXT, subtext: TEXT, image: photo }),
  services: bySlug({ title: TEXT, description: TEXT, points: TEXTS, image: photo, seo: searchTexts, faq: questions, prices: section({ for: TEXT }) }),
  towns: bySlug({ intro: TEXT, notes: TEXT, seo: searchTexts }),
  whyChooseUs: TEXTS,
  trustBadges: TEXTS,
  testimonials: list(section({ quote: TEXT })),
  faq: questions,
  offers: list(section({ text: TEXT })),
  projects: list(section({ title: TEXT, text: TEXT, photo, before: photo })),
  pricing: section({ note: TEXT, lotSizes: list(section({ label: TEXT, hint: TEXT })) }),
});

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text a translation lacks, or a list of another length. `shownPath` names a bySlug item by its slug. */
export interface MissingTranslation {
  /** Where the translation should have it, as data (`['translations', 'es', 'services', 1, 'title']`): the nearest existing key is where it is reported. */
  path: PathSegment[];
  /** As the message names it: `translations.es.services[lawn-maintenance].title`. */
  shownPath: string;
  problem: 'missing' | { length: number; expected: number };
}

/**
 * Every text of `original` the translation at `translationPath` does not give, and every list of
 * another length. Reads the data defensively: it runs whatever else is wrong with the file.
 */
export function missingTranslations(original: unknown, translation: unknown, translationPath: PathSegment[]): MissingTranslation[] {
  const found: MissingTranslation[] = [];
  const walk = (shape: Shape, from: unknown, to: unknown, path: PathSegment[], shown: string) => {
    if (from === undefined || from === null) return; // nothing written, nothing to translate
    if (shape === TEXT) {
      if (typeof from === 'string' && typeof to !== 'string') found.push({ path, shownPath: shown, problem: 'missing' });
      return;
    }
    if (shape === TEXTS || shape.kind === 'list') {
      if (!Array.isArray(from)) return;
      if (!Array.isArray(to)) {
        if (from.length > 0) found.push({ path, shownPath: shown, problem: 'missing' });
        return;
      }
      if (to.length !== from.length) {
        found.push({ path, shownPath: shown, problem: { length: to.length, expected: from.length } });
        return;
      }
      const item = shape === TEXTS ? TEXT : shape.item;
      from.forEach((entry, index) => walk(item, entry, to[index], [...path, index], `${shown}[${index}]`));
      return;
    }
    if (shape.kind === 'section') {
      if (!isObject(from)) return;
      if (!isObject(to)) {
        if (Object.keys(shape.keys).some((key) => from[key] !== undefined)) found.push({ path, shownPath: shown, problem: 'missing' });
        return;
      }
      for (const [key, inner] of Object.entries(shape.keys)) walk(inner, from[key], to[key], [...path, key], `${shown}.${key}`);
      return;
    }
    // bySlug: every item of the original needs its item in the translation, found by slug.
    if (!Array.isArray(from)) return;
    const items = Array.isArray(to) ? to : [];
    for (const entry of from) {
      if (!isObject(entry) || typeof entry.slug !== 'string') continue;
      const index = items.findIndex((item) => isObject(item) && item.slug === entry.slug);
      const itemShown = `${shown}[${entry.slug}]`;
      if (index === -1) {
        found.push({ path, shownPath: itemShown, problem: 'missing' });
        continue;
      }
      walk({ kind: 'section', keys: shape.keys }, entry, items[index], [...path, index], itemShown);
    }
  };
  walk(TRANSLATED, original, translation, translationPath, translationPath.map(String).join('.'));
  return found;
}

/** Slugs a translation names that the original does not have (a typo, or a service since removed). */
export function unknownSlugs(original: unknown, translation: unknown, translationPath: PathSegment[]): Array<{ path: PathSegment[]; slug: string; list: string }> {
  const found: Array<{ path: PathSegment[]; slug: string; list: string }> = [];
  if (!isObject(original) || !isObject(translation)) return found;
  for (const [list, shape] of Object.entries((TRANSLATED as { keys: Record<string, Shape> }).keys)) {
    if (typeof shape === 'string' || shape.kind !== 'bySlug') continue;
    const known = new Set((Array.isArray(original[list]) ? original[list] : []).map((item: unknown) => (isObject(item) ? item.slug : undefined)));
    const items = translation[list];
    if (!Array.isArray(items)) continue;
    items.forEach((item, index) => {
      if (isObject(item) && typeof item.slug === 'string' && !known.has(item.slug)) found.push({ path: [...translationPath, list, index, 'slug'], slug: item.slug, list });
    });
  }
  return found;
}

/** `original` with every text the translation gives put in its place; everything else (names, slugs, photos' files, numbers) as it was. */
export function translated<T>(original: T, translation: unknown): T {
  const merge = (shape: Shape, from: unknown, to: unknown): unknown => {
    if (from === undefined || from === null || to === undefined) return from;
    if (shape === TEXT) return typeof to === 'string' ? to : from;
    if (shape === TEXTS || shape.kind === 'list') {
      if (!Array.isArray(from) || !Array.isArray(to)) return from;
      const item = shape === TEXTS ? TEXT : shape.item;
      return from.map((entry, index) => merge(item, entry, to[index]));
    }
    if (shape.kind === 'section') {
      if (!isObject(from) || !isObject(to)) return from;
      const merged: Data = { ...from };
      for (const [key, inner] of Object.entries(shape.keys)) if (key in from) merged[key] = merge(inner, from[key], to[key]);
      return merged;
    }
    if (!Array.isArray(from) || !Array.isArray(to)) return from;
    return from.map((entry) => {
      const match = isObject(entry) ? to.find((item) => isObject(item) && item.slug === entry.slug) : undefined;
      return match ? merge({ kind: 'section', keys: shape.keys }, entry, match) : entry;
    });
  };
  return merge(TRANSLATED, original, translation) as T;
}
