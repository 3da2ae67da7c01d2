// npm run launch-check [-- --config FILE] [-- --send-test]
import '../src/production-mode.js';
import { parseArgs } from 'node:util';
import { UserError, reportFatal } from '../src/errors.js';
import { runLaunchCheck } from '../src/launch/run.js';
import { defaultConfigFile } from '../src/paths.js';

const USAGE = `Usage: npm run launch-check -- [--config site.yaml] [--send-test]

Says whether the site is ready to publish: nothing of the sample site left (its name, licences,
reviews, photos…) nor any placeholder, no lost letters, photos that can be used, and the build's
advice. Exits with 1 while anything is left to fix.
--send-test also sends one test request to your form service (named "Website test"), exactly as
the estimate form sends a visitor's, and says what the service answered. Nothing is sent without it.`;

async function launchCheck(): Promise<void> {
  let values: { config?: string; 'send-test'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({ args: process.argv.slice(2), options: { config: { type: 'string' }, 'send-test': { type: 'boolean' }, help: { type: 'boolean' } }, strict: true }));
  } catch (error) {
    throw new UserError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
  } else {
    const { report, ready } = await runLaunchCheck({ configFile: values.config ?? defaultConfigFile, sendTest: values['send-test'] ?? false });
    console.log(report);
    if (!ready) process.exitCode = 1;
  }
}

// A function rather than top-level await: the compiled commands are CommonJS (src/cli/compiled-commands.mjs).
launchCheck().catch(reportFatal);
