// Types for cache-write.mjs (plain JavaScript so that scripts/run.mjs can load it).

export function writeWhole(file: string, contents: string | Uint8Array): void;
