// What of the form is in view: the checklist or one section, the search typed, which items of a
// list are open, and which page of a long list is shown. A small store the fields subscribe to
// one list at a time, so opening a town draws that town, not the form. `reveal` brings any field
// into view: its section, its item opened, the page of its list.
import { formatKeyPath, samePath, valueAt, type KeyPath } from '../../config/key-path.js';
import { schemaAt, type Schema } from './model.js';
import { sectionOf, type SectionId } from './sections.js';
import { originalOf } from './translation-pairs.js';

/** The start (the Make it yours checklist) or a section. */
export type Place = 'start' | SectionId;

/** How many items of a list are shown at a time; a longer list gets pages and a search of its own. */
export const PAGE_SIZE = 10;

/** Lists whose items hold many fields (a service, a town, a project): each item is opened on its own. */
const COLLAPSED_LISTS = new Set(['services', 'towns', 'projects']);

/** Whether the item or group at `path` is shown closed until opened: an item of a big list, a group of built-in texts. */
export function opensOnItsOwn(path: KeyPath): boolean {
  const last = path[path.length - 1];
  if (typeof last === 'number') return path.length === 2 && COLLAPSED_LISTS.has(String(path[0]));
  return path.length === 2 && path[0] === 'labels';
}

export class ViewStore {
  place: Place = 'start';
  search = '';
  /** The items and groups opened, by their key path's text (which names them one way). */
  private readonly opened = new Map<string, KeyPath>();
  private readonly pages = new Map<string, number>();
  private readonly queries = new Map<string, string>();
  private readonly listeners = new Set<() => void>();
  /** Goes up with every change: the form's own snapshot. */
  version = 0;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  private changed(): void {
    this.version++;
    this.listeners.forEach((listener) => listener());
  }

  open(place: Place): void {
    if (this.place === place && !this.search) return;
    this.place = place;
    this.search = '';
    this.changed();
  }

  setSearch(text: string): void {
    if (this.search === text) return;
    this.search = text;
    this.changed();
  }

  isOpen = (path: KeyPath): boolean => this.opened.has(formatKeyPath(path));

  toggle(path: KeyPath, open = !this.isOpen(path)): void {
    if (open === this.isOpen(path)) return;
    if (open) this.opened.set(formatKeyPath(path), path);
    else this.opened.delete(formatKeyPath(path));
    this.changed();
  }

  /** The places of the items of `list` that are open. */
  private openedItemsOf(list: KeyPath): number[] {
    return [...this.opened.values()].flatMap((path) => {
      const index = path[path.length - 1];
      return path.length === list.length + 1 && typeof index === 'number' && samePath(path.slice(0, -1), list) ? [index] : [];
    });
  }

  page = (list: string): number => this.pages.get(list) ?? 0;

  setPage(list: string, page: number): void {
    this.pages.set(list, Math.max(0, page));
    this.changed();
  }

  query = (list: string): string => this.queries.get(list) ?? '';

  setQuery(list: string, query: string): void {
    this.queries.set(list, query);
    this.pages.set(list, 0);
    this.changed();
  }

  /** One text of everything a list's drawing depends on here, so a list is drawn again only when that changes. */
  listState = (list: KeyPath): string => {
    const name = formatKeyPath(list);
    return `${this.page(name)}|${this.query(name)}|${this.openedItemsOf(list).join(',')}`;
  };

  /** After an item was removed or moved, the items opened are the same items as before. */
  itemsShifted(list: KeyPath, from: number, to: number | undefined): void {
    const indexes = this.openedItemsOf(list);
    if (!indexes.length) return;
    indexes.forEach((index) => this.opened.delete(formatKeyPath([...list, index])));
    for (const index of indexes) {
      let now: number | undefined = index;
      if (to === undefined) now = index === from ? undefined : index > from ? index - 1 : index;
      else if (index === from) now = to;
      else {
        const without = index > from ? index - 1 : index;
        now = without >= to ? without + 1 : without;
      }
      if (now !== undefined) this.opened.set(formatKeyPath([...list, now]), [...list, now]);
    }
    this.changed();
  }

  /**
   * Brings the field at `path` into view: its section, its items opened, each list at the page that
   * has it (its search cleared when it hides it). A translation's field is beside its original.
   */
  reveal(path: KeyPath, data: unknown, schema: Schema): void {
    const own = path[0] === 'translations' && path.length > 2 ? (originalOf(data, path) ?? path.slice(2)) : path;
    this.place = sectionOf(own);
    this.search = '';
    for (let depth = 1; depth <= own.length; depth++) {
      const at = own.slice(0, depth);
      const last = at[at.length - 1];
      if (typeof last === 'number') {
        const list = formatKeyPath(at.slice(0, -1));
        const length = (valueAt(data, at.slice(0, -1)) as unknown[] | undefined)?.length ?? 0;
        if (length > PAGE_SIZE) {
          this.queries.delete(list);
          this.pages.set(list, Math.floor(last / PAGE_SIZE));
        }
      }
      if (depth < own.length || schemaAt(schema, at)?.type === 'object' || schemaAt(schema, at)?.type === 'array') {
        if (opensOnItsOwn(at)) this.opened.set(formatKeyPath(at), at);
      }
    }
    this.changed();
  }
}
