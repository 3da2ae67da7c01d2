import { formatKeyPath } from './key-path.js';
import type { ConfigProblem, ProblemAtKey } from './problem.js';
import type { YamlSource } from './yaml-source.js';
import { topLevelEntryWindow } from './yaml-window.js';

/**
 * Problems found at key paths (by the plan of the site, or with a photo), placed at the line and
 * column of their value. A problem found in several places of one key is reported once.
 */
export function placeProblems(source: YamlSource, problems: readonly ProblemAtKey[]): ConfigProblem[] {
  const unique = new Map(problems.map((problem) => [`${formatKeyPath(problem.keyPath)}\0${problem.message}`, problem]));
  return [...unique.values()].map((problem) => ({ ...source.positionOfValue(problem.keyPath), keyPath: formatKeyPath(problem.keyPath), message: problem.message }));
}

/**
 * The same, parsing only the top-level entries the problems are in (`business:` and what it holds),
 * found by indentation: a warning about the sample phone number does not parse a file of 10,000 towns.
 */
export async function placeProblemsInEntries(text: string, problems: readonly ProblemAtKey[]): Promise<ConfigProblem[]> {
  const { YamlSource } = await import('./yaml-source.js');
  const byEntry = new Map<string, ProblemAtKey[]>();
  for (const problem of problems) {
    const key = String(problem.keyPath[0] ?? '');
    byEntry.set(key, [...(byEntry.get(key) ?? []), problem]);
  }
  const placed: ConfigProblem[] = [];
  let wholeFile: YamlSource | undefined;
  for (const [key, inEntry] of byEntry) {
    const window = key ? topLevelEntryWindow(text, key) : null;
    if (!window) {
      placed.push(...placeProblems((wholeFile ??= new YamlSource(text)), inEntry));
      continue;
    }
    const linesBefore = text.slice(0, window.start).split('\n').length - 1;
    for (const problem of placeProblems(new YamlSource(text.slice(window.start, window.end)), inEntry)) placed.push({ ...problem, line: problem.line + linesBefore });
  }
  return placed;
}
