import { PageHero } from '../src/components/PageHero.js';
import { ServiceCards } from '../src/components/ServiceCards.js';
import { definePageKind, type NoData } from '../src/site/page-kind.js';
import { searchDescription, searchTitle, seoValues } from '../src/site/seo.js';
import type { Site } from '../src/site/site.js';
import { breadcrumbsTo, business, graph } from '../src/site/structured-data.js';
import { routePath } from '../src/site/urls.js';

/** /services/: every service on one page, so the folder of the service pages is a page too. */
export const servicesPage = definePageKind<NoData>({
  pages: () => [{ path: routePath.services(), data: {}, source: ['services'] }],
  head: (site) => ({
    title: searchTitle(site, 'servicesTitle', seoValues(site)),
    description: searchDescription(site, 'servicesDescription', seoValues(site)),
  }),
  structuredData: (site) => graph(business(site), breadcrumbsTo(site, site.config.labels.service.indexHeading, routePath.services())),
  styles: ['site', 'cards'],
  shows: [
    ['labels', 'service', 'indexHeading'],
    ['labels', 'service', 'indexIntro'],
  ],
  inlineScripts: () => [],
  Component: ServicesPage,
});

function ServicesPage({ site }: { site: Site }) {
  const labels = site.config.labels.service;
  return (
    <>
      <PageHero heading={labels.indexHeading}>
        <p>{labels.indexIntro}</p>
      </PageHero>
      <section className="section">
        <div className="container">
          <ServiceCards site={site} headingLevel={2} atTop />
        </div>
      </section>
    </>
  );
}
