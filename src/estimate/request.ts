// The estimate request as the form service receives it, made from the form by the declaration of
// its fields (fields.ts): the dialog, the /estimate/ page and the launch check's test all send this.
import { ESTIMATE_FIELDS, type EstimateField, type FieldKey } from './fields.js';

type AlwaysSentKey = Extract<(typeof ESTIMATE_FIELDS)[number], { alwaysSent: true }>['key'];

/**
 * Exactly what the form service receives: the fields always sent (empty when left empty), the
 * others once filled in, and nothing else but the price shown for a chosen lot size and the page's
 * language on a translation's pages.
 */
export type EstimateRequest = Record<AlwaysSentKey, string> &
  Partial<Record<FieldKey, string>> & {
    /** The price the form showed for the chosen lot size: "$35 – $45 per visit", or the priced-after-a-visit text. */
    priceRange?: string;
    /** The page's language, from a translation's pages only (`es`): the owner answers in it. */
    language?: string;
  };

/** The request from the form's fields, with `priceRange`, the price the form shows, when a lot size is chosen. */
export function estimateRequestFrom(data: FormData, priceRange = ''): EstimateRequest {
  const request: Record<string, string> = {};
  for (const field of ESTIMATE_FIELDS as readonly EstimateField[]) {
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
 * POSTs the request as JSON. Resolves true when the service answered ok, false when it answered
 * with an error; rejects on a network failure or when no answer came within `timeoutMs`.
 */
export async function postEstimate(endpoint: string, request: EstimateRequest, timeoutMs: number): Promise<boolean> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint, { method: 'POST', headers: ESTIMATE_HEADERS, body: JSON.stringify(request), signal: abort.signal });
    return response.ok;
  } finally {
    clearTimeout(timer);
  }
}

/** A request is JSON, asking for a JSON answer; `npm run launch-check -- --send-test` sends its test with the same headers. */
export const ESTIMATE_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };
