import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../paths.js';

export const makeWorkDir = (): string => mkdtempSync(join(tmpdir(), 'lawn-bench-'));

const START = '<!-- bench:start (npm run bench -- --update-readme) -->';
const END = '<!-- bench:end -->';

/** Replaces the README's benchmark figures with a new report. */
export function updateReadmeSection(report: string, measuredOn: string): void {
  const file = join(projectRoot, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} markers`);
  writeFileSync(file, `${readme.slice(0, start + START.length)}\n_Measured ${measuredOn}._\n\n${report}\n${readme.slice(end)}`);
}
