// Which text of `translations.{code}` translates which field of the form: services and towns
// by slug, lot sizes by id, other lists by position, labels key for key, as
// src/config/translations.ts matches them for the build. Pure, so the form and its tests share it.
import { extendKeyPath, formatKeyPath, valueAt, type Change, type KeyPath, type PathSegment } from '../../config/key-path.js';
import { intlLanguageName } from '../../config/language-name.js';
import { builtInLabels } from '../../config/built-in-labels.js';
import { TEXT, TEXTS, TRANSLATED, type ItemKey, type Shape } from '../../config/translations.js';
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
  /** An item of a list the translation does not have yet: the first text typed adds it (with its slug or id). */
  adds?: { list: KeyPath; key?: { name: ItemKey; value: string } };
}

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each translation of the whole site, in the file's order of languages; none without `translations`. */
export function translationRoots(data: unknown): Translation[] {
  const translations = isObject(data) ? data.translations : undefined;
  if (!isObject(translations)) return [];
  return Object.keys(translations).map((code) => ({ code, path: ['translations', code], name: formatKeyPath(['translations', code]), value: translations[code], shape: TRANSLATED }));
}

/** Where each item of a list is, by its slug or id; kept per list, so a form of 10,000 towns looks each up once. */
const keyIndexes = new WeakMap<readonly unknown[], Map<string, number>>();
function indexOfKey(list: readonly unknown[], key: ItemKey, value: string): number {
  let indexes = keyIndexes.get(list);
  if (!indexes) {
    indexes = new Map();
    for (const [index, item] of list.entries()) if (isObject(item) && typeof item[key] === 'string' && !indexes.has(item[key])) indexes.set(item[key], index);
    keyIndexes.set(list, indexes);
  }
  return indexes.get(value) ?? -1;
}

/** What an item of a list matched by a key holds: the same object each time, so a field whose translation did not change is not drawn again. */
const itemShapes = new WeakMap<object, Shape>();
function itemOf(list: Extract<Shape, { kind: 'byKey' }>): Shape {
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
  if (shape !== LABELS && shape !== TEXTS && shape.kind === 'optional') return translationWithin({ ...translation, shape: shape.shape }, key, original);
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
  // By its key: the translated item with the original's slug or id, wherever it stands in the translation's list.
  const value = isObject(original) ? original[shape.key] : undefined;
  if (typeof key !== 'number' || typeof value !== 'string' || value === '') return undefined;
  const list = translation.value;
  if (list !== undefined && !Array.isArray(list)) return undefined;
  const itemShape = itemOf(shape);
  const index = list ? indexOfKey(list, shape.key, value) : -1;
  if (index >= 0) return into(itemShape, index, list![index]);
  if (translation.adds) return undefined; // a list inside an item being added: none of TRANSLATED's
  return { ...into(itemShape, list?.length ?? 0, undefined, { adds: { list: translation.path, key: { name: shape.key, value } } }), name: extendKeyPath(translation.name, { item: value }) };
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
  if (adds.key) item = { [adds.key.name]: adds.key.value, ...(item as Data) };
  const list = valueAt(data, adds.list);
  return Array.isArray(list) ? { op: 'insert', path: adds.list, index: list.length, value: item } : changeFor(data, adds.list, [item]);
}

/** The translated lists of the list at `listPath`, each with how its items are matched: by a key of theirs, or by position. */
function translatedLists(data: unknown, listPath: KeyPath): Array<{ list: unknown[]; path: KeyPath; byKey?: ItemKey }> {
  return translationsOf(data, listPath).flatMap(({ shape, value, adds, path }): Array<{ list: unknown[]; path: KeyPath; byKey?: ItemKey }> => {
    if (adds || !Array.isArray(value)) return [];
    const list = typeof shape === 'object' && shape.kind === 'optional' ? shape.shape : shape;
    if (list === TEXTS || (typeof list === 'object' && list.kind === 'list')) return [{ list: value, path }];
    if (typeof list === 'object' && list.kind === 'byKey') return [{ list: value, path, byKey: list.key }];
    return [];
  });
}

/**
 * What removing item `index` of the list at `listPath` takes away from the translations with it:
 * the service's, town's or lot size's item by its slug or id, or the item at the same place of a list matched by
 * position (when it is as long as the original, so the places still pair). The last item takes
 * the list with it, as the original's does.
 */
export function removalInTranslations(data: unknown, listPath: KeyPath, index: number): Change[] {
  const original = valueAt(data, listPath);
  if (!Array.isArray(original)) return [];
  return translatedLists(data, listPath).flatMap(({ list, path, byKey }): Change[] => {
    const item = original[index];
    const at = byKey ? (isObject(item) && typeof item[byKey] === 'string' ? indexOfKey(list, byKey, item[byKey]) : -1) : list.length === original.length ? index : -1;
    if (at < 0) return [];
    return [{ op: 'delete', path: list.length === 1 ? path : [...path, at] }];
  });
}

/**
 * What adding an item at the end of the list at `listPath` adds to the translations with it: an
 * empty item at the end of each list matched by position that was as long as the original, so the
 * places still pair and the new item's texts show as texts to translate, not a list one too short.
 * A list of plain texts (a service's points) gets nothing: an empty text is not one, so its
 * translation is added when it is typed.
 */
export function additionInTranslations(data: unknown, listPath: KeyPath): Change[] {
  const original = valueAt(data, listPath);
  const length = Array.isArray(original) ? original.length : 0;
  return translationsOf(data, listPath).flatMap(({ shape, value, adds, path }): Change[] => {
    const list = typeof shape === 'object' && shape.kind === 'optional' ? shape.shape : shape;
    if (adds || !Array.isArray(value) || value.length !== length || typeof list !== 'object' || list.kind !== 'list' || list.item === TEXT) return [];
    return [{ op: 'insert', path, index: length, value: {} }];
  });
}

/** What renaming an item's slug or id renames in the translations too, so each item keeps its translation. */
export function keyRenameInTranslations(data: unknown, path: KeyPath, value: unknown): Change[] {
  const key = path[path.length - 1];
  const old = valueAt(data, path);
  if (typeof path[path.length - 2] !== 'number' || typeof value !== 'string' || typeof old !== 'string' || old === value) return [];
  return translatedLists(data, path.slice(0, -2)).flatMap(({ list, path: translated, byKey }): Change[] => {
    const at = byKey && byKey === key ? indexOfKey(list, byKey, old) : -1;
    return at < 0 ? [] : [{ op: 'set', path: [...translated, at, byKey!], value }];
  });
}

/** What moving an item of a list matched by position moves in the translations too, so each item keeps its translation. */
export function moveInTranslations(data: unknown, listPath: KeyPath, from: number, to: number): Change[] {
  const original = valueAt(data, listPath);
  if (!Array.isArray(original)) return [];
  return translatedLists(data, listPath)
    .filter(({ list, byKey }) => !byKey && list.length === original.length)
    .map(({ path }): Change => ({ op: 'move', path, from, to }));
}

/**
 * The site's own value that a key path of a translation translates, as far as there is one:
 * `translations.es.services[2].title` → `services[0].title` (by slug), `translations.es.faq[1]`
 * → `faq[1]`. Undefined for a key path outside `translations`, or a slug or id the site does not have.
 */
export function originalOf(data: unknown, path: KeyPath): KeyPath | undefined {
  if (path[0] !== 'translations' || path.length < 3) return undefined;
  const original: PathSegment[] = [];
  let shape: Shape | undefined = TRANSLATED;
  for (let depth = 2; depth < path.length; depth++) {
    const segment = path[depth]!;
    if (typeof shape === 'object' && shape.kind === 'optional') shape = shape.shape;
    if (typeof shape === 'object' && shape.kind === 'byKey') {
      // By its key: the translation's item's, or the one the check names it by (`services[aeration]`).
      const value = typeof segment === 'number' ? valueAt(data, [...path.slice(0, depth + 1), shape.key]) : segment;
      const own = valueAt(data, original);
      const index = typeof value === 'string' && Array.isArray(own) ? indexOfKey(own, shape.key, value) : -1;
      if (index < 0) return undefined;
      original.push(index);
      shape = itemOf(shape);
      continue;
    }
    original.push(segment);
    shape = shape === TEXTS ? TEXT : typeof shape === 'object' ? (shape.kind === 'list' ? shape.item : shape.kind === 'section' ? shape.keys[segment as string] : undefined) : undefined;
  }
  return original;
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
  const name = intlLanguageName(code, inLanguage);
  if (!name || name === code) return code;
  return name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1);
}

const labelsByLanguage = new Map<string, Record<string, Record<string, string>> | undefined>();

/** The product's own text of the label a translation's key path names (`translations.es.labels.header.call`), in that language; undefined for a language without built-in labels. */
export function builtInLabel(schema: object, path: KeyPath): string | undefined {
  const [, code, labels, section, key] = path;
  if (labels !== LABELS || typeof code !== 'string' || typeof section !== 'string' || typeof key !== 'string' || path.length !== 5) return undefined;
  if (!labelsByLanguage.has(code)) labelsByLanguage.set(code, builtInLabels(code, schema) as unknown as Record<string, Record<string, string>> | undefined);
  return labelsByLanguage.get(code)?.[section]?.[key];
}
