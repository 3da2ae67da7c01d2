// npm run validate [-- --config FILE]
import '../src/production-mode.js';
import { relative } from 'node:path';
import { parseCliOptions } from '../src/cli/args.js';
import { loadSiteConfig } from '../src/config/load.js';
import { reportFatal } from '../src/errors.js';

const USAGE = `Usage: npm run validate -- [--config site.yaml]

Checks site.yaml and reports every problem, without writing anything.`;

try {
  const options = parseCliOptions(process.argv.slice(2), USAGE);
  const { config, warnings } = await loadSiteConfig(options.configFile);
  warnings.forEach((warning) => console.warn(`! ${warning}`));
  const name = relative(process.cwd(), options.configFile) || options.configFile;
  console.log(`${name} is valid: ${config.services.length} services, ${config.towns.length} towns.`);
} catch (error) {
  reportFatal(error);
}
