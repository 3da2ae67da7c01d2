// Which text of `translations.{code}` translates which field of the form: services and towns
// by slug, lists without slugs by position, labels key for key, as src/config/translations.ts
// matches them for the build. Pure, so the form and its tests share it.
import { extendKeyPath, formatKeyPath, valueAt, type Change, type KeyPath, type PathSegment } from '../../config/key-path.js';
import { builtInLabels } from '../../config/built-in-labels.js';
import { TEXT, TEXTS, TRANSLATED, type Shape } from '../../config/translations.js';
import { changeFor } from './model.js';

/** The labels of a translation: every key as the site's own `labels` has it. */
const LABELS = 'labels';

/** The translation, in one language, of a value of the form: where it is, and what it holds so far. */
export interface Translation {
  /** The language code, a key of `translations`. */
  code: string;
  /** Its key path in the data: where it is written, or where the first text typed will put it. */
  path: KeyPath;
  /**
   * What a control for it is named: its key path, but with the slug for a service or town the
   * translation does not have yet (`translations.es.services[aeration].title`), as the check
   * names it, so two new services never share a name.
   */
  name: string;
  /** As written; undefined where nothing is yet. */
  value: unknown;
  /** What inside it is translated. */
  shape: Shape | typeof LABELS;
  /** An item of a list the translation does not have yet: the first text typed adds it (with its slug). */
  adds?: { list: KeyPath; slug?: string };
}

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each translation of the whole site, in the file's order of languages; none without `translations`. */
export function translationRoots(data: unknown): Translation[] {
  const translations = isObject(data) ? data.translations : undefined;
  if (!isObject(translations)) return [];
  return Object.keys(translations).map((code) => ({ code, path: ['translations', code], name: formatKeyPath(['translations', code]), value: translations[code], shape: TRANSLATED }));
}

/** Where each item of a translation's list is, by slug; kept per list, so a form of 10,000 towns looks each up once. */
const slugIndexes = new WeakMap<readonly unknown[], Map<string, number>>();
function indexOfSlug(list: readonly unknown[], slug: string): number {
  let indexes = slugIndexes.get(list);
  if (!indexes) {
    indexes = new Map();
    for (const [index, item] of list.entries()) if (isObject(item) && typeof item.slug === 'string' && !indexes.has(item.slug)) indexes.set(item.slug, index);
    slugIndexes.set(list, indexes);
  }
  return indexes.get(slug) ?? -1;
}

/** What an item of a list matched by slug holds: the same object each time, so a field whose translation did not change is not drawn again. */
const itemShapes = new WeakMap<object, Shape>();
function itemOf(list: Extract<Shape, { kind: 'bySlug' }>): Shape {
  let item = itemShapes.get(list);
  if (!item) itemShapes.set(list, (item = { kind: 'section', keys: list.keys }));
  return item;
}

/**
 * The translation of the value at `key` inside `translation`, whose original is `original` (the
 * item itself, for a list: its slug says which translated item is its); undefined for what is not
 * translated (names, slugs, photo files, numbers).
 */
export function translationWithin(translation: Translation, key: PathSegment, original: unknown): Translation | undefined {
  const { shape } = translation;
  const into = (inner: Translation['shape'], segment: PathSegment, value: unknown, extra?: Partial<Translation>): Translation => ({
    ...translation,
    path: [...translation.path, segment],
    name: extendKeyPath(translation.name, segment),
    value,
    shape: inner,
    ...extra,
  });
  const inside = (segment: PathSegment) => (isObject(translation.value) || Array.isArray(translation.value) ? (translation.value as Data)[segment as string] : undefined);

  if (shape === TEXT) return undefined;
  if (shape === LABELS) return typeof key === 'string' ? into(LABELS, key, inside(key)) : undefined;
  if (shape === TEXTS || shape.kind === 'list') {
    if (typeof key !== 'number') return undefined;
    const list = translation.value;
    if (list !== undefined && !Array.isArray(list)) return undefined;
    const length = list?.length ?? 0;
    const item = shape === TEXTS ? TEXT : shape.item;
    if (key < length) return into(item, key, list![key]);
    // The next item, matched by its place: typing adds it. Beyond it there is no place to match.
    if (key > length) return undefined;
    return into(item, key, undefined, { adds: translation.adds ?? { list: translation.path } });
  }
  if (shape.kind === 'section') {
    if (typeof key !== 'string') return undefined;
    if (shape === TRANSLATED && key === LABELS) return into(LABELS, key, inside(key));
    const inner = Object.hasOwn(shape.keys, key) ? shape.keys[key] : undefined;
    return inner === undefined ? undefined : into(inner, key, inside(key));
  }
  // By slug: the translated item with the original's slug, wherever it stands in the translation's list.
  const slug = isObject(original) ? original.slug : undefined;
  if (typeof key !== 'number' || typeof slug !== 'string' || slug === '') return undefined;
  const list = translation.value;
  if (list !== undefined && !Array.isArray(list)) return undefined;
  const itemShape = itemOf(shape);
  const index = list ? indexOfSlug(list, slug) : -1;
  if (index >= 0) return into(itemShape, index, list![index]);
  if (translation.adds) return undefined; // a list inside an item being added: none of TRANSLATED's
  return { ...into(itemShape, list?.length ?? 0, undefined, { adds: { list: translation.path, slug } }), name: extendKeyPath(translation.name, { item: slug }) };
}

/**
 * The translations, one per language of `translations`, of the value at `path` of the site's own
 * texts: `services[0].description` → `translations.es.services[2].description` when the Spanish
 * list has that service third. None for a key that is not translated, or a site with one language.
 */
export function translationsOf(data: unknown, path: KeyPath): Translation[] {
  if (path[0] === 'translations') return [];
  return translationRoots(data).flatMap((root) => {
    let translation: Translation | undefined = root;
    for (let depth = 0; depth < path.length && translation; depth++) translation = translationWithin(translation, path[depth]!, valueAt(data, path.slice(0, depth + 1)));
    return translation ? [translation] : [];
  });
}

/** Whether a form's control shows this translation: a text, not a section or a list. */
export const isTranslatedText = (translation: Translation): boolean => translation.shape === TEXT || translation.shape === LABELS;

/** Whether it is among the labels, where every language has built-in texts to fall back on. */
export const isLabel = (translation: Translation): boolean => translation.shape === LABELS;

/**
 * The change that gives a translation the text `value` (undefined: takes it away). A service, a
 * town or a list item the translation does not have yet is added with it, at the end of its list.
 */
export function translationChange(data: unknown, translation: Translation, value: unknown): Change | undefined {
  const { adds } = translation;
  if (!adds) return changeFor(data, translation.path, value);
  if (value === undefined) return undefined;
  let item: unknown = value;
  const inner = translation.path.slice(adds.list.length + 1);
  for (let i = inner.length - 1; i >= 0; i--) item = typeof inner[i] === 'number' ? [item] : { [inner[i] as string]: item };
  if (adds.slug !== undefined) item = { slug: adds.slug, ...(item as Data) };
  const list = valueAt(data, adds.list);
  return Array.isArray(list) ? { op: 'insert', path: adds.list, index: list.length, value: item } : changeFor(data, adds.list, [item]);
}

/** The translated lists of the list at `listPath`, each with how its items are matched. */
function translatedLists(data: unknown, listPath: KeyPath): Array<{ list: unknown[]; path: KeyPath; bySlug: boolean }> {
  return translationsOf(data, listPath).flatMap(({ shape, value, adds, path }): Array<{ list: unknown[]; path: KeyPath; bySlug: boolean }> => {
    if (adds || !Array.isArray(value)) return [];
    if (shape === TEXTS || (typeof shape === 'object' && shape.kind === 'list')) return [{ list: value, path, bySlug: false }];
    if (typeof shape === 'object' && shape.kind === 'bySlug') return [{ list: value, path, bySlug: true }];
    return [];
  });
}

/**
 * What removing item `index` of the list at `listPath` takes away from the translations with it:
 * the service's or town's item by its slug, or the item at the same place of a list matched by
 * position (when it is as long as the original, so the places still pair). The last item takes
 * the list with it, as the original's does.
 */
export function removalInTranslations(data: unknown, listPath: KeyPath, index: number): Change[] {
  const original = valueAt(data, listPath);
  if (!Array.isArray(original)) return [];
  return translatedLists(data, listPath).flatMap(({ list, path, bySlug }): Change[] => {
    const item = original[index];
    const at = bySlug ? (isObject(item) && typeof item.slug === 'string' ? indexOfSlug(list, item.slug) : -1) : list.length === original.length ? index : -1;
    if (at < 0) return [];
    return [{ op: 'delete', path: list.length === 1 ? path : [...path, at] }];
  });
}

/** What moving an item of a list matched by position moves in the translations too, so each item keeps its translation. */
export function moveInTranslations(data: unknown, listPath: KeyPath, from: number, to: number): Change[] {
  const original = valueAt(data, listPath);
  if (!Array.isArray(original)) return [];
  return translatedLists(data, listPath)
    .filter(({ list, bySlug }) => !bySlug && list.length === original.length)
    .map(({ path }): Change => ({ op: 'move', path, from, to }));
}

/**
 * The site's own value that a key path of a translation translates, as far as there is one:
 * `translations.es.services[2].title` → `services[0].title` (by slug), `translations.es.faq[1]`
 * → `faq[1]`. Undefined for a key path outside `translations`, or a slug the site does not have.
 */
export function originalOf(data: unknown, path: KeyPath): KeyPath | undefined {
  if (path[0] !== 'translations' || path.length < 3) return undefined;
  const inner = path.slice(2);
  const list = inner[0];
  if ((list === 'services' || list === 'towns') && inner.length > 1) {
    // By its slug: the translation's item's, or the one the check names it by (`services[aeration]`).
    const slug = typeof inner[1] === 'number' ? valueAt(data, [...path.slice(0, 3), inner[1], 'slug']) : inner[1];
    const own = valueAt(data, [list]);
    if (typeof slug !== 'string' || !Array.isArray(own)) return undefined;
    const index = indexOfSlug(own, slug);
    return index < 0 ? undefined : [list, index, ...inner.slice(2)];
  }
  return inner;
}

/** A language's name in a language (its own by default): `es` → "Español", in English "Spanish"; the code itself where the browser knows no name. */
export function languageName(code: string, inLanguage = code): string {
  const key = `${code} ${inLanguage}`;
  let name = languageNames.get(key);
  if (name === undefined) languageNames.set(key, (name = nameOfLanguage(code, inLanguage)));
  return name;
}
const languageNames = new Map<string, string>();

function nameOfLanguage(code: string, inLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code);
    if (!name || name === code) return code;
    return name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1);
  } catch {
    return code; // not a language code the browser knows
  }
}

const labelsByLanguage = new Map<string, Record<string, Record<string, string>> | undefined>();

/** The product's own text of the label a translation's key path names (`translations.es.labels.header.call`), in that language; undefined for a language without built-in labels. */
export function builtInLabel(schema: object, path: KeyPath): string | undefined {
  const [, code, labels, section, key] = path;
  if (labels !== LABELS || typeof code !== 'string' || typeof section !== 'string' || typeof key !== 'string' || path.length !== 5) return undefined;
  if (!labelsByLanguage.has(code)) labelsByLanguage.set(code, builtInLabels(code, schema) as unknown as Record<string, Record<string, string>> | undefined);
  return labelsByLanguage.get(code)?.[section]?.[key];
}
