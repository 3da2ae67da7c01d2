// The site in more languages: `translations.{code}` holds the owner's own texts in that language,
// matched to the original by a key of theirs (services and towns by slug, lot sizes by id) or by
// position (lists without such a key). This
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

/** The key that says which item of the original an item of a translation translates. */
export type ItemKey = 'slug' | 'id';

export type Shape =
  | typeof TEXT
  | typeof TEXTS
  | { kind: 'section'; keys: Record<string, Shape> }
  | { kind: 'list'; item: Shape } // matched by position
  | { kind: 'byKey'; key: ItemKey; keys: Record<string, Shape> } // matched by the items' `key`
  | { kind: 'optional'; shape: Shape }; // translated where the translation gives it, else shown as written

const section = (keys: Record<string, Shape>): Shape => ({ kind: 'section', keys });
const list = (item: Shape): Shape => ({ kind: 'list', item });
const byKey = (key: ItemKey, keys: Record<string, Shape>): Shape => ({ kind: 'byKey', key, keys });
/** For texts that may read the same in every language, where asking for them would stop sites that built before. */
const optional = (shape: Shape): Shape => ({ kind: 'optional', shape });

const searchTexts = section({ title: TEXT, description: TEXT });
const photo = section({ alt: TEXT });
const questions = list(section({ question: TEXT, answer: TEXT }));

/**
 * Every text of site.yaml a visitor reads, by where it is. Names stay as written and are not here:
 * the business's, the towns' and their neighbourhoods', the testimonials' authors. A licence line
 * is the state's words and a number: its translation is welcome, not asked for.
 */
export const TRANSLATED = section({
  business: section({ licences: optional(TEXTS) }),
  site: searchTexts,
  hero: section({ headline: TEXT, subtext: TEXT, image: photo }),
  services: byKey('slug', { title: TEXT, description: TEXT, points: TEXTS, image: photo, seo: searchTexts, faq: questions, prices: section({ for: TEXT }) }),
  towns: byKey('slug', { intro: TEXT, notes: TEXT, seo: searchTexts }),
  whyChooseUs: TEXTS,
  trustBadges: TEXTS,
  testimonials: list(section({ quote: TEXT })),
  faq: questions,
  offers: list(section({ text: TEXT })),
  projects: list(section({ title: TEXT, text: TEXT, photo, before: photo })),
  pricing: section({ note: TEXT, lotSizes: byKey('id', { label: TEXT, hint: TEXT }) }),
});

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where each item stands in a translation's list by its `key` (the first time it does): a site may have thousands of towns. */
function indexByKey(items: unknown, key: ItemKey): Map<unknown, number> {
  const index = new Map<unknown, number>();
  if (Array.isArray(items)) items.forEach((item, position) => isObject(item) && !index.has(item[key]) && index.set(item[key], position));
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
    if (shape.kind === 'optional') return walk(shape.shape, from, to);
    if (shape.kind === 'section') {
      if (isObject(from) && isObject(to)) for (const [key, inner] of Object.entries(shape.keys)) walk(inner, from[key], to[key]);
      return;
    }
    if (!Array.isArray(from) || !Array.isArray(to)) return;
    const positions = indexByKey(to, shape.key);
    for (const entry of from) {
      const position = isObject(entry) ? positions.get(entry[shape.key]) : undefined;
      if (position !== undefined) walk({ kind: 'section', keys: shape.keys }, entry, to[position]);
    }
  };
  walk(TRANSLATED, original, translation);
  return memory;
}

/** A text a translation lacks, or a list of another length. `shownPath` names an item matched by a key by that key (its slug, its id). */
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
    if (shape.kind === 'section' || shape.kind === 'byKey') return isObject(from) && Object.entries(shape.keys).some(([key, inner]) => untranslated(inner, from[key]));
    return false; // an optional text is never missing
  };
  const walk = (shape: Shape, from: unknown, to: unknown, path: PathSegment[], shown: ShownPath) => {
    if (from === undefined || from === null) return; // nothing written, nothing to translate
    if (shape !== TEXT && shape !== TEXTS && shape.kind === 'optional') return;
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
    // byKey: every item of the original needs its item in the translation, found by its key.
    if (!Array.isArray(from)) return;
    const items = Array.isArray(to) ? to : [];
    const positions = indexByKey(items, shape.key);
    for (const entry of from) {
      const itemKey = isObject(entry) ? entry[shape.key] : undefined;
      if (typeof itemKey !== 'string') continue;
      const index = positions.get(itemKey) ?? -1;
      const itemShown = [...shown, { item: itemKey }];
      if (index === -1) {
        // An entry whose texts are all translated elsewhere (or that has none) needs no entry of its own.
        if (untranslated(shape, entry)) found.push({ path, shownPath: itemShown, problem: 'missing' });
        continue;
      }
      walk({ kind: 'section', keys: shape.keys }, entry, items[index], [...path, index], itemShown);
    }
  };
  walk(TRANSLATED, original, translation, translationPath, translationPath);
  return found;
}

/** An item of a translation whose key (slug, id) names no item of the original: a typo, or an item since removed. */
export interface UnknownItem {
  /** Where its key is written: `['translations', 'es', 'pricing', 'lotSizes', 2, 'id']`. */
  path: PathSegment[];
  /** The list, as key path of the original: `['pricing', 'lotSizes']`. */
  list: PathSegment[];
  key: ItemKey;
  value: string;
}

/** Items a translation names by a key the original does not have, in every list matched by a key. */
export function unknownItems(original: unknown, translation: unknown, translationPath: PathSegment[]): UnknownItem[] {
  const found: UnknownItem[] = [];
  const walk = (shape: Shape, from: unknown, to: unknown, at: PathSegment[]) => {
    if (shape === TEXT || shape === TEXTS || shape.kind === 'list' || shape.kind === 'optional') return;
    if (shape.kind === 'section') {
      if (isObject(from) && isObject(to)) for (const [key, inner] of Object.entries(shape.keys)) walk(inner, from[key], to[key], [...at, key]);
      return;
    }
    if (!Array.isArray(to)) return;
    const known = new Set((Array.isArray(from) ? from : []).map((item: unknown) => (isObject(item) ? item[shape.key] : undefined)));
    to.forEach((item, index) => {
      const value = isObject(item) ? item[shape.key] : undefined;
      if (typeof value === 'string' && !known.has(value)) found.push({ path: [...translationPath, ...at, index, shape.key], list: at, key: shape.key, value });
    });
  };
  walk(TRANSLATED, original, translation, []);
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
    if (shape !== TEXTS && shape.kind === 'optional') return merge(shape.shape, from, to);
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
    const positions = indexByKey(to, shape.key);
    return sameOrMerged(
      from,
      from.map((entry) => {
        const position = isObject(entry) ? positions.get(entry[shape.key]) : undefined;
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
