// Which element of a page shows which key of site.yaml: `data-edit="towns[2].intro"`, for the
// editor's preview only, so it can scroll to the element that shows the field being edited and
// mark it. The preview renders each page inside `withEditMarks`; the build never does, so
// `editMark` gives nothing and its pages are byte for byte what they were. Rendering is
// synchronous (renderToString), so the marks in force are simply those of the render under way.
import { formatKeyPath, type KeyPath } from '../config/key-path.js';

/** The key path of each object and list of a config (`['towns', 2]`). */
export interface EditMarks {
  pathOf(value: object): KeyPath | undefined;
}

/** The attribute that names what an element shows; nothing outside the editor's preview. */
export type EditMark = { 'data-edit': string } | undefined;

let current: EditMarks | undefined;

/** Renders with `marks` in force: the elements that show a value of the config say its key path. */
export function withEditMarks<T>(marks: EditMarks, render: () => T): T {
  const before = current;
  current = marks;
  try {
    return render();
  } finally {
    current = before;
  }
}

/**
 * Whether the page is being rendered for the editor's preview, which loads it again after every
 * edit at the place it was scrolled to: what only makes sense on a first visit (sections fading
 * in as they come into view) is left out there, or each edit would blank the preview for a moment.
 */
export const inEditorPreview = (): boolean => current !== undefined;

/** The mark of `owner` (an object or list of the config), or of its key or item `key`. */
export function editMark(owner: object | undefined | null, key?: string | number): EditMark {
  if (current === undefined || !owner) return undefined;
  const path = current.pathOf(owner);
  if (path === undefined) return undefined;
  return { 'data-edit': formatKeyPath(key === undefined ? path : [...path, key]) };
}

/**
 * The key paths of every object and list in `configs` (the site in each of its languages: their
 * objects are placed as the site's own, so a Spanish page's town says `towns[2]` too). The first
 * place an object is found at is its own: a translation shares what it does not translate.
 */
export function editMarksOf(configs: readonly object[]): EditMarks {
  const paths = new WeakMap<object, KeyPath>();
  const walk = (value: unknown, path: KeyPath) => {
    if (!value || typeof value !== 'object' || paths.has(value)) return;
    paths.set(value, path);
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
  };
  for (const config of configs) {
    paths.delete(config);
    walk(config, []);
  }
  return { pathOf: (value) => paths.get(value) };
}
