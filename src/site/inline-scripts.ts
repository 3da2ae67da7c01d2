/**
 * The scripts pages carry inline, by name, each with its TypeScript module in src/client/inline/.
 * They run as the page is parsed, before the first paint, so nothing moves. esbuild builds them
 * with the page script (src/pipeline/client-bundle.ts); they take their site's words from the
 * page they run on, so each is the same text on every site and in every language, and the
 * Content-Security-Policy allows it by one hash.
 */
export const INLINE_SCRIPT_FILES = {
  /** Shows the offers of the visitor's day (src/components/OfferBanner.tsx). */
  offerBanner: 'offer-banner.ts',
  /** The footer's "Open now" line (src/components/OpenNow.tsx). */
  openNow: 'open-now.ts',
  /** "Service not found" under /services/ on the root 404 page (templates/not-found.tsx). */
  notFoundHeading: 'not-found-heading.ts',
  /** "Do you serve my ZIP code?" on the home page (templates/home.tsx). */
  zipCheck: 'zip-check.ts',
} as const;

export type InlineScriptName = keyof typeof INLINE_SCRIPT_FILES;

/** Each inline script's text, as built. */
export type InlineScripts = Readonly<Record<InlineScriptName, string>>;
