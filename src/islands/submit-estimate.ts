/** Exactly the five fields the form service receives, and the lot size with its price only when one was chosen; nothing else is sent. */
export interface EstimateRequest {
  name: string;
  email: string;
  address: string;
  service: string;
  notes: string;
  /** The chosen lot size's label (`pricing.lotSizes`). */
  lotSize?: string;
  /** The price the form showed for it: "$35 – $45 per visit", or the priced-after-a-visit text. */
  priceRange?: string;
  /** The page's language, from a translation's pages only (`es`): the owner answers in it. */
  language?: string;
}

/** The request from the form's fields, with `priceRange`, the price the form shows, when a lot size is chosen. */
export function estimateRequestFrom(data: FormData, priceRange = ''): EstimateRequest {
  const field = (name: string) => String(data.get(name) ?? '').trim();
  const lotSize = field('lotSize');
  const language = field('language');
  return {
    name: field('name'),
    email: field('email'),
    address: field('address'),
    service: field('service'),
    notes: field('notes'),
    ...(lotSize && { lotSize, priceRange }),
    ...(language && { language }),
  };
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
