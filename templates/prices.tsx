import { EstimateLink } from '../src/components/EstimateLink.js';
import { PageHero } from '../src/components/PageHero.js';
import { PriceTable } from '../src/components/PriceTable.js';
import { definePageKind, type NoData } from '../src/site/page-kind.js';
import { hasPrices, priceTable, pricedServices } from '../src/site/prices.js';
import { searchDescription, searchTitle, seoValues } from '../src/site/seo.js';
import { localeOf, type Site } from '../src/site/site.js';
import { breadcrumbsTo, business, graph } from '../src/site/structured-data.js';
import { routePath } from '../src/site/urls.js';
import { editMark } from '../src/site/edit-marks.js';

/** `{services}` in this page's description: the services it has prices of. */
const searchValues = (site: Site) => ({ ...seoValues(site), services: site.list(pricedServices(site.config).map((service) => service.title)) });

/** /prices/: every priced service's table, with the note they all assume; only when site.yaml has prices. */
export const pricesPage = definePageKind<NoData>({
  pages: (config) => (hasPrices(config) ? [{ path: routePath.prices(), data: {}, source: ['pricing'] }] : []),
  head: (site) => ({
    title: searchTitle(site, 'pricesTitle', searchValues(site)),
    description: searchDescription(site, 'pricesDescription', searchValues(site)),
  }),
  structuredData: (site) => graph(business(site), breadcrumbsTo(site, site.config.labels.prices.heading, routePath.prices())),
  styles: ['site', 'prices'],
  shows: [['pricing'], ['labels', 'prices']],
  inlineScripts: () => [],
  Component: PricesPage,
});

function PricesPage({ site }: { site: Site }) {
  const { config, urls } = site;
  const labels = config.labels.prices;
  const language = localeOf(config);
  return (
    <>
      <PageHero heading={labels.heading}>
        <p>{labels.intro}</p>
      </PageHero>
      <section className="section">
        <div className="container content-block">
          <p className="price-note price-note-lead" id="price-note" {...editMark(config.pricing, 'note')}>
            {config.pricing!.note}
          </p>
          {pricedServices(config).map((service) => (
            <div className="price-block" key={service.slug}>
              <h2>
                <a href={urls.href(routePath.service(service.slug))}>{service.title}</a>
              </h2>
              <PriceTable table={priceTable(config, service, language)!} labels={labels} noteId="price-note" />
            </div>
          ))}
          <div className="actions">
            <EstimateLink href={urls.href(routePath.estimate())} label={labels.estimateButton} className="button button-primary button-large" />
          </div>
        </div>
      </section>
    </>
  );
}
