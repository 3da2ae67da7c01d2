// Types for stage-line.mjs (plain JavaScript so that scripts/run.mjs can load it).

export const CLEAR_LINE: string;
export function formatDuration(ms: number): string;
export function workingLine(text: string): string;
export function doneLine(title: string, ms: number): string;
export function redrawsInPlace(stream: { isTTY?: boolean }): boolean;
