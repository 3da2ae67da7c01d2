import { ServiceCards } from '../src/components/ServiceCards.js';
import { PageHero } from '../src/components/PageHero.js';
import type { Site } from '../src/site/site.js';

/** /services/: every service on one page, so the folder of the service pages is a page too. */
export function ServicesPage({ site }: { site: Site }) {
  const labels = site.config.labels.service;
  return (
    <>
      <PageHero heading={labels.indexHeading}>
        <p>{labels.indexIntro}</p>
      </PageHero>
      <section className="section">
        <div className="container">
          <ServiceCards site={site} headingLevel={2} />
        </div>
      </section>
    </>
  );
}
