// Types for compiled-commands.mjs (plain JavaScript so that scripts/run.mjs can load it).
import type { BuildOptions } from 'esbuild';
import type { ToolVersions } from '../cache/cache-key.mjs';

/** The commands scripts/run.mjs runs compiled. */
export const COMPILED_COMMANDS: string[];

export function commandBuildOptions(root: string, commands?: string[]): BuildOptions;

export function compiledCommand(
  name: string,
  setup: { root: string; cacheDir: string; options?: BuildOptions; tools?: ToolVersions; onBundling?: () => void },
): Promise<string>;
