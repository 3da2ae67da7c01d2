import { renderToString } from 'react-dom/server';
import { Document } from '../../templates/Document.js';
import { pageKindOf } from '../../templates/kinds.js';
import { PageLayout, type LayoutFragments } from '../components/PageLayout.js';
import type { Route } from '../site/routes.js';
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
}

/** One page as a complete HTML document. A pure function of its inputs. */
export function renderPage(site: Site, route: Route, shared: SharedPageParts): string {
  const { config, urls } = site;
  const kind = pageKindOf(route.page);
  const head = kind.head(site, route.page);
  const data = kind.structuredData(site, route.page, route.path);
  const header = shared.fragments.header(route.path); // rendered outside the page render, once per kind
  const html = renderToString(
    <Document
      language={config.site.language}
      meta={head}
      siteName={config.business.name}
      canonicalUrl={route.indexable ? urls.absolute(route.path) : undefined}
      themeColor={config.site.themeColor}
      faviconHref={shared.faviconHref}
      css={stylesFor(kind, shared.styles)}
      contentSecurityPolicy={shared.contentSecurityPolicy}
      bootScriptHref={shared.bootScriptHref}
      analyticsId={config.analytics?.measurementId}
      structuredData={data && jsonForScript(data)}
    >
      <PageLayout skipToContent={config.labels.header.skipToContent} header={header} fragments={shared.fragments}>
        <kind.Component site={site} data={route.page} />
      </PageLayout>
    </Document>,
  );
  return `<!DOCTYPE html>${html}`;
}
