import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A GET sent exactly as given: the path is not cleaned, redirects are not followed, and the Host
 * header is the one passed (`null` sends none), as a hostile page or a DNS rebinding would send it.
 */
export function rawRequest(origin: string, path: string, host?: string | null): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, setHost: host === undefined, headers: host ? { Host: host } : {} }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The status and Location of a request for `path` on the server's own host. */
export async function redirectOf(origin: string, path: string): Promise<[number, string | undefined]> {
  const response = await rawRequest(origin, path);
  return [response.status, response.headers.location as string | undefined];
}

/** The status a request gets, read as soon as the response starts (an event stream never ends). */
export function statusOf(origin: string, path: string, host?: string | null): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, setHost: host === undefined, headers: host ? { Host: host } : {} }, (response) => {
      resolve(response.statusCode!);
      req.destroy();
    });
    req.on('error', reject);
    req.end();
  });
}
