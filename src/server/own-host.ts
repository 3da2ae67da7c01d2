import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The Host values a local server answers: its own loopback address and port, by number or as
 * `localhost`. Anything else is a page elsewhere reaching it through DNS rebinding (a name that
 * first pointed at the page's server and then at 127.0.0.1), which must not read the site.
 */
export function ownHosts(localAddress: string | undefined, port: number): string[] {
  const address = (localAddress ?? '').replace(/^::ffff:/, '');
  const numeric = address.includes(':') ? `[${address}]` : address;
  return [...new Set([`${numeric}:${port}`, `localhost:${port}`])];
}

/** True when the request names this server's own address and port in its Host header. */
export function isOwnHost(request: IncomingMessage): boolean {
  const host = request.headers.host?.toLowerCase();
  const port = request.socket.localPort;
  if (host === undefined || port === undefined) return false;
  return ownHosts(request.socket.localAddress, port).includes(host);
}

/** Answers 403 to a request for another host, before anything is read; true when it did. */
export function refuseForeignHost(request: IncomingMessage, response: ServerResponse): boolean {
  if (isOwnHost(request)) return false;
  const own = request.socket.localPort === undefined ? [] : ownHosts(request.socket.localAddress, request.socket.localPort);
  response
    .writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    .end(`This local server only answers requests for ${own.map((host) => `http://${host}/`).join(' or ')}.\n`);
  return true;
}
