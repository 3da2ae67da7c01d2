// The estimate request as the form service receives it, made from the form by the declaration of
// its fields (fields.ts): the dialog, the /estimate/ page and the launch check's test all send this.
import { ESTIMATE_FIELDS, type EstimateField, type FieldKey } from './fields.js';
import { photoFileName } from './photos.js';

type AlwaysSentKey = Extract<(typeof ESTIMATE_FIELDS)[number], { alwaysSent: true }>['key'];
type TextKey = Exclude<FieldKey, 'photos'>;

/**
 * Exactly what the form service receives as text: the fields always sent (empty when left empty),
 * the others once filled in, and nothing else but the price shown for a chosen lot size and the
 * page's language on a translation's pages. Photos go beside it (requestBody).
 */
export type EstimateRequest = Record<AlwaysSentKey, string> &
  Partial<Record<TextKey, string>> & {
    /** The price the form showed for the chosen lot size: "$35 – $45 per visit", or the priced-after-a-visit text. */
    priceRange?: string;
    /** The page's language, from a translation's pages only (`es`): the owner answers in it. */
    language?: string;
  };

/** The request from the form's fields, with `priceRange`, the price the form shows, when a lot size is chosen. */
export function estimateRequestFrom(data: FormData, priceRange = ''): EstimateRequest {
  const request: Record<string, string> = {};
  for (const field of ESTIMATE_FIELDS as readonly EstimateField[]) {
    if (field.kind === 'photos') continue; // files, not text: see requestBody
    const value = String(data.get(field.key) ?? '').trim();
    if (!value && !field.alwaysSent) continue;
    request[field.key] = value;
    if (field.kind === 'lotSize') request.priceRange = priceRange; // what the visitor saw for it
  }
  const language = String(data.get('language') ?? '');
  if (language) request.language = language;
  return request as EstimateRequest;
}

/**
 * The request's body and headers. On a site that takes no photos (`photos` undefined) it is JSON,
 * as it always was. On one that does, it is always a form with files (multipart/form-data), whether
 * or not photos were chosen, so the form service gets one kind of request: the same fields as text
 * parts, in the same order, then one `photos` part per photo (`photo-1.jpg`…, as made in the
 * browser: image/jpeg). The browser writes the multipart Content-Type itself, with its boundary.
 */
export function requestBody(request: EstimateRequest, photos?: readonly Blob[]): { body: string | FormData; headers: Record<string, string> } {
  if (!photos) return { body: JSON.stringify(request), headers: ESTIMATE_HEADERS };
  const form = new FormData();
  for (const [key, value] of Object.entries(request)) form.append(key, value);
  photos.forEach((photo, index) => form.append('photos', photo, photoFileName(index)));
  return { body: form, headers: { Accept: ESTIMATE_HEADERS.Accept } };
}

/**
 * POSTs the request: JSON, or with `photos` (on a site that takes them) a form with files.
 * Resolves true when the service answered ok, false when it answered with an error; rejects on a
 * network failure or when no answer came within `timeoutMs`.
 */
export async function postEstimate(endpoint: string, request: EstimateRequest, timeoutMs: number, photos?: readonly Blob[]): Promise<boolean> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint, { method: 'POST', ...requestBody(request, photos), signal: abort.signal });
    return response.ok;
  } finally {
    clearTimeout(timer);
  }
}

/** A request is JSON, asking for a JSON answer; `npm run launch-check -- --send-test` sends its test with the same headers. */
export const ESTIMATE_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };
