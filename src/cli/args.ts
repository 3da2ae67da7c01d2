import { parseArgs } from 'node:util';
import { UserError } from '../errors.js';
import { defaultConfigFile, defaultOutDir } from '../paths.js';

export interface CliOptions {
  configFile: string;
  outDir: string;
  quiet: boolean;
  port?: number;
}

const OPTIONS = {
  config: { type: 'string' },
  out: { type: 'string' },
  quiet: { type: 'boolean' },
  port: { type: 'string' },
  help: { type: 'boolean' },
} as const;

/** Reads `--config FILE`, `--out DIR`, `--quiet` and `--port N`; an unknown flag is a user error. */
export function parseCliOptions(argv: readonly string[], usage: string): CliOptions {
  let values: { config?: string; out?: string; quiet?: boolean; port?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UserError(`${(error as Error).message}\n\n${usage}`);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  let port: number | undefined;
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UserError(`--port expects a number from 0 to 65535, found "${values.port}"`);
  }
  return {
    configFile: values.config ?? defaultConfigFile,
    outDir: values.out ?? defaultOutDir,
    quiet: values.quiet ?? false,
    port,
  };
}
