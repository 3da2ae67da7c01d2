import { AddressField, EmailField, HoneypotField, LotSizeField, NameField, NotesField, ServiceField } from '../src/components/EstimateFields.js';
import { PageHero } from '../src/components/PageHero.js';
import { definePageKind, type NoData } from '../src/site/page-kind.js';
import { estimatePrices } from '../src/site/prices.js';
import { searchDescription, searchTitle, seoValues } from '../src/site/seo.js';
import type { Site } from '../src/site/site.js';
import { breadcrumbsTo, business, graph } from '../src/site/structured-data.js';
import { fillTemplate } from '../src/site/text.js';
import { routePath } from '../src/site/urls.js';

/** The estimate form as a page of its own: one plain form that works without JavaScript. */
export const estimatePage = definePageKind<NoData>({
  pages: () => [{ path: routePath.estimate(), data: {}, source: 'estimateForm' }],
  head: (site) => ({
    title: searchTitle(site, 'estimateTitle', seoValues(site)),
    description: searchDescription(site, 'estimateDescription', seoValues(site)),
  }),
  structuredData: (site) => graph(business(site), breadcrumbsTo(site, site.config.labels.estimate.dialogTitle, routePath.estimate())),
  styles: ['site'],
  shows: ['estimateForm', 'labels.estimate'],
  inlineScripts: () => [],
  Component: EstimatePage,
});

function EstimatePage({ site }: { site: Site }) {
  const { config } = site;
  const labels = config.labels.estimate;
  const serviceTitles = config.services.map((service) => service.title);
  const prices = estimatePrices(config, config.site.language);
  return (
    <>
      <PageHero heading={labels.dialogTitle}>
        <p>{labels.pageIntro}</p>
      </PageHero>
      <section className="section">
        <div className="container">
          {/* The page script sends it as the dialog does (src/client/estimate-page.ts); without scripts it posts itself. */}
          <form
            className="estimate-page-form"
            action={config.estimateForm.endpoint}
            method="post"
            data-estimate-draft=""
            data-estimate-page=""
            data-timeout-ms={config.estimateForm.timeoutSeconds * 1000}
            data-sending={labels.sending}
            data-failure={labels.failure}
          >
            <NameField id="page-name" labels={labels} />
            <EmailField id="page-email" labels={labels} />
            <AddressField id="page-address" labels={labels} />
            <ServiceField id="page-service" labels={labels} serviceTitles={serviceTitles} prices={prices?.byService} />
            {/* Without JavaScript it lists every lot size, whatever the service, and only a chosen one is sent: the
                price depends on the service, which a plain form cannot follow. The page script shows the price and
                sends it too, and keeps the field unseen (in place) and unsent for a service without prices. */}
            {prices && (
              <LotSizeField
                id="page-lot-size"
                labels={labels}
                prices={prices}
                plainForm
                shown=""
                possible={Object.values(prices.byService).flatMap((texts) => texts.map((price) => fillTemplate(labels.priceShown, { price })))}
              />
            )}
            <NotesField id="page-notes" labels={labels} />
            <HoneypotField id="page-gotcha" labels={labels} />
            <button type="submit" className="button button-primary button-large">
              {labels.submit}
            </button>
          </form>
          <div className="estimate-page-form dialog-success" hidden data-estimate-sent="">
            <h2 tabIndex={-1}>{labels.successHeading}</h2>
            <p>{labels.successText}</p>
          </div>
        </div>
      </section>
    </>
  );
}
