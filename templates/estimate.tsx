import { AddressField, EmailField, HoneypotField, LanguageField, LotSizeField, NameField, NotesField, ServiceField } from '../src/components/EstimateFields.js';
import { PageHero } from '../src/components/PageHero.js';
import { SendFallback } from '../src/components/SendFallback.js';
import { mailtoHref } from '../src/site/contact-links.js';
import { definePageKind, type NoData } from '../src/site/page-kind.js';
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
  inlineScripts: () => [SEND_FALLBACK_SCRIPT],
  Component: EstimatePage,
});

/**
 * When the page script could not send the form (its `estimate-failed` event): the alert of the
 * dialog, focus back on Submit (disabling it while sending took focus away), and after them the
 * other ways to reach the business, the e-mail link pointing at everything the form holds, kept
 * up to date as the visitor types: a `Label: value` line per filled field (the honeypot never),
 * CRLF between lines and in notes, the subject's {name} filled in, all percent-encoded
 * (src/islands/email-request.ts does the same for the dialog). Inline, so the page script every
 * page loads carries none of it; its hash is in the Content-Security-Policy.
 */
export const SEND_FALLBACK_SCRIPT =
  '{let f=document.querySelector("[data-estimate-page]"),p=f.querySelector("[data-send-fallback]"),a=p.firstChild,' +
  'b=()=>{let l=[],n="";for(let e of f.elements){let v=e.value?.trim(),t=e.labels?.[0]?.textContent;' +
  'if(e.name&&e.name[0]!="_"&&v&&t){l.push(t+": "+v.replace(/\\r?\\n/g,"\\r\\n"));if(e.name=="name")n=v}}' +
  'a.href=a.href.split("?")[0]+"?subject="+encodeURIComponent(p.dataset.subject.replace("{name}",n))+"&body="+encodeURIComponent(l.join("\\r\\n"))};' +
  'f.addEventListener("estimate-failed",()=>{alert(f.dataset.failure);f.querySelector("[type=submit]").focus();b();p.hidden=!1});' +
  'f.addEventListener("input",()=>p.hidden||b())}';

function EstimatePage({ site }: { site: Site }) {
  const { config } = site;
  const labels = config.labels.estimate;
  const serviceTitles = config.services.map((service) => service.title);
  const prices = estimatePrices(config, localeOf(config));
  const contact = { email: config.business.email, phone: config.business.phone };
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
            <LanguageField language={requestLanguage(site)} />
            <button type="submit" className="button button-primary button-large">
              {labels.submit}
            </button>
            <SendFallback labels={labels} contact={contact} emailHref={mailtoHref(contact.email)} subject={labels.emailSubject} hidden />
          </form>
          <script dangerouslySetInnerHTML={{ __html: SEND_FALLBACK_SCRIPT }} />
          <div className="estimate-page-form dialog-success" hidden data-estimate-sent="">
            <h2 tabIndex={-1}>{labels.successHeading}</h2>
            <p>{labels.successText}</p>
          </div>
        </div>
      </section>
    </>
  );
}
