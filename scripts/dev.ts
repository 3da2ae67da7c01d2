// npm run dev [-- --config site.yaml --port 4321]
import '../src/production-mode.js';
import { parseCliOptions } from '../src/cli/args.js';
import { startDevServer } from '../src/dev/dev-server.js';
import { reportFatal } from '../src/errors.js';

const USAGE = `Usage: npm run dev -- [--config site.yaml] [--port 4321]

Builds the site, serves it on this computer, and rebuilds and reloads the browser every time
you save site.yaml. Stop it with Ctrl-C.`;

const DEFAULT_PORT = 4321;

try {
  const options = parseCliOptions(process.argv.slice(2), USAGE);
  const server = await startDevServer({ configFile: options.configFile, port: options.port ?? DEFAULT_PORT });
  console.log(`\nThe site is at ${server.url}  (it reloads when you save ${options.configFile}; Ctrl-C stops)\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => {
      console.log('Stopped the dev server.');
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error('That port is taken by another program (another dev server?): choose another with --port.');
    process.exitCode = 1;
  } else {
    reportFatal(error);
  }
}
