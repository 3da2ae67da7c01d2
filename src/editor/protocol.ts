// What the editor's server and its page say to each other: types only, shared by both sides
// (the page's bundle drops them, so no server code reaches the browser).
import type { KeyPath } from '../config/key-path.js';
import type { ConfigProblem } from '../config/problem.js';

/** A page of the preview and the site.yaml key it comes from (`towns[2]`), so the editor can show the page of the field being edited. */
export interface PreviewRoute {
  path: string;
  /** None for a page the site as a whole makes (the home page). */
  source?: KeyPath;
  /** On the first page of each kind: the keys shown on that kind's pages only (`labels.town`). */
  shows?: readonly KeyPath[];
}

/** What the editor page loads, and gets back after a save or an undo. */
export interface EditorState {
  file: string;
  text: string;
  version: string;
  /** The file's values as written, without the schema's defaults (those are placeholders). */
  data: unknown;
  photos: string[];
  problems: ConfigProblem[];
  routes: PreviewRoute[];
}
