import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../paths.js';

export const makeWorkDir = (): string => mkdtempSync(join(tmpdir(), 'lawn-bench-'));

const START = '<!-- bench:start (npm run bench -- --update-docs) -->';
const END = '<!-- bench:end -->';

/** The page of the measured figures, docs/performance.md. */
const performanceDoc = join(projectRoot, 'docs', 'performance.md');

/** Replaces the figures in docs/performance.md with a new report. */
export function updatePerformanceDoc(report: string, measuredOn: string): void {
  const file = performanceDoc;
  const readme = readFileSync(file, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/performance.md has no ${START} … ${END} markers`);
  writeFileSync(file, `${readme.slice(0, start + START.length)}\n_Measured ${measuredOn}._\n\n${report}\n${readme.slice(end)}`);
}
