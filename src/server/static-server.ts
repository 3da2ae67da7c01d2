import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { OUTPUT_MANIFEST } from '../folder-swap/output-manifest.js';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-rules.js';
import { refuseForeignHost } from './own-host.js';
import { encodeSitePath, requestUrl, sameOriginLocation } from './request-path.js';
import { contentType, contentTypeOf } from '../content-types.js';
import { folderFiles, sitePathOf, type SiteFiles } from './site-files.js';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);

export interface StaticSiteOptions {
  files: SiteFiles;
  /** The folder the site is published under (`/` or, for a GitHub Pages project site, `/repo/`). */
  basePath?: () => string;
  /** Handles a request before any file is looked up; true when it answered (the dev server's own paths). */
  intercept?: (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;
  /** Changes a served HTML page before it is sent (the dev server adds its reload script). */
  transformHtml?: (html: string) => string;
}

/**
 * Serves a built site the way static hosts do: `route/` serves `route/index.html`, `route`
 * redirects to `route/`, a missing path gets the nearest 404.html with status 404, the headers
 * of `_headers` are applied, and responses are compressed with brotli or gzip when accepted.
 * It answers only requests for its own loopback host and redirects only within its own origin.
 */
export function createStaticSiteServer(options: StaticSiteOptions): Server {
  // Without a Host header Node answers 400 itself; the host check answers it as any foreign host.
  return createServer({ requireHostHeader: false }, (request, response) => {
    handle(request, response, options).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': contentType('.txt') });
      response.end('Internal error');
    });
  });
}

/** Serves a folder of files, such as dist/. */
export const createFolderServer = (folder: () => string): Server => createStaticSiteServer({ files: folderFiles(folder) });

async function handle(request: IncomingMessage, response: ServerResponse, options: StaticSiteOptions): Promise<void> {
  if (refuseForeignHost(request, response)) return;
  if (options.intercept && (await options.intercept(request, response))) return;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = requestUrl(request);
  const decode = (path: string) => {
    try {
      return decodeURIComponent(path);
    } catch {
      return path;
    }
  };
  // Both decoded: a site under /céspedes/ arrives as /c%C3%A9spedes/.
  const base = decode(options.basePath?.() ?? '/');
  const urlPath = decode(url.pathname);
  if (!urlPath.startsWith(base)) {
    if (`${urlPath}/` === base || urlPath === '/') return redirect(response, sameOriginLocation(options.basePath?.() ?? '/'));
    return sendNotFound(request, response, options, '');
  }
  const path = sitePathOf(urlPath.slice(base.length - 1));
  // The build's list of its files is for the next build, not for visitors.
  if (path === undefined || path === OUTPUT_MANIFEST) return sendNotFound(request, response, options, '');

  const kind = await options.files.kind(path);
  if (kind === 'directory') {
    // Built from the cleaned path, not the request's: `//evil.example/..%2fservices` goes to `/services/`.
    if (!urlPath.endsWith('/')) return redirect(response, sameOriginLocation(`${options.basePath?.() ?? '/'}${path ? `${encodeSitePath(path)}/` : ''}${url.search}`));
    const index = path ? `${path}/index.html` : 'index.html';
    if ((await options.files.kind(index)) === 'file') return send(request, response, options, index, 200);
  } else if (kind === 'file') {
    return send(request, response, options, path, 200);
  }
  return sendNotFound(request, response, options, path);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(301, { Location: location }).end();
}

/** The nearest 404.html (`services/404.html` under /services/, as Cloudflare Pages does), or the root one. */
async function sendNotFound(request: IncomingMessage, response: ServerResponse, options: StaticSiteOptions, path: string): Promise<void> {
  const parts = path.split('/').filter(Boolean);
  for (let depth = parts.length; depth >= 0; depth--) {
    const candidate = [...parts.slice(0, depth), '404.html'].join('/');
    if ((await options.files.kind(candidate)) === 'file') return send(request, response, options, candidate, 404);
  }
  response.writeHead(404, { 'Content-Type': contentType('.txt') }).end('Not found');
}

async function send(request: IncomingMessage, response: ServerResponse, options: StaticSiteOptions, path: string, status: number): Promise<void> {
  const extension = extname(path);
  let body = await options.files.read(path);
  if (extension === '.html' && options.transformHtml) body = Buffer.from(options.transformHtml(body.toString('utf8')));
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(path),
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...headersFor(await headerRules(options), requestUrl(request).pathname),
  };
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (COMPRESSIBLE.has(extension) && body.length > 256) {
    if (/\bbr\b/.test(accepted)) {
      body = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
      headers['Content-Encoding'] = 'br';
    } else if (/\bgzip\b/.test(accepted)) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
  }
  headers['Content-Length'] = String(body.length);
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The site's `_headers` rules, read again whenever the file changes (a rebuild). */
const rulesCache = new WeakMap<SiteFiles, { source: Buffer; rules: HeaderRule[] }>();
async function headerRules(options: StaticSiteOptions): Promise<HeaderRule[]> {
  if ((await options.files.kind('_headers')) !== 'file') return [];
  const source = await options.files.read('_headers');
  const cached = rulesCache.get(options.files);
  if (cached?.source.equals(source)) return cached.rules;
  const rules = parseHeadersFile(source.toString('utf8'));
  rulesCache.set(options.files, { source, rules });
  return rules;
}

/** Listens on a loopback port (0 picks a free one) and resolves with the site's address. */
export function listenOnLoopback(server: Server, port = 0): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') return reject(new Error('server has no port'));
      resolvePromise(`http://127.0.0.1:${address.port}`);
    });
  });
}
