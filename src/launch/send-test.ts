// `npm run launch-check -- --send-test` and the editor's Send a test request: one test request to the form service, sent as a visitor's
// browser sends the dialog's (the same fields and headers, JSON or, on a site that takes photos, a
// form with one small photo; and the browser's own check that the service lets web pages send to
// it), and its answer in plain words.
import type { SiteConfig } from '../config/types.js';
import { ESTIMATE_FIELDS, fieldsAsked, type EstimateField, type TestValue } from '../estimate/fields.js';
import { requestBody, type EstimateRequest } from '../estimate/request.js';

/** The name the test request carries, so the owner knows it in their inbox. */
export const TEST_NAME = 'Website test';

export type SendTestResult =
  | { outcome: 'accepted'; status: number; statusText: string }
  /**
   * Answered with an error status, or (`browsers`) without letting web pages of the site read the
   * answer, or (`photo`) with an error for the request with its photo and ok for the same without.
   */
  | { outcome: 'refused'; status: number; statusText: string; said?: string; browsers?: boolean; photo?: boolean }
  | { outcome: 'unreachable'; host: string; why: string }
  | { outcome: 'timed-out'; seconds: number };

/** Where a test request is sent from: `npm run launch-check -- --send-test`, or the editor's Send a test request button. */
export type TestSender = 'launch-check' | 'editor';

/** How the test request's notes say where it came from: the owner who reads it may never have typed a command. */
const SENT_FROM: Record<TestSender, string> = {
  'launch-check': 'sent by npm run launch-check',
  editor: 'sent from the site editor',
};

/** What the test request says in each field it fills, so the owner recognises it. */
const TEST_VALUES: Record<Exclude<TestValue, 'test photo'>, (config: SiteConfig, now: Date, sender: TestSender) => string> = {
  'test name': () => TEST_NAME,
  'business email': (config) => config.business.email,
  'business address': ({ business: { address } }) => (address ? [address.street, address.locality].filter(Boolean).join(', ') : 'No address: this is a test'),
  'first service': (config) => config.services[0]?.title ?? '',
  'test note': (_config, now, sender) =>
    `A test request ${SENT_FROM[sender]} on ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC, to check that estimate requests reach you. Nothing to do.`,
};

/** A JPEG of 64 × 48 pixels of lawn green, without metadata: the test request's photo. */
const TEST_PHOTO = Buffer.from(
  '/9j/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCAAwAEADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCUBERwAAAAAAAAAAAAAAAAAAAAAH//2Q==',
  'base64',
);

/** The test request: every text field of the form that says what a test fills in (src/estimate/fields.ts). */
export function testRequest(config: SiteConfig, now: Date, sender: TestSender = 'launch-check'): EstimateRequest {
  const request: Record<string, string> = {};
  for (const field of ESTIMATE_FIELDS as readonly EstimateField[]) if (field.test && field.test !== 'test photo') request[field.key] = TEST_VALUES[field.test](config, now, sender);
  return request as EstimateRequest;
}

/** The test request's photos: one small JPEG where the site's form asks for photos, none otherwise (then it is JSON). */
export function testPhotos(config: SiteConfig): Blob[] | undefined {
  const asked = fieldsAsked({ prices: false, photos: config.estimateForm.photos }).some((field) => field.test === 'test photo');
  return asked ? [new Blob([TEST_PHOTO], { type: 'image/jpeg' })] : undefined;
}

/** The web page a visitor sends from: the browser names its origin, and the service must allow it. */
const siteOrigin = (config: SiteConfig): string => new URL(config.site.url).origin;

/** Sends the test request and says how the form service answered; never throws for the service's sake. `sender`: where it says it came from. */
export async function sendTestRequest(config: SiteConfig, { sender = 'launch-check', now = new Date() }: { sender?: TestSender; now?: Date } = {}): Promise<SendTestResult> {
  const { endpoint, timeoutSeconds } = config.estimateForm;
  const origin = siteOrigin(config);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutSeconds * 1000);
  const photos = testPhotos(config);
  const post = (withPhotos: readonly Blob[] | undefined) => {
    const { body, headers } = requestBody(testRequest(config, now, sender), withPhotos);
    return fetch(endpoint, { method: 'POST', headers: { ...headers, Origin: origin }, body, signal: abort.signal });
  };
  try {
    // A browser asks first whether a page of the site may send JSON there (a CORS preflight); a
    // form with files is a request it sends without asking.
    if (!photos) {
      const preflight = await fetch(endpoint, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
        signal: abort.signal,
      });
      await preflight.body?.cancel();
      if (!preflight.ok || !allowsOrigin(preflight.headers, origin)) {
        return { outcome: 'refused', status: preflight.status, statusText: preflight.statusText, browsers: preflight.ok };
      }
    }
    const response = await post(photos);
    const said = await serviceWords(response);
    if (!response.ok) {
      const refused = { outcome: 'refused', status: response.status, statusText: response.statusText, said } as const;
      if (!photos?.length || response.status >= 500) return refused;
      // Whether it was the photo: the same request without it.
      const withoutPhoto = await post([]);
      await withoutPhoto.body?.cancel();
      return withoutPhoto.ok ? { ...refused, photo: true } : refused;
    }
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
