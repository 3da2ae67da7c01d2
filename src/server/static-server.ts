import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);

export interface StaticSiteOptions {
  /** Where the files are read from on each request, so a rebuilt folder is served at once. */
  root: () => string;
  /** Extra handling before files are looked up (the dev server's reload channel, error page). */
  intercept?: (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;
  /** Changes a served HTML page before it is sent (the dev server adds its reload script). */
  transformHtml?: (html: string) => string;
}

/**
 * Serves a built site the way static hosts do: `route/` serves `route/index.html`, `route`
 * redirects to `route/`, a missing path gets the nearest 404.html with status 404, responses
 * are compressed with brotli or gzip when the browser accepts it.
 */
export function createStaticSiteServer(options: StaticSiteOptions): Server {
  return createServer((request, response) => {
    handle(request, response, options).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Internal error');
    });
  });
}

async function handle(request: IncomingMessage, response: ServerResponse, options: StaticSiteOptions): Promise<void> {
  if (options.intercept && (await options.intercept(request, response))) return;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const root = resolve(options.root());
  const url = new URL(request.url ?? '/', 'http://localhost');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/';
  }
  const file = safeJoin(root, pathname);
  const found = file ? await fileKind(file) : 'missing';

  if (found === 'directory') {
    if (!pathname.endsWith('/')) {
      response.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
      return;
    }
    if ((await fileKind(join(file!, 'index.html'))) === 'file') return send(request, response, join(file!, 'index.html'), 200, options);
  } else if (found === 'file') {
    return send(request, response, file!, 200, options);
  }
  const notFound = await nearestNotFoundPage(root, pathname);
  if (notFound) return send(request, response, notFound, 404, options);
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
}

/** The path inside root, or undefined when the request tries to leave it. */
function safeJoin(root: string, pathname: string): string | undefined {
  const path = normalize(join(root, pathname));
  return path === root || path.startsWith(root + sep) ? path : undefined;
}

async function fileKind(path: string): Promise<'file' | 'directory' | 'missing'> {
  try {
    const info = await stat(path);
    return info.isDirectory() ? 'directory' : info.isFile() ? 'file' : 'missing';
  } catch {
    return 'missing';
  }
}

/** `/services/x` → `services/404.html` if it exists, else the root `404.html` (as Cloudflare Pages does). */
async function nearestNotFoundPage(root: string, pathname: string): Promise<string | undefined> {
  const parts = pathname.split('/').filter(Boolean);
  for (let depth = parts.length - 1; depth >= 0; depth--) {
    const candidate = safeJoin(root, join('/', ...parts.slice(0, depth), '404.html'));
    if (candidate && (await fileKind(candidate)) === 'file') return candidate;
  }
  return undefined;
}

async function send(request: IncomingMessage, response: ServerResponse, file: string, status: number, options: StaticSiteOptions): Promise<void> {
  const extension = extname(file);
  let body: Buffer = await readFile(file);
  if (extension === '.html' && options.transformHtml) body = Buffer.from(options.transformHtml(body.toString('utf8')));
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
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
