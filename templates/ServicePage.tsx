import type { Service } from '../src/config/types.js';
import { BackLink } from '../src/components/BackLink.js';
import { EstimateLink } from '../src/components/EstimateLink.js';
import { PageHero } from '../src/components/PageHero.js';
import type { Site } from '../src/site/site.js';
import { fillTemplate } from '../src/site/text.js';
import { routePath } from '../src/site/urls.js';

export function ServicePage({ site, service }: { site: Site; service: Service }) {
  const { config, urls } = site;
  const labels = config.labels.service;
  return (
    <>
      <PageHero heading={service.title}>
        <p>{service.description}</p>
      </PageHero>
      <section className="section">
        <div className="container content-block">
          <h2>{fillTemplate(labels.pointsHeading, { service: service.title })}</h2>
          <ul className="check-list">
            {service.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div className="actions">
            <EstimateLink href={urls.href(routePath.estimate())} label={labels.estimateButton} className="button button-primary button-large" />
            <BackLink href={urls.href(routePath.home())} label={labels.back} />
          </div>
        </div>
      </section>
    </>
  );
}
