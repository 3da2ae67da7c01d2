import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Server, ServerResponse } from 'node:http';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { formatDuration } from '../reporter.js';
import { projectRoot } from '../paths.js';
import { startWorker } from '../workers.js';
import { SiteUrls } from '../site/urls.js';
import { memoryFiles } from '../server/site-files.js';
import { createStaticSiteServer, listenOnLoopback } from '../server/static-server.js';
import { buildFailedReport, configErrorReport, ERROR_CSS, errorOverlay, errorPage, type ErrorReport } from './error-page.js';
import type { FromWorker, ToWorker } from './protocol.js';

const RELOAD_SCRIPT = '/__dev/reload.js';
const ERROR_STYLES = '/__dev/error.css';
const EVENTS = '/__dev/events';
/** Editors save in bursts (write, rename, touch): wait for the burst to end. */
const SETTLE_MS = 25;
/** Code the site is built with; a change means a fresh worker with the new code. */
const CODE_FOLDERS = ['src', 'templates', 'schema'];

const RELOAD_CLIENT = `new EventSource(${JSON.stringify(EVENTS)}).addEventListener('reload', () => location.reload());
document.addEventListener('click', (event) => {
  if (event.target.closest?.('[data-dev-error-dismiss]')) document.querySelector('[data-dev-error]')?.remove();
});
`;

export interface DevServerOptions {
  configFile: string;
  port: number;
  log?: (line: string) => void;
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

type BuildState =
  | { kind: 'ready'; files: ReadonlyMap<string, Uint8Array>; basePath: string }
  | { kind: 'config-error'; file: string; problems: Extract<FromWorker, { type: 'config-error' }>['problems']; source?: string }
  | { kind: 'failed'; message: string };

/**
 * `npm run dev`: builds the site into memory, serves it like a static host on a loopback port,
 * rebuilds when site.yaml or the code changes and makes open pages reload. While site.yaml is
 * broken, the last good build is still served, with its problems in a panel over every page.
 */
export async function startDevServer({ configFile, port, log = console.log }: DevServerOptions): Promise<DevServer> {
  const configPath = resolve(configFile);
  const label = relative(process.cwd(), configPath) || configPath;
  let state: BuildState = { kind: 'failed', message: 'Not built yet.' };
  let lastGood: ReadonlyMap<string, Uint8Array> = new Map();
  let basePath = '/';
  const listeners = new Set<ServerResponse>();

  // --- building, in a worker thread -------------------------------------------------------
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, (answer: FromWorker) => void>();

  const startWorker = () => {
    const previous = worker;
    worker = undefined;
    void previous?.terminate();
    const created = createBuildWorker();
    created.on('message', (answer: FromWorker) => {
      pending.get(answer.id)?.(answer);
      pending.delete(answer.id);
    });
    created.on('error', (error) => {
      for (const resolveAnswer of pending.values()) resolveAnswer({ type: 'failed', id: -1, message: error.stack ?? error.message });
      pending.clear();
    });
    // A worker that failed (a template that does not compile) is replaced at the next build.
    created.on('exit', () => {
      if (worker === created) worker = undefined;
    });
    worker = created;
  };

  const build = (reason: string) => {
    const started = performance.now();
    const id = ++nextId;
    const answer = new Promise<FromWorker>((resolveAnswer) => pending.set(id, resolveAnswer));
    if (!worker) startWorker();
    worker!.postMessage({ type: 'build', id, configFile: configPath } satisfies ToWorker);
    return answer.then(async (result) => {
      if (id !== nextId) return; // a newer build was asked for meanwhile
      const took = formatDuration(performance.now() - started);
      if (result.type === 'built') {
        lastGood = new Map(result.files);
        basePath = basePathOf(lastGood);
        state = { kind: 'ready', files: lastGood, basePath };
        log(`${reason ? `${reason}: rebuilt` : 'Built'} ${result.pages} pages in ${took}`);
        result.warnings.forEach((warning) => log(`  ! ${warning}`));
      } else if (result.type === 'config-error') {
        const source = await readFile(configPath, 'utf8').catch(() => undefined);
        state = { kind: 'config-error', file: result.file, problems: result.problems, source };
        log(`${result.message}\n  (the browser shows this until ${label} is fixed; took ${took})`);
      } else {
        state = { kind: 'failed', message: result.message };
        log(`The build failed (took ${took}):\n${result.message}`);
      }
      for (const listener of listeners) listener.write('event: reload\ndata: {}\n\n');
    });
  };

  // --- serving -------------------------------------------------------------------------------
  const errorReport = (): ErrorReport | undefined => {
    if (state.kind === 'config-error') return configErrorReport(state.file, state.problems, state.source);
    if (state.kind === 'failed') return buildFailedReport(state.message);
    return undefined;
  };
  const files = memoryFiles(() => lastGood);
  const server: Server = createStaticSiteServer({
    files,
    basePath: () => basePath,
    transformHtml: (html) => {
      const report = errorReport();
      const overlay = report ? errorOverlay(report, 'Show the last good version') : '';
      return html
        .replace('</head>', overlay ? `<link rel="stylesheet" href="${ERROR_STYLES}"></head>` : '</head>')
        .replace('</body>', `${overlay}<script type="module" src="${RELOAD_SCRIPT}"></script></body>`);
    },
    intercept: async (request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (path === RELOAD_SCRIPT || path === ERROR_STYLES) {
        const [type, body] = path === RELOAD_SCRIPT ? ['text/javascript', RELOAD_CLIENT] : ['text/css', ERROR_CSS];
        response.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' }).end(body);
        return true;
      }
      if (path === EVENTS) {
        response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
        response.write('retry: 500\n\n');
        listeners.add(response);
        request.on('close', () => listeners.delete(response));
        return true;
      }
      const report = errorReport();
      // Before any good build there is no page to lay the report over: it gets a page of its own.
      const wantsPage = (request.headers.accept ?? '').includes('text/html');
      if (!report || lastGood.size > 0 || !wantsPage) return false;
      response.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(errorPage(report, ERROR_STYLES, RELOAD_SCRIPT));
      return true;
    },
  });

  // --- watching ------------------------------------------------------------------------------
  const watchers: FSWatcher[] = [];
  let timer: NodeJS.Timeout | undefined;
  let codeChanged = false;
  let configChanged = false;
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (codeChanged) startWorker();
      const reason = codeChanged ? 'Code changed' : `${label} changed`;
      codeChanged = configChanged = false;
      void build(reason);
    }, SETTLE_MS);
  };
  for (const folder of CODE_FOLDERS) {
    watchers.push(
      watch(join(projectRoot, folder), { recursive: true }, () => {
        codeChanged = true;
        settle();
      }),
    );
  }
  // The folder, not the file: editors often save by writing a new file and renaming it.
  watchers.push(
    watch(dirname(configPath), (_event, name) => {
      if (name !== basename(configPath)) return;
      configChanged = true;
      settle();
    }),
  );

  const close = async () => {
    clearTimeout(timer);
    watchers.forEach((watcher) => watcher.close());
    for (const listener of listeners) listener.end();
    await worker?.terminate();
    server.closeAllConnections();
    if (server.listening) await new Promise<void>((done) => server.close(() => done()));
  };

  startWorker();
  await build('');
  try {
    const origin = await listenOnLoopback(server, port);
    return { url: origin + basePath, close };
  } catch (error) {
    await close(); // the port is taken: let the process end
    throw error;
  }
}

/** The folder the site is published under, from the built home page's canonical link. */
function basePathOf(files: ReadonlyMap<string, Uint8Array>): string {
  const home = files.get('index.html');
  const canonical = home && /<link rel="canonical" href="([^"]+)"/.exec(Buffer.from(home).toString('utf8'))?.[1];
  return canonical ? new SiteUrls(canonical).basePath : '/';
}

/** The build worker, from source or compiled, whichever this module is. */
const createBuildWorker = (): Worker => startWorker(import.meta.url, 'site-build.worker');
