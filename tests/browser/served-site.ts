// A site of its own for a worker's browser tests: built once from a site.yaml text (with the
// project's photos/) or file into a temporary folder, and its dist/ served on the loopback.
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { silentReporter } from '../../src/cli/reporter.js';
import { buildSite } from '../../src/pipeline/build.js';
import { createFolderServer, listenOnLoopback } from '../../src/server/static-server.js';
import { makeTempDir } from '../helpers/files.js';

/** Builds the site, hands its address to `use` (a worker fixture's), and stops serving it once the worker is done. */
export async function serveBuiltSite(name: string, site: { yaml: string } | { configFile: string }, use: (url: string) => Promise<void>): Promise<void> {
  const dir = makeTempDir(`lawn-browser-${name}-`);
  let configFile: string;
  if ('yaml' in site) {
    configFile = join(dir, 'site.yaml');
    writeFileSync(configFile, site.yaml);
    symlinkSync(join(import.meta.dirname, '..', '..', 'photos'), join(dir, 'photos'));
  } else configFile = site.configFile;
  const outDir = join(dir, 'dist');
  await buildSite({ configFile, outDir, reporter: silentReporter });
  const server = createFolderServer(() => outDir);
  await use(await listenOnLoopback(server));
  server.closeAllConnections();
  server.close();
}
