// One place decides every URL on the site. Internal links, canonical URLs and the sitemap all use
// the trailing-slash form (`/services/irrigation/`), which every common static host serves as is.
import { webAddress } from '../config/web-address.js';

export const routePath = {
  home: () => '/',
  services: () => '/services/',
  service: (slug: string) => `/services/${slug}/`,
  /** `site.state` decides the ending: `/lawn-care-monroe-nj/`. */
  town: (slug: string, state: string) => `/lawn-care-${slug}-${state.toLowerCase()}/`,
  estimate: () => '/estimate/',
  projects: () => '/projects/',
  prices: () => '/prices/',
  /** Where a customer is asked for a review: the printed card's QR code leads here. */
  review: () => '/review/',
} as const;

/** `/` → `index.html`, `/services/irrigation/` → `services/irrigation/index.html`, `/404.html` → `404.html` */
export function outputFileFor(path: string): string {
  const relative = path.replace(/^\//, '');
  return relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
}

/**
 * Turns site paths into links. A site published under a folder (a GitHub Pages project site,
 * `https://user.github.io/lawn/`) gets that folder in front of every link; the pages of a
 * translation get their language's folder too (`/es/services/irrigation/`), the files they share
 * with every language (scripts, photos, the favicon) do not.
 */
export class SiteUrls {
  readonly origin: string;
  readonly basePath: string;
  /** `es/` for the pages of the Spanish translation; empty for the site's own language. */
  readonly languageFolder: string;

  constructor(siteUrl: string, language?: string) {
    const url = webAddress(siteUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
    this.languageFolder = language ? `${language.toLowerCase()}/` : '';
  }

  /** A root-relative link to a page of this language. */
  href(path: string): string {
    return this.basePath + this.languageFolder + path.replace(/^\//, '');
  }

  /** A full URL of a page of this language, for canonical links, the sitemap and structured data. */
  absolute(path: string): string {
    return this.origin + this.href(path);
  }

  /** A root-relative link to a file every language shares: a script, a photo, the favicon. */
  asset(path: string): string {
    return this.basePath + path.replace(/^\//, '');
  }

  /** A full URL of such a file (a share image, the sitemap). */
  absoluteAsset(path: string): string {
    return this.origin + this.asset(path);
  }
}
