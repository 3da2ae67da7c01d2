import { ServiceCards } from '../src/components/ServiceCards.js';
import type { Site } from '../src/site/site.js';

/** /services/: every service on one page, so the folder of the service pages is a page too. */
export function ServicesPage({ site }: { site: Site }) {
  const labels = site.config.labels.service;
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{labels.indexHeading}</h1>
          <p>{labels.indexIntro}</p>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <ServiceCards site={site} headingLevel={2} />
        </div>
      </section>
    </>
  );
}
