import type { SiteUrls } from './urls.js';

/**
 * `_headers`, read by Netlify and Cloudflare Pages: security headers on every response and
 * year-long caching for the content-hashed files under /assets/ (a changed file gets a new name).
 */
export function headersFile(urls: SiteUrls, contentSecurityPolicy: string): string {
  return [
    urls.asset('/*'),
    `  Content-Security-Policy: ${contentSecurityPolicy}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  X-Frame-Options: DENY',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    urls.asset('/assets/*'),
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/** Tells GitHub Pages to publish the folder as it is instead of running Jekyll over it. */
export const NO_JEKYLL = '.nojekyll';
