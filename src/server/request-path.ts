import type { IncomingMessage } from 'node:http';

/**
 * A request target in absolute form, `http://127.0.0.1:4173/path`, as clients send to a proxy:
 * its scheme and authority in lower case, and the path after them. Undefined for `/path`.
 */
export function absoluteFormOf(target: string): { origin: string; path: string } | undefined {
  const parts = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)(.*)$/i.exec(target);
  return parts ? { origin: parts[1]!.toLowerCase(), path: parts[2]! } : undefined;
}

/**
 * The path and query of a request, read as a path even when it starts with `//`: resolved
 * against a base URL, `//evil.example/x` would be a host name and `/x` its path. Of a target in
 * absolute form, its path: `refuseForeignHost` has checked its host.
 */
export function requestUrl(request: IncomingMessage): URL {
  const url = request.url ?? '/';
  const target = absoluteFormOf(url)?.path ?? url;
  return new URL(`http://local${target.startsWith('/') ? target : `/${target}`}`);
}

/** A path inside the site (`services/mowing`, decoded) as a URL path, each segment encoded. */
export function encodeSitePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * A redirect target on this server's own origin: a path with one leading slash, which no browser
 * reads as another host (`//evil.example/` or `/\evil.example/` would be).
 */
export function sameOriginLocation(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}
