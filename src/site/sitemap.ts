import type { PlannedRoute } from './plan.js';
import type { Site } from './site.js';
import type { SiteUrls } from './urls.js';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** The most URLs one sitemap file may list (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000;

/**
 * sitemap.xml: every indexable page in every language, by its canonical URL, with the same page in
 * each other language beside it (`xhtml:link` alternates, x-default the site's own language) on a
 * site with translations. Past 50,000 pages, sitemap.xml becomes an index of numbered sitemap files.
 * Returns every file to write, by name.
 */
export function sitemapFiles(routes: ReadonlyArray<Pick<PlannedRoute, 'indexable' | 'sitePath' | 'alternates'>>, site: Pick<Site, 'urls' | 'languages'>): Map<string, string> {
  const { urls } = site;
  const translated = site.languages.length > 1;
  const entries = routes.filter((route) => route.indexable).map((route) => urlEntry(route, urls, translated));
  const files = new Map<string, string>();
  const urlset = (part: string[]) =>
    `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}"${translated ? ` xmlns:xhtml="${XHTML_NS}"` : ''}>\n${part.join('\n')}\n</urlset>\n`;
  if (entries.length <= MAX_SITEMAP_URLS) {
    files.set('sitemap.xml', urlset(entries));
    return files;
  }
  const parts: string[] = [];
  for (let start = 0; start < entries.length; start += MAX_SITEMAP_URLS) {
    const name = `sitemap-${parts.length + 1}.xml`;
    files.set(name, urlset(entries.slice(start, start + MAX_SITEMAP_URLS)));
    parts.push(`<sitemap><loc>${escapeXml(urls.absoluteAsset(`/${name}`))}</loc></sitemap>`);
  }
  files.set('sitemap.xml', `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${parts.join('\n')}\n</sitemapindex>\n`);
  return files;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** One page's entry: its address, and on a translated site the same page in every language. */
function urlEntry(route: Pick<PlannedRoute, 'sitePath' | 'alternates'>, urls: SiteUrls, translated: boolean): string {
  const loc = `<loc>${escapeXml(urls.absoluteAsset(route.sitePath))}</loc>`;
  if (!translated) return `<url>${loc}</url>`;
  const links = hreflangAlternates(route.alternates, urls).map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
  return `<url>${loc}${links.join('')}</url>`;
}

/**
 * The same page in every language, as search engines read it (`hreflang`), and `x-default` for the
 * site's own language, whose page is the first: absolute addresses, the same list on every one of them.
 */
export function hreflangAlternates(alternates: ReadonlyArray<{ language: string; sitePath: string }>, urls: SiteUrls): Array<{ hreflang: string; href: string }> {
  const links = alternates.map(({ language, sitePath }) => ({ hreflang: language, href: urls.absoluteAsset(sitePath) }));
  return links.length ? [...links, { hreflang: 'x-default', href: links[0]!.href }] : [];
}

export function robotsTxt(urls: SiteUrls): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${urls.absoluteAsset('/sitemap.xml')}\n`;
}
