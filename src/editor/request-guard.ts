import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';

/** The header every change must carry, holding the token the editor page was given. */
export const TOKEN_HEADER = 'x-edit-token';

/** JSON bodies: a site.yaml is at most 4 MiB, and a list of changes to it is smaller than that. */
export const MAX_JSON_BYTES = 8 * 1024 * 1024;

/**
 * Why a request that changes something is refused, or undefined when it may go ahead. A page on
 * another site can make the browser send a POST here (a form, or fetch in no-cors mode): it cannot
 * read the token from our page, and its Origin is its own. The Host was checked before this.
 */
export function refusalOfChange(request: IncomingMessage, token: string): string | undefined {
  const origin = request.headers.origin;
  if (origin === undefined) return 'a change must come from the editor page (the request has no Origin)';
  if (origin !== `http://${request.headers.host}`) return `a change must come from the editor page, not from ${origin}`;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return `a change must come from the editor page (Sec-Fetch-Site is ${site})`;
  const given = request.headers[TOKEN_HEADER];
  if (typeof given !== 'string' || given === '') return 'a change needs the editor page’s token (reload the editor page)';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return 'the token does not match this editor session (reload the editor page)';
  return undefined;
}

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the request is larger than ${Math.round(limit / 1024 / 1024)} MB`);
  }
}

/** The request's body, refused as soon as it passes `limit` bytes (whatever Content-Length claims). */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      request.resume();
      return reject(new BodyTooLarge(limit));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    request.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        request.resume();
        return reject(new BodyTooLarge(limit));
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}
