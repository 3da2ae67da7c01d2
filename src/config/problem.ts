import { UserError } from '../errors.js';
import type { KeyPath } from './key-path.js';
import { printable, UNSAFE_IN_MESSAGE, UNSAFE_IN_VALUE } from './shown-text.js';

/** Something wrong with the value at a key path, found before it is placed at a line and column. */
export interface ProblemAtKey {
  keyPath: KeyPath;
  message: string;
}

/** One thing wrong with site.yaml, located by line and column. */
export interface ConfigProblem {
  line: number;
  column: number;
  /** Where in the config, as `towns[2].slug`; empty for the file as a whole. */
  keyPath: string;
  /** Plain words: what was expected, what was found, and how to fix it. */
  message: string;
}

const MAX_KEY_PATH = 300;
const MAX_MESSAGE = 2000;

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
