import { renderToString } from 'react-dom/server';
import { Document } from '../../templates/Document.js';
import { EstimatePage } from '../../templates/EstimatePage.js';
import { HomePage } from '../../templates/HomePage.js';
import { NotFoundPage } from '../../templates/NotFoundPage.js';
import { ServicePage } from '../../templates/ServicePage.js';
import { ServicesPage } from '../../templates/ServicesPage.js';
import { TownPage } from '../../templates/TownPage.js';
import { PageLayout, type LayoutFragments } from '../components/PageLayout.js';
import type { Route } from '../site/routes.js';
import { pageMeta } from '../site/seo.js';
import { jsonForScript } from '../site/serialize.js';
import { structuredData } from '../site/structured-data.js';
import type { Site } from '../site/site.js';
import { stylesFor, type Stylesheets } from './stylesheet.js';

/** What every page of one build shares, worked out once. */
export interface SharedPageParts {
  styles: Stylesheets;
  bootScriptHref: string;
  faviconHref: string;
  contentSecurityPolicy: string;
  notFoundScript: string;
  fragments: LayoutFragments;
}

function PageContent({ site, route, shared }: { site: Site; route: Route; shared: SharedPageParts }) {
  const page = route.page;
  switch (page.kind) {
    case 'home':
      return <HomePage site={site} />;
    case 'services':
      return <ServicesPage site={site} />;
    case 'service':
      return <ServicePage site={site} service={page.service} />;
    case 'town':
      return <TownPage site={site} town={page.town} />;
    case 'estimate':
      return <EstimatePage site={site} />;
    case 'notFound':
      return <NotFoundPage site={site} section={page.section} headingScript={page.section === 'site' ? shared.notFoundScript : undefined} />;
  }
}

/** One page as a complete HTML document. A pure function of its inputs. */
export function renderPage(site: Site, route: Route, shared: SharedPageParts): string {
  const { config, urls } = site;
  const meta = pageMeta(site, route);
  const header = shared.fragments.header(route.path); // rendered outside the page render, once per kind
  const data = structuredData(site, route);
  const html = renderToString(
    <Document
      language={config.site.language}
      meta={meta}
      siteName={config.business.name}
      canonicalUrl={meta.indexable ? urls.absolute(route.path) : undefined}
      themeColor={config.site.themeColor}
      faviconHref={shared.faviconHref}
      css={stylesFor(route.page.kind, shared.styles)}
      contentSecurityPolicy={shared.contentSecurityPolicy}
      bootScriptHref={shared.bootScriptHref}
      analyticsId={config.analytics?.measurementId}
      structuredData={data && jsonForScript(data)}
    >
      <PageLayout skipToContent={config.labels.header.skipToContent} header={header} fragments={shared.fragments}>
        <PageContent site={site} route={route} shared={shared} />
      </PageLayout>
    </Document>,
  );
  return `<!DOCTYPE html>${html}`;
}
