import { formatKeyPath } from './key-path.js';
import type { ConfigProblem, ProblemAtKey } from './problem.js';
import type { YamlSource } from './yaml-source.js';

/**
 * Problems found at key paths (by the plan of the site, or with a photo), placed at the line and
 * column of their value. A problem found in several places of one key is reported once.
 */
export function placeProblems(source: YamlSource, problems: readonly ProblemAtKey[]): ConfigProblem[] {
  const unique = new Map(problems.map((problem) => [`${formatKeyPath(problem.keyPath)}\0${problem.message}`, problem]));
  return [...unique.values()].map((problem) => ({ ...source.positionOfValue(problem.keyPath), keyPath: formatKeyPath(problem.keyPath), message: problem.message }));
}
