/** A Markdown table, which reads well in a terminal and pastes into docs/performance.md as it is. */
export function markdownTable(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
export const millis = (ms: number): string => `${Math.round(ms)} ms`;
export const count = (n: number): string => n.toLocaleString('en-US');
