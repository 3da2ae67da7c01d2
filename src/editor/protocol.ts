// What the editor's server and its page say to each other: types only, shared by both sides
// (the page's bundle drops them, so no server code reaches the browser).
import type { KeyPath } from '../config/key-path.js';
import type { ConfigProblem } from '../config/problem.js';
import type { SendTestResult } from '../launch/send-test.js';

/** A page of the preview and the site.yaml key it comes from (`towns[2]`), so the editor can show the page of the field being edited. */
export interface PreviewRoute {
  path: string;
  /** None for a page the site as a whole makes (the home page). */
  source?: KeyPath;
  /** On the first page of each kind: the keys shown on that kind's pages only (`labels.town`). */
  shows?: readonly KeyPath[];
}

/** A value still the sample site's or a placeholder, as the "Make it yours" checklist lists it. */
export interface ChecklistItem {
  /** Where it is: `business.phone`. */
  keyPath: string;
  /** What it is, by a name that stays the same whatever its words (`form-address`). */
  kind: string;
  /** What it is in the owner's words: "Business name", "Testimonial 2". */
  title: string;
  /** What is wrong and what to put there (the page says any key it names in the form's words). */
  message: string;
  /** The value it was found holding: once the field holds another, the item is gone. */
  value: unknown;
}

/** What a check of the owner's changes finds. */
export interface CheckAnswer {
  problems: ConfigProblem[];
  routes: PreviewRoute[];
  /** Undefined when the changes have problems: the checklist is then the one found last. */
  checklist?: ChecklistItem[];
}

/** What the form service answered a test request (src/launch/send-test.ts), with what the page needs to say it. */
export type SendTestAnswer =
  | { sent: true; result: SendTestResult; origin: string; email: string }
  | { sent: false; problems: ConfigProblem[] };

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
  checklist?: ChecklistItem[];
}
