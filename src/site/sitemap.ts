import type { Route } from './routes.js';
import type { SiteUrls } from './urls.js';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** sitemap.xml: every indexable page, by its canonical URL. */
export function sitemapXml(routes: readonly Route[], urls: SiteUrls): string {
  const entries = routes
    .filter((route) => route.indexable)
    .map((route) => `<url><loc>${escapeXml(urls.absolute(route.path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(urls: SiteUrls): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${urls.absolute('/sitemap.xml')}\n`;
}
