import type { Town } from '../src/config/types.js';
import type { ReactNode } from 'react';
import { BackLink } from '../src/components/BackLink.js';
import { PageHero } from '../src/components/PageHero.js';
import type { Site } from '../src/site/site.js';
import { fillTemplate } from '../src/site/text.js';
import { nearbyTowns, servicesOfferedIn } from '../src/site/towns.js';
import { routePath } from '../src/site/urls.js';

/** The paragraph under a town's heading: its own words, or the template filled with its data. */
export function townIntro(site: Site, town: Town): string {
  if (town.intro) return town.intro;
  const { config } = site;
  const services = servicesOfferedIn(town, config.services).map((service) => service.title);
  return fillTemplate(config.labels.town.intro, {
    town: town.name,
    business: config.business.name,
    services: site.list(services),
  });
}

export function TownPage({ site, town }: { site: Site; town: Town }) {
  const { config, urls } = site;
  const labels = config.labels.town;
  const values = { town: town.name };
  const services = servicesOfferedIn(town, config.services);
  const nearby = nearbyTowns(town, site);
  const sameTown = (place: string | undefined) => [town.name, town.slug].some((own) => own.toLowerCase() === place?.trim().toLowerCase());
  const testimonials = config.testimonials.filter((testimonial) => sameTown(testimonial.town));
  return (
    <>
      <PageHero heading={fillTemplate(labels.heading, values)}>
        <p>{townIntro(site, town)}</p>
        {town.notes && <p>{town.notes}</p>}
      </PageHero>
      <section className="section">
        <div className="container town-content">
          <TownSection heading={fillTemplate(labels.servicesHeading, values)}>
            <ul className="check-list">
              {services.map((service) => (
                <li key={service.slug}>
                  <a href={urls.href(routePath.service(service.slug))}>{service.title}</a>
                </li>
              ))}
            </ul>
          </TownSection>
          {town.neighbourhoods && (
            <TownSection heading={fillTemplate(labels.neighbourhoodsHeading, values)}>
              <ul className="check-list">
                {town.neighbourhoods.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </TownSection>
          )}
          {testimonials.length > 0 && (
            <TownSection heading={fillTemplate(labels.testimonialsHeading, values)}>
              <div className="testimonials testimonials-narrow">
                {testimonials.map((testimonial, index) => (
                  <figure className="testimonial" key={index}>
                    <blockquote>
                      <p>{testimonial.quote}</p>
                    </blockquote>
                    <figcaption>{testimonial.author}</figcaption>
                  </figure>
                ))}
              </div>
            </TownSection>
          )}
          {nearby.length > 0 && (
            <TownSection heading={fillTemplate(labels.nearbyHeading, values)}>
              <ul className="town-links">
                {nearby.map((other) => (
                  <li key={other.slug}>
                    <a href={urls.href(routePath.town(other.slug))}>{other.name}</a>
                  </li>
                ))}
              </ul>
            </TownSection>
          )}
          <div className="actions">
            {/* A button that only scrolls to the top (where Get Estimate is); as a link to #top it does so without JavaScript too. */}
            <a href="#top" role="button" className="button button-accent button-large" data-scroll-to-top="">
              {labels.estimateButton}
            </a>
            <BackLink href={urls.href(routePath.home())} label={labels.back} />
          </div>
        </div>
      </section>
    </>
  );
}

/** One block of a town page: a heading and what the page says about it. */
function TownSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="content-block">
      <h2>{heading}</h2>
      {children}
    </div>
  );
}
