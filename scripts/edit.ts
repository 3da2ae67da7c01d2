// npm run edit [-- --config site.yaml --port 4322]
import '../src/production-mode.js';
import { parseCliOptions } from '../src/cli/args.js';
import { reportStartFailure, stopOnSignals } from '../src/cli/serve.js';
import { startEditor } from '../src/editor/server.js';

const USAGE = `Usage: npm run edit -- [--config site.yaml] [--port 4322]

Opens an editor for site.yaml on this computer: a form beside a live preview of the real page.
Save changes only the values you changed. Stop it with Ctrl-C.`;

const DEFAULT_PORT = 4322;

try {
  const options = parseCliOptions(process.argv.slice(2), USAGE);
  const editor = await startEditor({ configFile: options.configFile, port: options.port ?? DEFAULT_PORT });
  console.log(`\nEdit ${options.configFile} at ${editor.url}  (Ctrl-C stops)\n`);
  stopOnSignals(() => editor.close(), 'Stopped the editor.');
} catch (error) {
  reportStartFailure(error);
}
