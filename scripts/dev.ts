// npm run dev [-- --config site.yaml --port 4321]
import '../src/production-mode.js';
import { parseCliOptions } from '../src/cli/args.js';
import { startDevServer } from '../src/dev/dev-server.js';
import { reportStartFailure, stopOnSignals } from '../src/cli/serve.js';

const USAGE = `Usage: npm run dev -- [--config site.yaml] [--port 4321]

Builds the site, serves it on this computer, and rebuilds and reloads the browser every time
you save site.yaml. Stop it with Ctrl-C.`;

const DEFAULT_PORT = 4321;

try {
  const options = parseCliOptions(process.argv.slice(2), USAGE);
  const server = await startDevServer({ configFile: options.configFile, port: options.port ?? DEFAULT_PORT });
  console.log(`\nThe site is at ${server.url}  (it reloads when you save ${options.configFile}; Ctrl-C stops)\n`);
  stopOnSignals(() => server.close(), 'Stopped the dev server.');
} catch (error) {
  reportStartFailure(error);
}
