import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { formatDuration } from '../cli/reporter.js';
import { basePathOf } from '../server/base-path.js';
import { memoryFiles } from '../server/site-files.js';
import { createStaticSiteServer, listenOnLoopback } from '../server/static-server.js';
import { buildFailedReport, configErrorReport, type ErrorReport } from './error-page.js';
import { createLiveReload } from './live-reload.js';
import { pageInjection } from './page-injection.js';
import { createSiteBuilder } from './site-builder.js';
import { watchSources } from './watch.js';

export interface DevServerOptions {
  configFile: string;
  port: number;
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `npm run dev`: builds the site into memory, serves it like a static host on a loopback port,
 * rebuilds when site.yaml or the code changes and makes open pages reload. While site.yaml is
 * broken, the last good build is still served, with its problems in a panel over every page.
 */
export async function startDevServer({ configFile, port }: DevServerOptions): Promise<DevServer> {
  const configPath = resolve(configFile);
  const label = relative(process.cwd(), configPath) || configPath;
  let lastGood: ReadonlyMap<string, Uint8Array> = new Map();
  let basePath = '/';
  let problem: ErrorReport | undefined = buildFailedReport('Not built yet.');

  const files = memoryFiles(() => lastGood);
  const builder = createSiteBuilder(configPath);
  const liveReload = createLiveReload();
  const pages = pageInjection({ problem: () => problem, hasGoodBuild: () => lastGood.size > 0 });
  const server = createStaticSiteServer({
    files,
    basePath: () => basePath,
    transformHtml: pages.transformHtml,
    intercept: (request, response) => liveReload.subscribe(request, response) || pages.intercept(request, response),
  });

  let latest = 0;
  const rebuild = async (reason: string) => {
    const started = performance.now();
    const id = ++latest;
    const result = await builder.build();
    if (id !== latest) return; // a newer build was asked for meanwhile
    const took = formatDuration(performance.now() - started);
    if (result.type === 'built') {
      lastGood = new Map(result.files);
      basePath = (await basePathOf(files)) ?? '/';
      problem = undefined;
      console.log(`${reason ? `${reason}: rebuilt` : 'Built'} ${result.pages} pages in ${took}`);
      result.warnings.forEach((warning) => console.log(`  ! ${warning}`));
    } else if (result.type === 'config-error') {
      const source = await readFile(configPath, 'utf8').catch(() => undefined);
      problem = configErrorReport(result.file, result.problems, source);
      console.log(`${result.message}\n  (the browser shows this until ${label} is fixed; took ${took})`);
    } else {
      problem = buildFailedReport(result.message);
      console.log(`The build failed (took ${took}):\n${result.message}`);
    }
    liveReload.reload();
  };

  const watcher = watchSources(configPath, (change) => {
    if (change === 'code') builder.restart();
    void rebuild(change === 'code' ? 'Code changed' : `${label} changed`);
  });

  const close = async () => {
    watcher.close();
    liveReload.close();
    await builder.close();
    server.closeAllConnections();
    if (server.listening) await new Promise<void>((done) => server.close(() => done()));
  };

  await rebuild('');
  try {
    const origin = await listenOnLoopback(server, port);
    return { url: origin + basePath, close };
  } catch (error) {
    await close(); // the port is taken: let the process end
    throw error;
  }
}
