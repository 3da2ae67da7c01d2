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
} as const;

/** `/` → `index.html`, `/services/irrigation/` → `services/irrigation/index.html`, `/404.html` → `404.html` */
export function outputFileFor(path: string): string {
  const relative = path.replace(/^\//, '');
  return relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
}

/**
 * Turns site paths into links. A site published under a folder (a GitHub Pages project site,
 * `https://user.github.io/lawn/`) gets that folder in front of every link.
 */
export class SiteUrls {
  readonly origin: string;
  readonly basePath: string;

  constructor(siteUrl: string) {
    const url = webAddress(siteUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  }

  /** A root-relative link for use inside the site. */
  href(path: string): string {
    return this.basePath + path.replace(/^\//, '');
  }

  /** A full URL for canonical links, the sitemap and structured data. */
  absolute(path: string): string {
    return this.origin + this.href(path);
  }
}
