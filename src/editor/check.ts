import { relative } from 'node:path';
import { parseSite, type LoadedSite } from '../pipeline/load-site.js';
import { ConfigError, type ConfigProblem } from '../config/problem.js';
import type { ValidateFunction } from '../config/validator.js';
import { UserError } from '../errors.js';

export type Checked = { site: LoadedSite; problems: [] } | { site: undefined; problems: ConfigProblem[] };

/** site.yaml text checked and planned as `npm run validate` does, so the editor shows the same messages. */
export async function checkText(text: string, configFile: string, validate: ValidateFunction): Promise<Checked> {
  const label = relative(process.cwd(), configFile) || configFile;
  try {
    return { site: await parseSite(text, label, { validate }), problems: [] };
  } catch (error) {
    if (error instanceof ConfigError) return { site: undefined, problems: error.problems };
    if (error instanceof UserError) return { site: undefined, problems: [{ line: 1, column: 1, keyPath: '', message: error.message }] };
    throw error;
  }
}
