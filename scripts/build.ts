// npm run build [-- --config FILE --out DIR --quiet]
import '../src/production-mode.js';
import { buildSite } from '../src/pipeline/build.js';
import { consoleReporter } from '../src/cli/reporter.js';
import { parseCliOptions } from '../src/cli/args.js';
import { reportFatal } from '../src/errors.js';

const USAGE = `Usage: npm run build -- [--config site.yaml] [--out dist] [--quiet]

Checks site.yaml and writes the complete site to the output folder.`;

async function build(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2), USAGE);
  await buildSite({ configFile: options.configFile, outDir: options.outDir, reporter: consoleReporter({ quiet: options.quiet }) });
}

// A function rather than top-level await: the compiled commands are CommonJS (src/cli/compiled-commands.mjs).
build().catch(reportFatal);
