import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentType } from '../content-types.js';
import { absoluteFormOf } from './request-path.js';

/**
 * Answers a request that is not for this server's own address and port, before anything is
 * read; true when it did. Such a request is a page elsewhere reaching the server through DNS
 * rebinding (a name that first pointed at the page's server and then at 127.0.0.1), which must
 * not read the site. The servers listen on 127.0.0.1 only: their hosts are it and `localhost`.
 */
export function refuseForeignHost(request: IncomingMessage, response: ServerResponse): boolean {
  const port = request.socket.localPort;
  const own = port === undefined ? [] : [`127.0.0.1:${port}`, `localhost:${port}`];
  const status = foreignStatus(request, own);
  if (status === undefined) return false;
  response
    .writeHead(status, { 'Content-Type': contentType('.txt'), 'Cache-Control': 'no-store' })
    .end(`This local server only answers requests for ${own.map((host) => `http://${host}/`).join(' or ')}.\n`);
  return true;
}

/** 421 for a target in absolute form naming another origin, 403 for another Host, else undefined. */
function foreignStatus(request: IncomingMessage, own: readonly string[]): 403 | 421 | undefined {
  const absolute = absoluteFormOf(request.url ?? '');
  // Such a target names the host itself (RFC 9112, 3.2.2); a browser never sends one.
  if (absolute && !own.some((host) => absolute.origin === `http://${host}`)) return 421;
  return own.includes(request.headers.host?.toLowerCase() ?? '') ? undefined : 403;
}
