/** A Markdown table, which reads well in a terminal and pastes into docs/performance.md as it is. */
export function markdownTable(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
export const millis = (ms: number): string => `${Math.round(ms)} ms`;
export const count = (n: number): string => n.toLocaleString('en-US');

/** The middle value of a list of timings (of an even number of them, the higher of the two in the middle). */
const median = (list: readonly number[]): number => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

/** A timing's row of a table of `measure | median | all runs`. */
export const timingRow = (what: string, list: readonly number[]): string[] => [what, millis(median(list)), list.map(millis).join(', ')];
