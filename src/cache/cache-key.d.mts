// Types for cache-key.mjs (plain JavaScript so that scripts/run.mjs can load it).

/** Installed versions of the tools that make a cached result, by package name. */
export type ToolVersions = Record<string, string>;

export interface KeyParts {
  /** The text or bytes the result is made from. */
  inputs?: Array<string | Uint8Array>;
  /** The exact options passed to the tool (functions count by their source). */
  options?: unknown;
  tools?: ToolVersions;
}

export function contentHash(...parts: Array<string | Uint8Array>): string;
export function cacheKey(parts: KeyParts): string;
export function toolVersions(names: string[]): ToolVersions;
