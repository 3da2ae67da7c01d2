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
  constructor(
    readonly file: string,
    readonly problems: ConfigProblem[],
  ) {
    super(formatProblems(file, problems));
  }
}

export type PathSegment = string | number;

/** `['towns', 2, 'slug']` → `towns[2].slug` */
export function formatKeyPath(path: readonly PathSegment[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += text ? `.${segment}` : segment;
  }
  return text;
}

export function formatProblem(file: string, problem: ConfigProblem): string {
  const where = `${file}:${problem.line}:${problem.column}`;
  const key = problem.keyPath || '(whole file)';
  return `${where}  ${key}  ${problem.message}`;
}

export function formatProblems(file: string, problems: readonly ConfigProblem[]): string {
  const sorted = [...problems].sort((a, b) => a.line - b.line || a.column - b.column);
  const count = sorted.length === 1 ? '1 problem' : `${sorted.length} problems`;
  return [`${file} has ${count}:`, ...sorted.map((p) => formatProblem(file, p))].join('\n');
}
