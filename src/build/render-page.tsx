import { renderToString } from 'react-dom/server';
import { Document } from '../../templates/Document.js';
import { pageKindOf } from '../../templates/kinds.js';
import { PageLayout, type LayoutFragments } from '../components/PageLayout.js';
import type { PlannedRoute } from '../site/plan.js';
import { photoShareImage, type ShareImage } from '../site/photos.js';
import { openGraphLocale } from '../site/seo.js';
import { jsonForScript } from '../site/serialize.js';
import type { Site } from '../site/site.js';
import { stylesFor, type Stylesheets } from './stylesheet.js';

/** What every page of one build shares, worked out once. */
export interface SharedPageParts {
  styles: Stylesheets;
  bootScriptHref: string;
  faviconHref: string;
  contentSecurityPolicy: string;
  fragments: LayoutFragments;
  /** Share cards made for pages that have no photo to show in link previews, by route path. */
  shareCards: ReadonlyMap<string, ShareImage>;
}

/** The page's own photo, else the home page's banner photo, else the page's share card. */
export function shareImageFor(site: Site, route: Pick<PlannedRoute, 'path' | 'photo'>, shareCards: ReadonlyMap<string, ShareImage>): ShareImage | undefined {
  const absolute = (path: string) => site.urls.absolute(path);
  return (
    photoShareImage(site.photo(route.photo), absolute) ??
    photoShareImage(site.photo(site.config.hero.image), absolute) ??
    shareCards.get(route.path)
  );
}

/** One page as a complete HTML document. A pure function of its inputs. */
export function renderPage(site: Site, route: PlannedRoute, shared: SharedPageParts): string {
  const { config, urls } = site;
  const kind = pageKindOf(route.page);
  const { head } = route;
  const data = kind.structuredData(site, route.page, route.path);
  const header = shared.fragments.header(route.path); // rendered outside the page render, once per kind
  const html = renderToString(
    <Document
      language={config.site.language}
      meta={{ title: head.title.text, description: head.description.text }}
      siteName={config.business.name}
      openGraphLocale={openGraphLocale(config)}
      url={urls.absolute(route.path)}
      canonicalUrl={route.indexable ? urls.absolute(route.path) : undefined}
      themeColor={config.site.themeColor}
      faviconHref={shared.faviconHref}
      css={stylesFor(route.page.kind, kind, shared.styles)}
      contentSecurityPolicy={shared.contentSecurityPolicy}
      bootScriptHref={shared.bootScriptHref}
      analyticsId={config.analytics?.measurementId}
      structuredData={data && jsonForScript(data)}
      shareImage={shareImageFor(site, route, shared.shareCards)}
    >
      <PageLayout skipToContent={config.labels.header.skipToContent} header={header} fragments={shared.fragments}>
        <kind.Component site={site} data={route.page} />
      </PageLayout>
    </Document>,
  );
  return `<!DOCTYPE html>${html}`;
}

/** A page's HTML; a failure names the route and the site.yaml key it came from. */
export function renderRoute(site: Site, route: PlannedRoute, shared: SharedPageParts): string {
  try {
    return renderPage(site, route, shared);
  } catch (cause) {
    throw new Error(`Rendering ${route.path} (from ${route.source} in site.yaml) failed`, { cause });
  }
}
