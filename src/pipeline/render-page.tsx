import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Document } from '../page-frame/Document.js';
import { pageKindOf, pageKinds, type PageKindName } from '../../templates/kinds.js';
import type { PrerenderedIsland } from '../page-frame/Island.js';
import { AlternateLinks, LanguageLinks, otherLanguageLinks } from '../components/LanguageLinks.js';
import { PageLayout, type LayoutFragments } from '../page-frame/PageLayout.js';
import type { PageHead } from '../site/page-kind.js';
import { headOf, type PlannedRoute } from '../plan/plan.js';
import { shownSource } from '../plan/routes.js';
import { photoShareImage, type ShareImage } from '../site/photos.js';
import { openGraphLocale } from '../site/seo.js';
import { structuredDataJson } from '../site/structured-data.js';
import { hreflangAlternates } from '../site/sitemap.js';
import type { Site } from '../site/site.js';
import type { InlineScripts } from '../site/inline-scripts.js';
import { fillShell, fillShellBytes, headerSlot, renderShell, slot, type PageShell, type SlotValues } from './page-shell.js';
import { stylesFor, type Stylesheets } from './stylesheet.js';

/** What every page of one build shares, worked out once. */
export interface SharedPageParts {
  styles: Stylesheets;
  /** The scripts pages carry inline, as built. */
  inlineScripts: InlineScripts;
  bootScriptHref: string;
  /** The script of a kind's own pages, when it has one. */
  pageScriptHref(kindName: PageKindName): string | undefined;
  faviconHref: string;
  /** The site's island props file (see IslandPropsOfSite). */
  islandPropsHref: string;
  /** The policy of a kind's pages: their inline scripts and stylesheet by hash. */
  contentSecurityPolicy(kindName: PageKindName): string;
  fragments: LayoutFragments;
  /** Share cards made for pages that have no photo to show in link previews, by the page's file. */
  shareCards: ReadonlyMap<string, ShareImage>;
  /** The shells of the pages, made as they are first needed (see page-shell.tsx), when they fit the site. */
  shells: Map<PageKindName, Array<PageShell | undefined>>;
  shellsFit: boolean;
}

/** The page's own photo, else the home page's banner photo, else the page's share card. */
export function shareImageFor(site: Site, route: Pick<PlannedRoute, 'file' | 'photo'>, shareCards: ReadonlyMap<string, ShareImage>): ShareImage | undefined {
  const absolute = (path: string) => site.urls.absoluteAsset(path);
  return (
    photoShareImage(site.photo(route.photo), absolute) ??
    photoShareImage(site.photo(site.config.hero.image), absolute) ??
    shareCards.get(route.file)
  );
}

/** One page as a complete HTML document. A pure function of its inputs; `head`: the page's, when already worked out. */
export function renderPage(site: Site, route: PlannedRoute, shared: SharedPageParts, head = headOf(site, route)): string {
  const page = pageOf(site, route, shared, head);
  return 'whole' in page ? page.whole : fillShell(page.shell, page.values);
}

/** The same page as UTF-8 in pieces, for one writev: the shell's own pieces are encoded once per build. */
export function renderPageBytes(site: Site, route: PlannedRoute, shared: SharedPageParts, head = headOf(site, route)): Uint8Array[] {
  const page = pageOf(site, route, shared, head);
  return 'whole' in page ? [Buffer.from(page.whole)] : fillShellBytes(page.shell, page.values);
}

type FilledShell = { shell: PageShell; values: SlotValues } | { whole: string };

/** A page's shell and what goes into its slots (or, without a shell, the whole page). */
function pageOf(site: Site, route: PlannedRoute, shared: SharedPageParts, head: PageHead): FilledShell {
  const { urls } = site;
  const kind = pageKindOf(route.page);
  const data = kind.structuredData(site, route.page, route.path);
  const structuredData = data && structuredDataJson(data);
  const image = shareImageFor(site, route, shared.shareCards);
  const canonical = route.indexable ? urls.absolute(route.path) : undefined;
  const translated = route.alternates.length > 0;
  const shell = shellOf(site, route.page.kind, shared, { canonical: canonical !== undefined, noindex: route.noindex, image: image !== undefined, structuredData: structuredData !== undefined, translated });
  if (!shell) return { whole: renderWholePage(site, route, shared, head) };
  const header = shared.fragments.header(route.path); // rendered outside the page render, once per kind
  return {
    shell,
    values: {
      alternates: hreflangAlternates(route.alternates, urls).map(({ href }) => href), // x-default, last, is the first's: no slot of its own
      languageLinks: route.alternates.map(({ sitePath }) => urls.asset(sitePath)),
      texts: {
        title: head.title.text,
        description: head.description.text,
        url: urls.absolute(route.path),
        canonical,
        imageUrl: image?.url,
        imageType: image?.type,
        imageWidth: image && String(image.width),
        imageHeight: image && String(image.height),
        imageAlt: image?.alt,
      },
      html: {
        structuredData,
        headerHtml: header.innerHtml,
        main: renderToString(<kind.Component site={site} data={route.page} inlineScripts={shared.inlineScripts} />),
      },
    },
  };
}

interface ShellFlags {
  canonical: boolean;
  /** The page says noindex to search engines. */
  noindex: boolean;
  image: boolean;
  structuredData: boolean;
  /** The page has the same page in other languages (alternates in the head, links above the header). */
  translated: boolean;
}

/** The shell of a kind's pages, rendered once per build for each combination of the parts a page may lack. */
function shellOf(site: Site, kindName: PageKindName, shared: SharedPageParts, flags: ShellFlags): PageShell | undefined {
  if (!shared.shellsFit) return undefined;
  // A number, not a string made for every page: each flag is a bit.
  const key = +flags.canonical | (+flags.image << 1) | (+flags.structuredData << 2) | (+flags.translated << 3) | (+flags.noindex << 4);
  let ofKind = shared.shells.get(kindName);
  if (!ofKind) shared.shells.set(kindName, (ofKind = []));
  if (!ofKind[key]) {
    const image = flags.image ? { url: slot('imageUrl'), type: slot('imageType'), width: slot('imageWidth'), height: slot('imageHeight'), alt: slot('imageAlt') } : undefined;
    const filled = { structuredData: flags.structuredData ? slot('structuredData') : undefined, canonical: flags.canonical ? slot('canonical') : undefined };
    // One link per language, and x-default (the site's own language): each address is a slot.
    const alternateSlots = site.languages.map((code, index) => ({ hreflang: code, href: slot(`alternate${index}`) }));
    const translated = flags.translated
      ? {
          alternates: <AlternateLinks links={[...alternateSlots, { hreflang: 'x-default', href: slot('alternate0') }]} />,
          languageLinks: languageSwitcher(site, { alternates: site.languages.map((language, index) => ({ language, sitePath: slot(`languageLink${index}`) })) }, (href) => href),
        }
      : {};
    ofKind[key] = renderShell(
      documentOf(site, kindName, shared, {
        noindex: flags.noindex,
        title: slot('title'),
        description: slot('description'),
        url: slot('url'),
        ...filled,
        ...translated,
        image: image as ShareImage | undefined,
        header: headerSlot('Header'),
        main: slot('main'),
      }),
    );
  }
  return ofKind[key];
}

interface PageParts {
  /** Asks search engines not to list the page. */
  noindex: boolean;
  title: string;
  description: string;
  url: string;
  canonical: string | undefined;
  image: ShareImage | undefined;
  structuredData: string | undefined;
  header: PrerenderedIsland;
  /** On a site with translations: the head's alternates, and the links to the page in the other languages. */
  alternates?: ReactNode;
  languageLinks?: ReactNode;
  /** The page's own content. */
  main: ReactNode;
}

/** The whole document around a page's parts. */
function documentOf(site: Site, kindName: PageKindName, shared: SharedPageParts, parts: PageParts) {
  const { config } = site;
  return (
    <Document
      language={config.site.language}
      meta={{ title: parts.title, description: parts.description }}
      siteName={config.business.name}
      openGraphLocale={openGraphLocale(config)}
      openGraphLocaleAlternates={site.languages.length > 1 ? site.languages.filter((code) => code !== config.site.language).map((code) => openGraphLocale({ ...config, site: { ...config.site, language: code } })) : undefined}
      alternates={parts.alternates}
      url={parts.url}
      canonicalUrl={parts.canonical}
      noindex={parts.noindex}
      themeColor={config.site.themeColor}
      faviconHref={shared.faviconHref}
      css={stylesFor(kindName, pageKinds[kindName], shared.styles)}
      contentSecurityPolicy={shared.contentSecurityPolicy(kindName)}
      bootScriptHref={shared.bootScriptHref}
      pageScriptHref={shared.pageScriptHref(kindName)}
      analyticsId={config.analytics?.measurementId}
      islandPropsHref={shared.islandPropsHref}
      structuredData={parts.structuredData}
      shareImage={parts.image}
    >
      <PageLayout skipToContent={config.labels.header.skipToContent} languageLinks={parts.languageLinks} header={parts.header} fragments={shared.fragments}>
        {parts.main}
      </PageLayout>
    </Document>
  );
}

/** A page rendered whole, without a shell: when the owner's texts hold a slot's marker, and for tests to compare with. */
export function renderWholePage(site: Site, route: PlannedRoute, shared: SharedPageParts, head = headOf(site, route)): string {
  const kind = pageKindOf(route.page);
  const data = kind.structuredData(site, route.page, route.path);
  const html = renderToString(
    documentOf(site, route.page.kind, shared, {
      noindex: route.noindex,
      title: head.title.text,
      description: head.description.text,
      url: site.urls.absolute(route.path),
      canonical: route.indexable ? site.urls.absolute(route.path) : undefined,
      image: shareImageFor(site, route, shared.shareCards),
      structuredData: data && structuredDataJson(data),
      header: shared.fragments.header(route.path),
      ...(route.alternates.length ? { alternates: <AlternateLinks links={hreflangAlternates(route.alternates, site.urls)} />, languageLinks: languageSwitcher(site, route) } : {}),
      main: <kind.Component site={site} data={route.page} inlineScripts={shared.inlineScripts} />,
    }),
  );
  return `<!DOCTYPE html>${html}`;
}

/** Runs `render` for a route; a failure names the route and the site.yaml key it came from. */
export function renderingRoute<T>(route: PlannedRoute, render: () => T): T {
  try {
    return render();
  } catch (cause) {
    throw new Error(`Rendering ${route.path} (from ${shownSource(route.source)} in site.yaml) failed`, { cause });
  }
}

/** The links above the header to the page in the other languages. */
function languageSwitcher(site: Site, route: Pick<PlannedRoute, 'alternates'>, href?: (sitePath: string) => string) {
  return <LanguageLinks label={site.config.labels.header.languages} links={otherLanguageLinks(site, route.alternates, href)} />;
}
