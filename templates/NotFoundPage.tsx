import type { Site } from '../src/site/site.js';
import { routePath } from '../src/site/urls.js';

interface NotFoundPageProps {
  site: Site;
  /** `services`: the page is served for a missing /services/... address. */
  section: 'site' | 'services';
  /** A tiny inline script that switches the root 404 page's heading under /services/. */
  headingScript?: string;
}

export function NotFoundPage({ site, section, headingScript }: NotFoundPageProps) {
  const { config, urls } = site;
  const heading = section === 'services' ? config.labels.service.notFound : config.labels.notFound.heading;
  return (
    <section className="section">
      <div className="container content-block">
        <h1 data-not-found-heading="">{heading}</h1>
        {headingScript && <script dangerouslySetInnerHTML={{ __html: headingScript }} />}
        <p>{config.labels.notFound.text}</p>
        <ul className="check-list">
          <li>
            <a href={urls.href(routePath.home())}>{config.labels.notFound.home}</a>
          </li>
          {config.services.map((service) => (
            <li key={service.slug}>
              <a href={urls.href(routePath.service(service.slug))}>{service.title}</a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
