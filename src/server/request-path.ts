import type { IncomingMessage } from 'node:http';

/**
 * The path and query of a request, read as a path even when it starts with `//`: resolved
 * against a base URL, `//evil.example/x` would be a host name and `/x` its path.
 */
export function requestUrl(request: IncomingMessage): URL {
  const target = request.url ?? '/';
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
