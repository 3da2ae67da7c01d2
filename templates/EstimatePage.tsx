import { AddressField, EmailField, HoneypotField, NameField, NotesField, ServiceField } from '../src/components/EstimateFields.js';
import { PageHero } from '../src/components/PageHero.js';
import type { Site } from '../src/site/site.js';

/** The estimate form as a page of its own: one plain form that works without JavaScript. */
export function EstimatePage({ site }: { site: Site }) {
  const { config } = site;
  const labels = config.labels.estimate;
  const serviceTitles = config.services.map((service) => service.title);
  return (
    <>
      <PageHero heading={labels.dialogTitle}>
        <p>{labels.pageIntro}</p>
      </PageHero>
      <section className="section">
        <div className="container">
          <form className="estimate-page-form" action={config.estimateForm.endpoint} method="post">
            <NameField id="page-name" labels={labels} />
            <EmailField id="page-email" labels={labels} />
            <AddressField id="page-address" labels={labels} />
            <ServiceField id="page-service" labels={labels} serviceTitles={serviceTitles} />
            <NotesField id="page-notes" labels={labels} />
            <HoneypotField id="page-gotcha" labels={labels} />
            <button type="submit" className="button button-primary button-large">
              {labels.submit}
            </button>
          </form>
        </div>
      </section>
    </>
  );
}
