import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { buildSite } from '../../src/build/build.js';
import { silentReporter } from '../../src/reporter.js';
import { createFolderServer, listenOnLoopback } from '../../src/server/static-server.js';
import { makeTempDir } from '../helpers/files.js';
import { createMockFormService } from './mock-form-service.js';

export const ANALYTICS_ID = 'G-TEST12345';

/**
 * Builds the test site twice (without and with analytics), with its form endpoint pointing at
 * a local mock form service, and serves both the way a static host does.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers: Server[] = [];
  const start = async (server: Server) => {
    servers.push(server);
    return listenOnLoopback(server);
  };

  const formService = await start(createMockFormService());
  const dir = makeTempDir('lawn-browser-');
  const base = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'small-site.yaml'), 'utf8')
    .replace('endpoint: https://forms.example/f/test', `endpoint: ${formService}/f/test`);
  const variants = {
    SITE_URL: base,
    ANALYTICS_SITE_URL: `${base}analytics:\n  measurementId: ${ANALYTICS_ID}\n`,
  };
  for (const [name, yaml] of Object.entries(variants)) {
    const configFile = join(dir, `${name}.yaml`);
    const outDir = join(dir, name);
    writeFileSync(configFile, yaml);
    await buildSite({ configFile, outDir, reporter: silentReporter });
    process.env[name] = await start(createFolderServer(() => outDir));
  }
  process.env.FORM_SERVICE_URL = formService;

  return async () => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  };
}
