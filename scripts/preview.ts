// npm run preview [-- --out dist --port 4173]
import '../src/production-mode.js';
import { parseCliOptions } from '../src/cli/args.js';
import { reportStartFailure, stopOnSignals } from '../src/cli/serve.js';
import { startPreview } from '../src/server/preview.js';

const USAGE = `Usage: npm run preview -- [--out dist] [--port 4173]

Serves the built site as a static host would: 404.html for missing pages, compressed files,
the headers of _headers. Stop it with Ctrl-C.`;

const DEFAULT_PORT = 4173;

async function preview(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2), USAGE);
  const { url, server, notes } = await startPreview(options.outDir, options.port ?? DEFAULT_PORT);
  notes.forEach((note) => console.log(note));
  console.log(`Previewing ${options.outDir} at ${url}  (Ctrl-C to stop)`);
  stopOnSignals(
    () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  );
}

// A function rather than top-level await: the compiled commands are CommonJS (src/cli/compiled-commands.mjs).
preview().catch(reportStartFailure);
