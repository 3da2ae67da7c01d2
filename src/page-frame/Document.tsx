import type { ReactNode } from 'react';
import type { ShareImage } from '../site/photos.js';

export interface DocumentProps {
  language: string;
  meta: { title: string; description: string };
  siteName: string;
  /** Open Graph's form of the language and country, such as en_US. */
  openGraphLocale: string;
  /** Those of the site's other languages (a site with translations). */
  openGraphLocaleAlternates?: readonly string[];
  /** `<link rel="alternate" hreflang>` to the same page in every language (a site with translations). */
  alternates?: ReactNode;
  /** Absolute URL of the page, for link previews (og:url). */
  url: string;
  /** The page's search-engine address; absent for the not-found pages and /review/. */
  canonicalUrl?: string;
  /** Asks search engines not to list the page: /review/, which no 404 status keeps out of search results. */
  noindex?: boolean;
  themeColor: string;
  faviconHref: string;
  /** The whole stylesheet, inlined so the first render needs one request. */
  css: string;
  contentSecurityPolicy: string;
  /** The small page script, loaded as a module so it never blocks the first paint. */
  bootScriptHref: string;
  /** The script of this kind of page's own, after the page script (module scripts run in order). */
  pageScriptHref?: string;
  /** schema.org data as JSON that is safe inside a script element. */
  structuredData?: string;
  analyticsId?: string;
  /** Where the islands' props are, for the page script to fetch with their code. */
  islandPropsHref: string;
  /** The picture link previews show (Facebook, messages), at least 1200 px wide. */
  shareImage?: ShareImage;
  children: ReactNode;
}

/** The HTML shell around every page. */
export function Document(props: DocumentProps) {
  const { meta, canonicalUrl } = props;
  return (
    <html lang={props.language}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={props.contentSecurityPolicy} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {/* Not-found pages have no canonical URL and no sitemap entry; their 404 status keeps them out of search results. */}
        {canonicalUrl && <link rel="canonical" href={canonicalUrl} />}
        {props.noindex && <meta name="robots" content="noindex" />}
        {props.alternates}
        <meta name="theme-color" content={props.themeColor} />
        <link rel="icon" href={props.faviconHref} type="image/svg+xml" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={props.siteName} />
        <meta property="og:locale" content={props.openGraphLocale} />
        {props.openGraphLocaleAlternates?.map((locale) => <meta key={locale} property="og:locale:alternate" content={locale} />)}
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        {/* Not-found pages too: a link preview of their address needs it, though they have no canonical link. */}
        <meta property="og:url" content={props.url} />
        {props.shareImage && (
          <>
            <meta property="og:image" content={props.shareImage.url} />
            <meta property="og:image:type" content={props.shareImage.type} />
            <meta property="og:image:width" content={String(props.shareImage.width)} />
            <meta property="og:image:height" content={String(props.shareImage.height)} />
            <meta property="og:image:alt" content={props.shareImage.alt} />
          </>
        )}
        <meta name="twitter:card" content={props.shareImage ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        <style dangerouslySetInnerHTML={{ __html: props.css }} />
        <script type="module" src={props.bootScriptHref} />
        {props.pageScriptHref && <script type="module" src={props.pageScriptHref} />}
        {props.structuredData && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: props.structuredData }} />}
      </head>
      {/* The target of "back to top" links: the very top of the page, above the sticky header. */}
      <body id="top" data-analytics-id={props.analyticsId} data-island-props={props.islandPropsHref}>
        {props.children}
      </body>
    </html>
  );
}
