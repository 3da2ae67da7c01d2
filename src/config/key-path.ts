// Where a value is in site.yaml, in the one form the loader's messages, the editor's form controls
// and the YAML writer all use: `['towns', 2, 'slug']`, written `towns[2].slug`. Also the edits the
// editor makes at such paths, and ajv's JSON pointers (`/towns/2/slug`) read as key paths.
import { shownText } from './shown-text.js';

export type PathSegment = string | number;
export type KeyPath = readonly PathSegment[];

/** What the owner did in the editor, in order, against the text that was loaded. */
export type Change =
  | { op: 'set'; path: KeyPath; value: unknown } // a value, or a whole section or list where nothing stood
  | { op: 'delete'; path: KeyPath } // a key taken away (an optional field cleared) or a list item removed
  | { op: 'insert'; path: KeyPath; index: number; value: unknown } // into the list at `path`, before `index` (index = length appends)
  | { op: 'move'; path: KeyPath; from: number; to: number }; // reorder within the list at `path`

/**
 * An item of a list as a message names it by what it is rather than where it stands: a service or
 * town of a translation by its slug (`services[lawn-maintenance]`), or every item (`towns[n]`).
 * Only messages name items so; no value of site.yaml is at such a path.
 */
export interface NamedItem {
  item: string;
}

/** A key path as a message shows it: a key path whose items may be named items. */
export type ShownSegment = PathSegment | NamedItem;
export type ShownPath = readonly ShownSegment[];

/** `['towns', 2, 'slug']` → `towns[2].slug`; unprintable characters in a key are escaped. */
export function formatKeyPath(path: ShownPath): string {
  let text = '';
  for (const segment of path) text = extendKeyPath(text, segment);
  return text;
}

/**
 * `text`, a key path as formatKeyPath writes it, with `segment` after it: for a name made one
 * segment at a time. A named item is shown whole, as the editor finds the item again by it.
 */
export function extendKeyPath(text: string, segment: ShownSegment): string {
  if (typeof segment === 'number') return `${text}[${segment}]`;
  if (typeof segment === 'object') return `${text}[${shownText(segment.item, Infinity)}]`;
  return text ? `${text}.${shownText(segment)}` : shownText(segment);
}

/** `towns[2].slug` → `['towns', 2, 'slug']`; undefined for an empty text. */
export function parseKeyPath(text: string): PathSegment[] | undefined {
  const path: PathSegment[] = [];
  const pattern = /([^.[\]]+)|\[(\d+)\]/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) path.push(match[2] !== undefined ? Number(match[2]) : match[1]!);
  return path.length ? path : undefined;
}

/** The value at `path` in parsed site.yaml data; undefined where there is none. */
export function valueAt(data: unknown, path: KeyPath): unknown {
  let value = data;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment as string];
  }
  return value;
}

/** `a~1b` → `a/b`: one reference token of a JSON pointer (RFC 6901), unescaped. */
export const unescapePointerToken = (token: string): string => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** ajv's `/towns/2/slug` → `['towns', 2, 'slug']` */
export function pointerToPath(pointer: string): PathSegment[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map(unescapePointerToken)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Whether `path` is inside (or is) the value at `prefix`. */
export const startsWithPath = (path: KeyPath, prefix: KeyPath): boolean =>
  prefix.length <= path.length && prefix.every((segment, i) => path[i] === segment);

/** Whether two key paths name the same value. */
export const samePath = (a: KeyPath, b: KeyPath): boolean => a.length === b.length && startsWithPath(a, b);
