// How a stage's line looks: "  ✓ Checked site.yaml 69 ms". Plain JavaScript, because
// scripts/run.mjs says what it is doing before any TypeScript can be loaded; src/cli/reporter.ts,
// which draws every other stage, uses it too.

/** Clears the line the cursor is on, for a line redrawn in place. */
export const CLEAR_LINE = '\r\x1b[2K';

export function formatDuration(ms) {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** "  … pages 4,000 of 10,009": a stage at work (without a line break). */
export const workingLine = (text) => `  … ${text}`;

/** "  ✓ Compiled… 1.62 s": a stage done. */
export const doneLine = (title, ms) => `  ✓ ${title} ${formatDuration(ms)}\n`;

/** Whether `stream` is a terminal that redraws a line in place. */
export const redrawsInPlace = (stream) => Boolean(stream.isTTY) && process.env.TERM !== 'dumb';
