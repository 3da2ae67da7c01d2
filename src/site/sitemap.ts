import type { Site } from './site.js';
import type { SiteUrls } from './urls.js';

/** What the sitemap needs of a page of the plan (src/plan/plan.ts): whether search engines may list it, where it is, and its twins in the other languages. */
export interface SitemapPage {
  indexable: boolean;
  sitePath: string;
  alternates: ReadonlyArray<{ language: string; sitePath: string }>;
}

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
export function sitemapFiles(routes: readonly SitemapPage[], site: Pick<Site, 'urls' | 'languages'>): Map<string, Uint8Array> {
  const { urls } = site;
  const translated = site.languages.length > 1;
  const indexable = routes.filter((route) => route.indexable);
  const files = new Map<string, Uint8Array>();
  const urlset = (part: typeof indexable) => {
    // Room for the longest of a few entries across the list, times their number: as good as always enough.
    const sample = Array.from({ length: Math.min(part.length, 32) }, (_, index) => part[Math.floor((index * part.length) / Math.min(part.length, 32))]!);
    const longest = Math.max(0, ...sample.map((route) => Buffer.byteLength(urlEntry(route, urls, translated)) + 1));
    const xml = new Utf8Builder(part.length * longest + 512);
    xml.add(`${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}"${translated ? ` xmlns:xhtml="${XHTML_NS}"` : ''}>\n`);
    for (const route of part) xml.add(`${urlEntry(route, urls, translated)}\n`);
    if (part.length === 0) xml.add('\n'); // as an empty list joined
    xml.add('</urlset>\n');
    return xml.bytes();
  };
  if (indexable.length <= MAX_SITEMAP_URLS) {
    files.set('sitemap.xml', urlset(indexable));
    return files;
  }
  const parts: string[] = [];
  for (let start = 0; start < indexable.length; start += MAX_SITEMAP_URLS) {
    const name = `sitemap-${parts.length + 1}.xml`;
    files.set(name, urlset(indexable.slice(start, start + MAX_SITEMAP_URLS)));
    parts.push(`<sitemap><loc>${escapeXml(urls.absoluteAsset(`/${name}`))}</loc></sitemap>`);
  }
  files.set('sitemap.xml', Buffer.from(`${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${parts.join('\n')}\n</sitemapindex>\n`));
  return files;
}

/**
 * UTF-8 written into one buffer as it is made. The sitemap of 10,000 towns in two languages is 9
 * MB: made as strings (every entry, then all of them joined, then the bytes) it took three times
 * that, at the very end of the build, where its memory peaks.
 */
class Utf8Builder {
  private buffer: Buffer;
  private length = 0;

  constructor(expectedBytes: number) {
    this.buffer = Buffer.allocUnsafe(Math.max(1024, expectedBytes));
  }

  add(text: string): void {
    const room = text.length * 3; // the most UTF-8 bytes a UTF-16 code unit takes
    if (this.length + room > this.buffer.length) {
      const larger = Buffer.allocUnsafe(Math.max(Math.ceil(this.buffer.length * 1.25), this.length + room));
      this.buffer.copy(larger, 0, 0, this.length);
      this.buffer = larger;
    }
    this.length += this.buffer.write(text, this.length);
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** One page's entry: its address, and on a translated site the same page in every language. */
function urlEntry(route: Pick<SitemapPage, 'sitePath' | 'alternates'>, urls: SiteUrls, translated: boolean): string {
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
