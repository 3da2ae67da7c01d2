import type { Route } from './routes.js';
import type { SiteUrls } from './urls.js';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** The most URLs one sitemap file may list (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000;

/**
 * sitemap.xml: every indexable page, by its canonical URL. Past 50,000 pages, sitemap.xml becomes
 * an index of numbered sitemap files. Returns every file to write, by name.
 */
export function sitemapFiles(routes: readonly Route[], urls: SiteUrls): Map<string, string> {
  const locations = routes.filter((route) => route.indexable).map((route) => escapeXml(urls.absolute(route.path)));
  const files = new Map<string, string>();
  if (locations.length <= MAX_SITEMAP_URLS) {
    files.set('sitemap.xml', urlset(locations));
    return files;
  }
  const parts: string[] = [];
  for (let start = 0; start < locations.length; start += MAX_SITEMAP_URLS) {
    const name = `sitemap-${parts.length + 1}.xml`;
    files.set(name, urlset(locations.slice(start, start + MAX_SITEMAP_URLS)));
    parts.push(`<sitemap><loc>${escapeXml(urls.absoluteAsset(`/${name}`))}</loc></sitemap>`);
  }
  files.set('sitemap.xml', `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${parts.join('\n')}\n</sitemapindex>\n`);
  return files;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const urlset = (locations: string[]) =>
  `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n${locations.map((loc) => `<url><loc>${loc}</loc></url>`).join('\n')}\n</urlset>\n`;

export function robotsTxt(urls: SiteUrls): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${urls.absoluteAsset('/sitemap.xml')}\n`;
}
