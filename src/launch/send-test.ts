// `npm run launch-check -- --send-test`: one test request to the form service, sent as a visitor's
// browser sends the dialog's (the same JSON fields and headers, and the browser's own check that
// the service lets web pages send to it), and its answer in plain words.
import type { SiteConfig } from '../config/types.js';
import { ESTIMATE_FIELDS, type EstimateField, type TestValue } from '../estimate/fields.js';
import { ESTIMATE_HEADERS, type EstimateRequest } from '../estimate/request.js';

/** The name the test request carries, so the owner knows it in their inbox. */
export const TEST_NAME = 'Website test';

export type SendTestResult =
  | { outcome: 'accepted'; status: number; statusText: string }
  /** Answered with an error status, or (`browsers`) without letting web pages of the site read the answer. */
  | { outcome: 'refused'; status: number; statusText: string; said?: string; browsers?: boolean }
  | { outcome: 'unreachable'; host: string; why: string }
  | { outcome: 'timed-out'; seconds: number };

/** What the test request says in each field it fills, so the owner recognises it. */
const TEST_VALUES: Record<TestValue, (config: SiteConfig, now: Date) => string> = {
  'test name': () => TEST_NAME,
  'business email': (config) => config.business.email,
  'business address': ({ business: { address } }) => (address ? [address.street, address.locality].filter(Boolean).join(', ') : 'No address: this is a test'),
  'first service': (config) => config.services[0]?.title ?? '',
  'test note': (_config, now) =>
    `A test request sent by npm run launch-check on ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC, to check that estimate requests reach you. Nothing to do.`,
};

/** The test request: every field of the form that says what a test fills in (src/estimate/fields.ts). */
export function testRequest(config: SiteConfig, now: Date): EstimateRequest {
  const request: Record<string, string> = {};
  for (const field of ESTIMATE_FIELDS as readonly EstimateField[]) if (field.test) request[field.key] = TEST_VALUES[field.test](config, now);
  return request as EstimateRequest;
}

/** The web page a visitor sends from: the browser names its origin, and the service must allow it. */
const siteOrigin = (config: SiteConfig): string => new URL(config.site.url).origin;

/** Sends the test request and says how the form service answered; never throws for the service's sake. */
export async function sendTestRequest(config: SiteConfig, now = new Date()): Promise<SendTestResult> {
  const { endpoint, timeoutSeconds } = config.estimateForm;
  const origin = siteOrigin(config);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutSeconds * 1000);
  try {
    // A browser asks first whether a page of the site may send JSON there (a CORS preflight).
    const preflight = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      signal: abort.signal,
    });
    await preflight.body?.cancel();
    if (!preflight.ok || !allowsOrigin(preflight.headers, origin)) {
      return { outcome: 'refused', status: preflight.status, statusText: preflight.statusText, browsers: preflight.ok };
    }
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { ...ESTIMATE_HEADERS, Origin: origin },
      body: JSON.stringify(testRequest(config, now)),
      signal: abort.signal,
    });
    const said = await serviceWords(response);
    if (!response.ok) return { outcome: 'refused', status: response.status, statusText: response.statusText, said };
    // The request arrived, but a browser would not let the page read the answer: visitors would see the failure alert.
    if (!allowsOrigin(response.headers, origin)) return { outcome: 'refused', status: response.status, statusText: response.statusText, said, browsers: true };
    return { outcome: 'accepted', status: response.status, statusText: response.statusText };
  } catch (error) {
    if (abort.signal.aborted) return { outcome: 'timed-out', seconds: timeoutSeconds };
    return { outcome: 'unreachable', host: new URL(endpoint).host, why: whyUnreachable(error) };
  } finally {
    clearTimeout(timer);
  }
}

const allowsOrigin = (headers: Headers, origin: string): boolean => {
  const allowed = headers.get('access-control-allow-origin');
  return allowed === '*' || allowed === origin;
};

/** The service's own message, when its answer carries one (Formspree: `{"error": …}` or `{"errors": [{"message": …}]}`). */
async function serviceWords(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: unknown; errors?: Array<{ message?: unknown }>; message?: unknown };
    const words = [body.error, body.message, ...(Array.isArray(body.errors) ? body.errors.map((error) => error?.message) : [])].filter((word): word is string => typeof word === 'string');
    return words.length ? words.join('; ').slice(0, 300) : undefined;
  } catch {
    return undefined; // not JSON: nothing more to say than the status
  }
}

/** Why nothing answered, in plain words, from the network error's code. */
function whyUnreachable(error: unknown): string {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  switch (cause?.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'no server has that name (check the address for a typo, and that this computer is online)';
    case 'ECONNREFUSED':
      return 'nothing answers at that address';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'the connection was cut before it answered';
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return 'its secure connection (https) could not be trusted';
    default:
      return cause?.code ? `the connection failed (${cause.code})` : 'the connection failed';
  }
}
