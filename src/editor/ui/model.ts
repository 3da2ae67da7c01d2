// The form's model: key paths, the changes the owner makes, and the schema read as the form needs it.
// Pure functions, shared by the browser code and its tests. Key paths and changes are
// config/key-path.ts's, the ones the YAML writer takes.
import { formatKeyPath, parseKeyPath, samePath, startsWithPath, valueAt, type Change, type KeyPath, type PathSegment } from '../../config/key-path.js';
import { words } from './words.js';

/** The subset of JSON Schema our schema uses. */
export interface Schema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  description?: string;
  properties?: Record<string, Schema>;
  /** The value of any other key: a translation, under its language code. */
  additionalProperties?: Schema | boolean;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  /** Where a value's choices are in the file, such as `pricing.lotSizes[].id`: a key of each item of a list. */
  choicesFrom?: string;
  default?: unknown;
  examples?: unknown[];
  pattern?: string;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
}

/** `postalCode` → "Postal code", `seo` → "SEO": a key in words, for a key the editor's words table does not name. */
export function plainLabel(key: string): string {
  if (key === 'seo') return 'SEO';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bfaq\b/, 'questions')
    .replace(/\bemail\b/, 'e-mail');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The word for one item of a list: "towns" → "town", "faq" → "question". */
export function itemWord(listKey: string): string {
  if (Object.hasOwn(words.items, listKey)) return words.items[listKey]!;
  const plain = plainLabel(listKey).toLowerCase();
  return plain.endsWith('ies') ? `${plain.slice(0, -3)}y` : plain.endsWith('s') ? plain.slice(0, -1) : plain;
}

/** What an item of a list is called on its buttons ("Move Ogdenville up"): its name or title, else "town 3". */
export function itemName(listKey: string, item: unknown, index: number): string {
  return itemTitle(item) ?? `${itemWord(listKey)} ${index + 1}`;
}

/** How long an item's title may be in a legend or on a button: longer ones are cut at a word, with "…". */
const TITLE_LENGTH = 60;

/**
 * The name or title the owner gave an item, if any, cut at a word when long. With `data`, a price
 * range is called by its lot size's label ("5,000 – 10,000 sq ft"), as the form's legends call it.
 */
export function itemTitle(item: unknown, data?: unknown): string | undefined {
  if (typeof item === 'string' && item.trim()) return shortened(item.trim(), TITLE_LENGTH);
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    if (data !== undefined && typeof record.lotSize === 'string') {
      const label = labelledChoicesFrom(data, 'pricing.lotSizes[].id').find((choice) => choice.value === record.lotSize)?.label;
      if (label) return shortened(label, TITLE_LENGTH);
    }
    for (const key of ['name', 'title', 'question', 'text', 'author', 'slug', 'label', 'lotSize']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return shortened(value.trim(), TITLE_LENGTH);
    }
  }
  return undefined;
}

/** `text` cut to at most `max` characters at the end of a word, with "…" when anything was cut. */
export function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  // One character more: whether the cut falls between two words.
  const lastSpace = text.slice(0, max + 1).search(/\s\S*$/);
  return `${text.slice(0, lastSpace >= max / 2 ? lastSpace : max).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The group name of an item of a list of objects: "Town 3: Ogdenville", or "Opening hours 1" when it has no name. `data`: see itemTitle. */
export function itemLabel(listKey: string, item: unknown, index: number, data?: unknown): string {
  const word = itemWord(listKey);
  const title = itemTitle(item, data);
  return `${word.charAt(0).toUpperCase()}${word.slice(1)} ${index + 1}${title ? `: ${title}` : ''}`;
}

/**
 * The choices a schema's `choicesFrom` names in `data`: `pricing.lotSizes[].id` is the `id` of
 * each lot size, in the file's order, each once, the empty and the missing left out.
 */
export function choicesFrom(data: unknown, source: string): string[] {
  return labelledChoicesFrom(data, source).map((choice) => choice.value);
}

/**
 * The same choices, each with what visitors see of its item: a lot size's label, a service's
 * title, a town's name (the value itself when the item has none).
 */
export function labelledChoicesFrom(data: unknown, source: string): Array<{ value: string; label: string }> {
  const [listKey = '', itemKey = ''] = source.split('[].');
  const list = valueAt(data, parseKeyPath(listKey) ?? []);
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const choices: Array<{ value: string; label: string }> = [];
  for (const item of list) {
    const value = valueAt(item, [itemKey]);
    if (typeof value !== 'string' || value === '' || seen.has(value)) continue;
    seen.add(value);
    const shown = ['label', 'title', 'name'].map((key) => valueAt(item, [key])).find((text): text is string => typeof text === 'string' && text.trim() !== '');
    choices.push({ value, label: shown?.trim() ?? value });
  }
  return choices;
}

/** A photo: an object of `src` and `alt`. Its `src` is picked from photos/ or uploaded. */
export const isPhoto = (schema: Schema): boolean => schema.type === 'object' && Boolean(schema.properties?.src && schema.properties?.alt);

/** The schema of the value at `path`, or undefined where the schema has no such key. */
export function schemaAt(root: Schema, path: KeyPath): Schema | undefined {
  let schema: Schema | undefined = root;
  for (const segment of path) {
    if (!schema) return undefined;
    if (typeof segment === 'number') schema = schema.items;
    else schema = schema.properties && Object.hasOwn(schema.properties, segment) ? schema.properties[segment] : typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  }
  return schema;
}

/** A new value for a new list item: its required keys, empty, for the owner to fill in (the check names each). */
export function emptyValue(schema: Schema | undefined): unknown {
  if (!schema) return '';
  if (schema.type === 'object') return Object.fromEntries((schema.required ?? []).map((key) => [key, emptyValue(schema.properties?.[key])]));
  if (schema.type === 'array') return [];
  if (schema.type === 'number' || schema.type === 'integer') return 0;
  if (schema.enum?.length) return schema.enum[0];
  return '';
}

const clone = (value: unknown): unknown => (value && typeof value === 'object' ? (Array.isArray(value) ? [...value] : { ...(value as object) }) : value);

/** `data` with one change made, copying only the containers on the way (React sees what changed). */
export function applyToData(data: unknown, change: Change): unknown {
  const update = (value: unknown, path: KeyPath, at: (container: unknown) => unknown): unknown => {
    if (path.length === 0) return at(value);
    const [head, ...rest] = path;
    const container = (clone(value ?? (typeof head === 'number' ? [] : {})) as Record<string, unknown>);
    container[head as string] = update(container[head as string], rest, at);
    return container;
  };
  switch (change.op) {
    case 'set':
      return update(data, change.path, () => change.value);
    case 'delete': {
      const parent = change.path.slice(0, -1);
      const last = change.path[change.path.length - 1]!;
      return update(data, parent, (container) => {
        if (Array.isArray(container)) return container.filter((_, i) => i !== last);
        const copy = { ...(container as Record<string, unknown>) };
        delete copy[last as string];
        return copy;
      });
    }
    case 'insert':
      return update(data, change.path, (list) => {
        const copy = Array.isArray(list) ? [...list] : [];
        copy.splice(change.index, 0, change.value);
        return copy;
      });
    case 'move':
      return update(data, change.path, (list) => {
        const copy = [...(list as unknown[])];
        const [item] = copy.splice(change.from, 1);
        copy.splice(change.to, 0, item);
        return copy;
      });
  }
}

/**
 * Adds a change to the list. Typing makes one `set` per key press: a `set` of the same path as a
 * `set` just before it replaces that one, so the list stays as long as what the owner did. A
 * removal, an addition or a move is never replaced, and nothing folds across one: two removals
 * at the same place remove two items. Changes before `sealed` (being saved) are left as they are.
 */
export function addChange(changes: readonly Change[], change: Change, sealed = 0): Change[] {
  const folded = foldIntoInsert(changes, change, sealed);
  if (folded) return folded;
  const last = changes[changes.length - 1];
  if (changes.length > sealed && last?.op === 'set' && change.op === 'set' && samePath(last.path, change.path)) {
    return [...changes.slice(0, -1), change];
  }
  return [...changes, change];
}

/**
 * The change that gives the key at `path` the value `value` (undefined: take the key away). A key
 * in a section the file does not have yet sets the section, with just that key.
 */
export function changeFor(data: unknown, path: KeyPath, value: unknown): Change | undefined {
  for (let depth = 1; depth < path.length; depth++) {
    const container = valueAt(data, path.slice(0, depth));
    if (container === undefined || container === null) {
      if (value === undefined) return undefined; // nothing there to take away
      let built: unknown = value;
      for (let i = path.length - 1; i >= depth; i--) built = typeof path[i] === 'number' ? [built] : { [path[i] as string]: built };
      return { op: 'set', path: path.slice(0, depth), value: built };
    }
  }
  if (value === undefined) return valueAt(data, path) === undefined ? undefined : { op: 'delete', path };
  return { op: 'set', path, value };
}

/**
 * Where a problem belongs in the form: the key path of a field the form shows, or undefined
 * (listed at the top). The check names a translated service or town by its slug
 * (`translations.es.services[lawn-maintenance].title`): given the data, that is its field's
 * key path (`translations.es.services[0].title`).
 */
export function fieldOf(root: Schema, keyPath: string, data?: unknown): string | undefined {
  if (!keyPath) return undefined;
  const path = parseKeyPath(keyPath);
  if (!path) return undefined;
  const inData = data === undefined ? path : keyPathInData(data, path);
  return inData && schemaAt(root, inData) ? (inData === path ? keyPath : formatKeyPath(inData)) : undefined;
}

/** `path` with each slug that names an item of a list (`services[lawn-maintenance]`) as that item's index; undefined for a slug no item has. */
export function keyPathInData(data: unknown, path: KeyPath): KeyPath | undefined {
  if (!path.some((segment, depth) => typeof segment === 'string' && Array.isArray(valueAt(data, path.slice(0, depth))))) return path;
  const resolved: PathSegment[] = [];
  for (const segment of path) {
    const container = valueAt(data, resolved);
    if (typeof segment === 'string' && Array.isArray(container)) {
      const index = container.findIndex((item) => typeof item === 'object' && item !== null && (item as { slug?: unknown }).slug === segment);
      if (index < 0) return undefined;
      resolved.push(index);
    } else resolved.push(segment);
  }
  return resolved;
}

/** Whether a key must be there: required by its object. */
export const isRequired = (parent: Schema | undefined, key: PathSegment): boolean => typeof key === 'string' && Boolean(parent?.required?.includes(key));

/**
 * A value typed into an item added since the file was loaded goes into that item's `insert`, so
 * the new item is written once, with the owner's values (plain where plain is safe), rather than
 * written empty and then changed key by key. The path is followed back through the changes made
 * since the insert (a removal or a move before the item changes its index); a change that
 * replaced or removed what the path leads through ends the search.
 */
function foldIntoInsert(changes: readonly Change[], change: Change, sealed: number): Change[] | undefined {
  if (change.op !== 'set') return undefined;
  const path: PathSegment[] = [...change.path];
  for (let i = changes.length - 1; i >= sealed; i--) {
    const earlier = changes[i]!;
    if (earlier.op === 'set') {
      if (startsWithPath(path, earlier.path)) return undefined; // the value was given by that set
      continue;
    }
    const list = earlier.op === 'delete' ? earlier.path.slice(0, -1) : earlier.path;
    const atList = startsWithPath(path, list) && path.length > list.length && typeof path[list.length] === 'number';
    if (earlier.op === 'delete') {
      if (startsWithPath(path, earlier.path)) return undefined;
      const removed = earlier.path[earlier.path.length - 1];
      if (atList && typeof removed === 'number' && (path[list.length] as number) >= removed) path[list.length] = (path[list.length] as number) + 1;
      continue;
    }
    if (!atList) {
      if (startsWithPath(list, path)) return undefined; // the set replaces the whole list
      continue;
    }
    const index = path[list.length] as number;
    if (earlier.op === 'insert') {
      if (index === earlier.index) {
        const value = applyToData(earlier.value, { op: 'set', path: path.slice(list.length + 1), value: change.value });
        return [...changes.slice(0, i), { ...earlier, value }, ...changes.slice(i + 1)];
      }
      if (index > earlier.index) path[list.length] = index - 1;
      continue;
    }
    // A move: where the item stood before it.
    if (index === earlier.to) path[list.length] = earlier.from;
    else {
      const withoutMoved = index > earlier.to ? index - 1 : index;
      path[list.length] = withoutMoved >= earlier.from ? withoutMoved + 1 : withoutMoved;
    }
  }
  return undefined;
}
