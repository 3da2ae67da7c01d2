import type { ReactNode } from 'react';
import type { KeyPath } from '../config/key-path.js';
import type { Photo, SiteConfig } from '../config/types.js';
import type { SharedStylePart } from '../styles/parts.js';
import type { InlineScripts } from './inline-scripts.js';
import type { SearchText } from './seo.js';
import type { Site } from './site.js';
import type { Thing } from './structured-data.js';

/**
 * A part of the stylesheet: a shared part by its file name in src/styles/ (`cards` is cards.css),
 * or `own`, the kind's own stylesheet beside its module (templates/home.css for the home kind).
 */
export type StylePart = SharedStylePart | 'own';

/** A script of a kind's own pages, by its name (`estimate-page` is src/client/estimate-page.ts): bundled with the page script. */
export type PageScript = 'estimate-page';

/**
 * Where a page comes from in site.yaml, for error messages and the editor's preview: the key that
 * makes it (`['towns', 2]`), or what the page is when the site as a whole makes it (`(home page)`).
 */
export type PageSource = KeyPath | `(${string})`;

/** One page a kind publishes: where, from which site.yaml key, and the data it is made from. */
export interface PageEntry<Data> {
  /** The URL path, in the site's one link form (`/services/irrigation/`). */
  path: string;
  data: Data;
  source: PageSource;
  /** The key whose value makes the address (`['towns', 2, 'slug']`), where two pages at one address are reported. */
  addressKey?: KeyPath;
  /** Listed in the sitemap and open to search engines; true unless said otherwise. */
  indexable?: boolean;
  /**
   * Also asks search engines not to list it (`<meta name="robots" content="noindex">`): for a page
   * that is not indexable and that no 404 status keeps out of search results. Not the not-found
   * pages, whose status does, and where it would cost Lighthouse's SEO audit of /404.html.
   */
  noindex?: boolean;
}

/** A page's title and meta description, each with the site.yaml key it comes from (for the length warnings). */
export interface PageHead {
  title: SearchText;
  description: SearchText;
}

/**
 * Everything the build needs to know about one kind of page. Each kind is one module in
 * templates/, and the registry (templates/kinds.ts) lists them, so a kind without one of
 * these parts does not compile.
 */
export interface PageKind<Data> {
  /** Every page of this kind, in the order they are written. A pure function of the config. */
  pages(config: SiteConfig): Array<PageEntry<Data>>;
  head(site: Site, data: Data): PageHead;
  /** schema.org data for search engines, or undefined for pages they should not index. */
  structuredData(site: Site, data: Data, path: string): Thing | undefined;
  /** The page's own photo, shown when the page is shared; without one, the home page's banner photo. */
  photo?(config: SiteConfig, data: Data): Photo | undefined;
  /** The stylesheet parts the kind inlines, in order. */
  styles: readonly StylePart[];
  /**
   * The site.yaml keys shown on this kind's pages and no other (`hero`, `labels.home`), besides
   * each page's own `source`: the editor's preview shows this kind's first page for such a field.
   */
  shows: readonly KeyPath[];
  /** The texts of the inline scripts its pages carry (`scripts`: the built ones): their hashes go into the Content-Security-Policy. */
  inlineScripts(scripts: InlineScripts): string[];
  /** A script its pages load besides the page script every page loads (what only they do). */
  script?: PageScript;
  /** Lays out the page's content from what src/site/ worked out; `inlineScripts` for the page to carry. */
  Component(props: { site: Site; data: Data; inlineScripts: InlineScripts }): ReactNode;
}

/** The data of a kind that has one page made from the config as a whole (home, estimate). */
export type NoData = Record<never, never>;

/** Keeps a kind's `Data` type as written, for the registry to read it back. */
export const definePageKind = <Data>(kind: PageKind<Data>): PageKind<Data> => kind;

export type DataOf<Kind> = Kind extends PageKind<infer Data> ? Data : never;
