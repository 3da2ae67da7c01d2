import { createHash } from 'node:crypto';
import { webAddress } from '../config/web-address.js';

/** The CSP source for an inline script or style, so it runs without allowing every inline script. */
export const cspHash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface PolicyInputs {
  /** The form service the dialog posts to and the /estimate/ page submits to. */
  endpoint: string;
  analytics: boolean;
  inlineScripts: readonly string[];
  inlineStyles: readonly string[];
}

// Google's documented sources for Google Analytics 4 with a Content-Security-Policy.
const GA_SCRIPTS = ['https://*.googletagmanager.com'];
const GA_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const GA_IMAGES = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/**
 * The Content-Security-Policy: only the site's own files, its inline style and scripts by hash,
 * the form service, and Google Analytics when the site uses it. `frame-ancestors` only works as
 * a header (browsers warn about it in a <meta>), so the meta version leaves it out.
 */
export function contentSecurityPolicy(inputs: PolicyInputs, delivery: 'header' | 'meta'): string {
  const formOrigin = webAddress(inputs.endpoint).origin;
  const ga = (sources: string[]) => (inputs.analytics ? sources : []);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inputs.inlineScripts.map(cspHash), ...ga(GA_SCRIPTS)]],
    ['style-src', ["'self'", ...inputs.inlineStyles.map(cspHash)]],
    ['img-src', ["'self'", 'data:', ...ga(GA_IMAGES)]],
    ['connect-src', ["'self'", formOrigin, ...ga(GA_CONNECT)]],
    ['form-action', ["'self'", formOrigin]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  if (delivery === 'header') directives.push(['frame-ancestors', ["'none'"]]);
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
