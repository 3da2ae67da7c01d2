// How a value from site.yaml is echoed in a message: on one line, unprintable characters escaped,
// cut with … when long. Every message reaches a terminal or a page, so nothing raw gets past.

/** How much of one value a message echoes: enough to recognise it. */
export const MAX_SHOWN = 80;

// Control characters (C0, DEL, C1) and the marks that reorder text on screen. A message keeps its
// tabs and line feeds; a value echoed in one is shown on one line.
export const UNSAFE_IN_MESSAGE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export const UNSAFE_IN_VALUE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const SHORT_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escapeCharacter = (character: string): string =>
  SHORT_ESCAPES[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Text as a message may show it: unprintable characters escaped (`\u001b`), cut with … past `max`. */
export function printable(text: string, max: number, unsafe: RegExp): string {
  const escaped = text.replace(unsafe, escapeCharacter);
  if (escaped.length <= max) return escaped;
  const end = /[\ud800-\udbff]/.test(escaped[max - 2] ?? '') ? max - 2 : max - 1; // never half a surrogate pair
  return `${escaped.slice(0, end)}…`;
}

/** A value from site.yaml as a message echoes it, on one line: `\u001b` for an escape, cut with … */
export const shownText = (text: string, max = MAX_SHOWN): string => printable(text, max, UNSAFE_IN_VALUE);

/** A value echoed in a message, in double quotes: `found "hello-at-example"`. */
export const quoted = (text: string): string => `"${shownText(text)}"`;

/** A key of site.yaml in words, for a message: `lotSizes` → "lot sizes". */
export const keyWords = (key: string): string => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
