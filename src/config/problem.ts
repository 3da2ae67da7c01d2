import { UserError } from '../errors.js';

/** One thing wrong with site.yaml, located by line and column. */
export interface ConfigProblem {
  line: number;
  column: number;
  /** Where in the config, as `towns[2].slug`; empty for the file as a whole. */
  keyPath: string;
  /** Plain words: what was expected, what was found, and how to fix it. */
  message: string;
}

export class ConfigError extends UserError {
  override name = 'ConfigError';
  readonly problems: ConfigProblem[];
  constructor(
    readonly file: string,
    problems: readonly ConfigProblem[],
  ) {
    // Every message reaches a terminal or the dev error panel from here: nothing raw gets past.
    const safe = sortByPlace(problems).map((problem) => ({
      ...problem,
      keyPath: printable(problem.keyPath, MAX_KEY_PATH, UNSAFE_IN_VALUE),
      message: printable(problem.message, MAX_MESSAGE, UNSAFE_IN_MESSAGE),
    }));
    super(formatProblems(file, safe));
    this.problems = safe;
  }
}

export type PathSegment = string | number;

/** How much of one value a message echoes: enough to recognise it. */
export const MAX_SHOWN = 80;
const MAX_KEY_PATH = 300;
const MAX_MESSAGE = 2000;

// Control characters (C0, DEL, C1) and the marks that reorder text on screen. A message keeps its
// tabs and line feeds; a value echoed in one is shown on one line.
const UNSAFE_IN_MESSAGE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const UNSAFE_IN_VALUE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const SHORT_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escapeCharacter = (character: string): string =>
  SHORT_ESCAPES[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Text as a message may show it: unprintable characters escaped (`\u001b`), cut with … past `max`. */
function printable(text: string, max: number, unsafe: RegExp): string {
  const escaped = text.replace(unsafe, escapeCharacter);
  if (escaped.length <= max) return escaped;
  const end = /[\ud800-\udbff]/.test(escaped[max - 2] ?? '') ? max - 2 : max - 1; // never half a surrogate pair
  return `${escaped.slice(0, end)}…`;
}

/** A value from site.yaml as a message echoes it, on one line: `\u001b` for an escape, cut with … */
export const shownText = (text: string, max = MAX_SHOWN): string => printable(text, max, UNSAFE_IN_VALUE);

/** A value echoed in a message, in double quotes: `found "hello-at-example"`. */
export const quoted = (text: string): string => `"${shownText(text)}"`;

/** `['towns', 2, 'slug']` → `towns[2].slug` */
export function formatKeyPath(path: readonly PathSegment[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += text ? `.${shownText(segment)}` : shownText(segment);
  }
  return text;
}

export function formatProblem(file: string, problem: ConfigProblem): string {
  const where = `${file}:${problem.line}:${problem.column}`;
  const key = problem.keyPath || '(whole file)';
  return `${where}  ${key}  ${problem.message}`;
}

export function formatProblems(file: string, problems: readonly ConfigProblem[]): string {
  const sorted = sortByPlace(problems);
  const count = sorted.length === 1 ? '1 problem' : `${sorted.length} problems`;
  return [`${file} has ${count}:`, ...sorted.map((p) => formatProblem(file, p))].join('\n');
}

const sortByPlace = (problems: readonly ConfigProblem[]): ConfigProblem[] =>
  [...problems].sort((a, b) => a.line - b.line || a.column - b.column);
