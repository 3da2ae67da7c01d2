// Types for compiled-commands.mjs (plain JavaScript so that scripts/run.mjs can load it).
import type { BuildOptions } from 'esbuild';
import type { ToolVersions } from '../cache-key.mjs';

export function commandBuildOptions(root: string): BuildOptions;

export function compiledCommand(
  name: string,
  setup: { root: string; cacheDir: string; options?: BuildOptions; tools?: ToolVersions },
): Promise<string>;
