import { relative } from 'node:path';
import { parseSiteConfig } from '../config/load.js';
import { ConfigError, type ConfigProblem } from '../config/problem.js';
import type { SiteConfig } from '../config/types.js';
import type { ValidateFunction } from '../config/validator.js';
import { UserError } from '../errors.js';

export type Checked = { config: SiteConfig; problems: [] } | { config: undefined; problems: ConfigProblem[] };

/** site.yaml text checked by the loader `npm run validate` uses, so the editor shows the same messages. */
export async function checkText(text: string, configFile: string, validate: ValidateFunction): Promise<Checked> {
  const label = relative(process.cwd(), configFile) || configFile;
  try {
    const { config } = await parseSiteConfig(text, label, validate);
    return { config, problems: [] };
  } catch (error) {
    if (error instanceof ConfigError) return { config: undefined, problems: error.problems };
    if (error instanceof UserError) return { config: undefined, problems: [{ line: 1, column: 1, keyPath: '', message: error.message }] };
    throw error;
  }
}
