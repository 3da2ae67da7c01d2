// Types for code-cache.mjs (plain JavaScript so that scripts/run.mjs can load it).

export function requireWithCodeCache(file: string): unknown;
export function runWithCodeCache(file: string): unknown;
