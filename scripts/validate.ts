// npm run validate [-- --config FILE]
import '../src/production-mode.js';
import { relative } from 'node:path';
import { loadSite } from '../src/pipeline/load-site.js';
import { searchTextWarningsOf } from '../src/plan/plan.js';
import { checkPhotos } from '../src/pipeline/photos.js';
import { parseCliOptions } from '../src/cli/args.js';
import { reportFatal } from '../src/errors.js';
import { sampleCountLine } from '../src/config/sample-site.js';
import { stillSample } from '../src/pipeline/sample-items.js';

const USAGE = `Usage: npm run validate -- [--config site.yaml]

Checks site.yaml and its photos and reports every problem, without writing anything.`;

async function validate(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2), USAGE);
  // Everything the build decides before it renders, so nothing the build refuses is called valid.
  const { config, plan, warnings } = await loadSite(options.configFile);
  const photoWarnings = await checkPhotos(plan.photoRequests, options.configFile);
  const sample = sampleCountLine(await stillSample(config, plan.photoRequests, options.configFile));
  [...warnings, ...photoWarnings, ...plan.warnings, ...searchTextWarningsOf(plan), ...(sample ? [sample] : [])].forEach((warning) => console.warn(`! ${warning}`));
  const name = relative(process.cwd(), options.configFile) || options.configFile;
  console.log(`${name} is valid: ${config.services.length} services, ${config.towns.length} towns.`);
}

// A function rather than top-level await: the compiled commands are CommonJS (src/cli/compiled-commands.mjs).
validate().catch(reportFatal);
