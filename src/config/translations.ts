// The site in more languages: `translations.{code}` holds the owner's own texts in that language,
// matched to the original by slug (services, towns) or by position (lists without slugs). This
// module says which texts are the owner's (everything a visitor reads but names), finds the ones a
// translation lacks, and makes the config of each language. The schema's `translations` block is
// made from TRANSLATED and the rest of the schema (translation-schema.ts, by npm run types).
import { builtInLabels, englishLabels, withOwnLabels } from './built-in-labels.js';
import type { KeyPath, PathSegment, ShownPath } from './key-path.js';
import type { SiteConfig } from './types.js';

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

/** Where each slug stands in a translation's list (the first time it does): a site may have thousands of towns. */
function indexBySlug(items: unknown): Map<unknown, number> {
  const index = new Map<unknown, number>();
  if (Array.isArray(items)) items.forEach((item, position) => isObject(item) && !index.has(item.slug) && index.set(item.slug, position));
  return index;
}

/**
 * Every text of the original with its translation where the translation gives one, by the
 * original's words: a text written the same way in several places (the same answer for two
 * services, a town's intro copied to a new town) needs translating once.
 */
export function translationMemory(original: unknown, translation: unknown): Map<string, string> {
  const memory = new Map<string, string>();
  const walk = (shape: Shape, from: unknown, to: unknown) => {
    if (from === undefined || from === null || to === undefined || to === null) return;
    if (shape === TEXT) {
      if (typeof from === 'string' && typeof to === 'string' && !memory.has(from)) memory.set(from, to);
      return;
    }
    if (shape === TEXTS || shape.kind === 'list') {
      if (!Array.isArray(from) || !Array.isArray(to) || from.length !== to.length) return;
      from.forEach((entry, index) => walk(shape === TEXTS ? TEXT : shape.item, entry, to[index]));
      return;
    }
    if (shape.kind === 'section') {
      if (isObject(from) && isObject(to)) for (const [key, inner] of Object.entries(shape.keys)) walk(inner, from[key], to[key]);
      return;
    }
    if (!Array.isArray(from) || !Array.isArray(to)) return;
    const positions = indexBySlug(to);
    for (const entry of from) {
      const position = isObject(entry) ? positions.get(entry.slug) : undefined;
      if (position !== undefined) walk({ kind: 'section', keys: shape.keys }, entry, to[position]);
    }
  };
  walk(TRANSLATED, original, translation);
  return memory;
}

/** A text a translation lacks, or a list of another length. `shownPath` names a bySlug item by its slug. */
export interface MissingTranslation {
  /** Where the translation should have it, as data (`['translations', 'es', 'services', 1, 'title']`): the nearest existing key is where it is reported. */
  path: PathSegment[];
  /** As the message names it, an item by its slug: `translations.es.services[lawn-maintenance].title`. */
  shownPath: ShownPath;
  problem: 'missing' | { length: number; expected: number };
}

/**
 * Every text of `original` the translation at `translationPath` does not give, and every list of
 * another length. Reads the data defensively: it runs whatever else is wrong with the file.
 */
export function missingTranslations(original: unknown, translation: unknown, translationPath: PathSegment[]): MissingTranslation[] {
  const found: MissingTranslation[] = [];
  const memory = translationMemory(original, translation);
  /** Whether an entry of the original has a text that is translated nowhere. */
  const untranslated = (shape: Shape, from: unknown): boolean => {
    if (from === undefined || from === null) return false;
    if (shape === TEXT) return typeof from === 'string' && !memory.has(from);
    if (shape === TEXTS || shape.kind === 'list') return Array.isArray(from) && from.some((entry) => untranslated(shape === TEXTS ? TEXT : shape.item, entry));
    if (shape.kind === 'section' || shape.kind === 'bySlug') return isObject(from) && Object.entries(shape.keys).some(([key, inner]) => untranslated(inner, from[key]));
    return false;
  };
  const walk = (shape: Shape, from: unknown, to: unknown, path: PathSegment[], shown: ShownPath) => {
    if (from === undefined || from === null) return; // nothing written, nothing to translate
    if (shape === TEXT) {
      if (typeof from === 'string' && typeof to !== 'string' && !memory.has(from)) found.push({ path, shownPath: shown, problem: 'missing' });
      return;
    }
    if (shape === TEXTS || shape.kind === 'list') {
      if (!Array.isArray(from)) return;
      if (!Array.isArray(to)) {
        if (untranslated(shape, from)) found.push({ path, shownPath: shown, problem: 'missing' });
        return;
      }
      if (to.length !== from.length) {
        found.push({ path, shownPath: shown, problem: { length: to.length, expected: from.length } });
        return;
      }
      const item = shape === TEXTS ? TEXT : shape.item;
      from.forEach((entry, index) => walk(item, entry, to[index], [...path, index], [...shown, index]));
      return;
    }
    if (shape.kind === 'section') {
      if (!isObject(from)) return;
      if (!isObject(to)) {
        if (untranslated(shape, from)) found.push({ path, shownPath: shown, problem: 'missing' });
        return;
      }
      for (const [key, inner] of Object.entries(shape.keys)) walk(inner, from[key], to[key], [...path, key], [...shown, key]);
      return;
    }
    // bySlug: every item of the original needs its item in the translation, found by slug.
    if (!Array.isArray(from)) return;
    const items = Array.isArray(to) ? to : [];
    const positions = indexBySlug(items);
    for (const entry of from) {
      if (!isObject(entry) || typeof entry.slug !== 'string') continue;
      const index = positions.get(entry.slug) ?? -1;
      const itemShown = [...shown, { item: entry.slug }];
      if (index === -1) {
        // An entry whose texts are all translated elsewhere (or that has none) needs no entry of its own.
        if (untranslated({ kind: 'bySlug', keys: shape.keys }, entry)) found.push({ path, shownPath: itemShown, problem: 'missing' });
        continue;
      }
      walk({ kind: 'section', keys: shape.keys }, entry, items[index], [...path, index], itemShown);
    }
  };
  walk(TRANSLATED, original, translation, translationPath, translationPath);
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

/**
 * `original` with every text the translation gives put in its place; everything else (names, slugs,
 * photos' files, numbers) as it was. What the translation changes nothing in is the original's own
 * section or list, not a copy: a site of 10,000 towns whose towns are not translated has one list
 * of them, and one lookup of them by slug, in every language.
 */
export function translated<T>(original: T, translation: unknown): T {
  const memory = translationMemory(original, translation);
  const sameOrMerged = (from: unknown[], merged: unknown[]): unknown[] => (merged.every((entry, index) => entry === from[index]) ? from : merged);
  const merge = (shape: Shape, from: unknown, to: unknown): unknown => {
    if (shape === TEXT) return typeof to === 'string' ? to : typeof from === 'string' ? (memory.get(from) ?? from) : from;
    if (from === undefined || from === null) return from;
    if (shape === TEXTS || shape.kind === 'list') {
      if (!Array.isArray(from)) return from;
      const item = shape === TEXTS ? TEXT : shape.item;
      return sameOrMerged(from, from.map((entry, index) => merge(item, entry, Array.isArray(to) ? to[index] : undefined)));
    }
    if (shape.kind === 'section') {
      if (!isObject(from)) return from;
      let merged: Data | undefined;
      for (const [key, inner] of Object.entries(shape.keys)) {
        if (!(key in from)) continue;
        const value = merge(inner, from[key], isObject(to) ? to[key] : undefined);
        if (value !== from[key]) (merged ??= { ...from })[key] = value;
      }
      return merged ?? from;
    }
    if (!Array.isArray(from)) return from;
    const positions = indexBySlug(to);
    return sameOrMerged(
      from,
      from.map((entry) => {
        const position = isObject(entry) ? positions.get(entry.slug) : undefined;
        return merge({ kind: 'section', keys: shape.keys }, entry, position === undefined ? undefined : (to as unknown[])[position]);
      }),
    );
  };
  return merge(TRANSLATED, original, translation) as T;
}

/**
 * The config of the site in language `code`, a key of `translations`: its texts in that language,
 * its labels the built-in ones of that language (or English, for a language whose translation
 * gives every label) with the translation's own on top, and `site.language` that code.
 */
export function configInLanguage(config: SiteConfig, code: string, schema: object): SiteConfig {
  const translation = config.translations?.[code];
  const labels = withOwnLabels(builtInLabels(code, schema) ?? englishLabels(schema), translation?.labels);
  const { translations: _all, ...rest } = translated(config, translation);
  return { ...rest, site: { ...config.site, language: code }, labels };
}

/**
 * The service or town a key of the site's own language is inside (`['towns', 3, 'intro']`), whose
 * translation is found by the item's slug: the list, the item's place in it and its slug.
 * Undefined for any other key.
 */
export function keyInItemBySlug(config: Pick<SiteConfig, 'services' | 'towns'>, ownKey: KeyPath): { list: 'services' | 'towns'; index: number; slug: string | undefined } | undefined {
  const [list, index] = ownKey;
  if ((list !== 'services' && list !== 'towns') || typeof index !== 'number') return undefined;
  return { list, index, slug: config[list][index]?.slug };
}

/** The languages of a site: its own first (site.language), then each translation's, as written. */
export const siteLanguages = (config: SiteConfig): string[] => [config.site.language, ...Object.keys(config.translations ?? {})];
