import { EstimateFieldControl, HoneypotField, LanguageField } from '../src/components/EstimateFields.js';
import { PageHero } from '../src/components/PageHero.js';
import { SendFallback } from '../src/components/SendFallback.js';
import { directContact, mailtoHref } from '../src/site/contact-links.js';
import { fieldsAsked } from '../src/estimate/fields.js';
import { definePageKind, type NoData } from '../src/site/page-kind.js';
import { visitTimes } from '../src/site/hours.js';
import { estimatePrices } from '../src/site/prices.js';
import { searchDescription, searchTitle, seoValues } from '../src/site/seo.js';
import { localeOf, requestLanguage, type Site } from '../src/site/site.js';
import { breadcrumbsTo, business, graph } from '../src/site/structured-data.js';
import { fillTemplate } from '../src/site/text.js';
import { routePath } from '../src/site/urls.js';

/** The estimate form as a page of its own: one plain form that works without JavaScript. */
export const estimatePage = definePageKind<NoData>({
  pages: () => [{ path: routePath.estimate(), data: {}, source: ['estimateForm'] }],
  head: (site) => ({
    title: searchTitle(site, 'estimateTitle', seoValues(site)),
    description: searchDescription(site, 'estimateDescription', seoValues(site)),
  }),
  structuredData: (site) => graph(business(site), breadcrumbsTo(site, site.config.labels.estimate.dialogTitle, routePath.estimate())),
  styles: ['site'],
  shows: [['estimateForm'], ['labels', 'estimate']],
  inlineScripts: () => [],
  script: 'estimate-page',
  Component: EstimatePage,
});

function EstimatePage({ site }: { site: Site }) {
  const { config } = site;
  const labels = config.labels.estimate;
  const serviceTitles = config.services.map((service) => service.title);
  const prices = estimatePrices(config, localeOf(config));
  const contact = directContact(config);
  return (
    <>
      <PageHero heading={labels.dialogTitle}>
        <p>{labels.pageIntro}</p>
      </PageHero>
      <section className="section">
        <div className="container">
          {/* The page's script sends it as the dialog does (src/client/estimate-page.ts); without scripts it posts itself. */}
          <form
            className="estimate-page-form"
            action={config.estimateForm.endpoint}
            method="post"
            // Without JavaScript the photos go as files, as the page's script sends them.
            encType={config.estimateForm.photos ? 'multipart/form-data' : undefined}
            data-estimate-draft=""
            data-estimate-page=""
            data-timeout-ms={config.estimateForm.timeoutSeconds * 1000}
            data-sending={labels.sending}
            data-failure={labels.failure}
          >
            {/* Without JavaScript the lot size lists every lot size, whatever the service, and only a chosen one is sent: the
                price depends on the service, which a plain form cannot follow. The page's script shows the price and sends it
                too, and keeps the field unseen (in place) and unsent for a service without prices. */}
            {fieldsAsked({ prices: prices !== undefined, photos: config.estimateForm.photos }).map((field) => (
              <EstimateFieldControl
                key={field.key}
                field={field}
                idPrefix="page"
                labels={labels}
                serviceTitles={serviceTitles}
                servicePrices={prices?.byService}
                visitTimes={visitTimes(config)}
                plainForm
                lotSize={prices && { prices, plainForm: true, shown: '', possible: Object.values(prices.byService).flatMap((texts) => texts.map((price) => fillTemplate(labels.priceShown, { price }))) }}
              />
            ))}
            <HoneypotField id="page-gotcha" labels={labels} />
            <LanguageField language={requestLanguage(site)} />
            <button type="submit" className="button button-primary button-large">
              {labels.submit}
            </button>
            <SendFallback labels={labels} contact={contact} hrefs={{ email: mailtoHref(contact.email) }} subject={labels.emailSubject} hidden />
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
