import type { Service } from '../src/config/types.js';
import { Island } from '../src/components/Island.js';
import type { Site } from '../src/site/site.js';
import { fillTemplate } from '../src/site/text.js';
import { routePath } from '../src/site/urls.js';

/** A service card shows the first three of the service's points. */
export const serviceCardPoints = (service: Service): string[] => service.points.slice(0, 3);

export function HomePage({ site }: { site: Site }) {
  const { config, urls } = site;
  const labels = config.labels.home;
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container">
          <h1 id="hero-heading">{config.hero.headline}</h1>
          <p>{config.hero.subtext}</p>
          <Island
            name="EstimateLink"
            props={{
              href: urls.href(routePath.estimate()),
              label: labels.heroButton,
              className: 'button button-accent button-large',
              tracksHeroClick: true,
            }}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="services-heading" data-fade-in="">
        <div className="container">
          <h2 id="services-heading">{labels.servicesHeading}</h2>
          <ul className="cards">
            {config.services.map((service) => (
              <li className="card" key={service.slug}>
                <h3>{service.title}</h3>
                <ul className="check-list">
                  {serviceCardPoints(service).map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <a className="card-link" href={urls.href(routePath.service(service.slug))}>
                  {labels.learnMore}
                  <span className="visually-hidden">{` ${fillTemplate(labels.learnMoreContext, { service: service.title })}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-tinted" aria-labelledby="why-heading" data-fade-in="">
        <div className="container">
          <h2 id="why-heading">{labels.whyChooseUsHeading}</h2>
          <ul className="reasons">
            {config.whyChooseUs.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="area-heading" data-fade-in="">
        <div className="container">
          <h2 id="area-heading">{labels.serviceAreaHeading}</h2>
          <p className="section-intro">{labels.serviceAreaText}</p>
          <ul className="town-links">
            {config.towns.map((town) => (
              <li key={town.slug}>
                <a href={urls.href(routePath.town(town.slug))}>{town.name}</a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-tinted" aria-labelledby="testimonials-heading" data-fade-in="">
        <div className="container">
          <h2 id="testimonials-heading">{labels.testimonialsHeading}</h2>
          <div className="testimonials">
            {config.testimonials.map((testimonial, index) => (
              <figure className="testimonial" key={index}>
                <blockquote>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption>
                  {testimonial.author}
                  {testimonial.town && <span>{`, ${testimonial.town}`}</span>}
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="badges-heading" data-fade-in="">
        <div className="container">
          <h2 id="badges-heading">{labels.trustBadgesHeading}</h2>
          <ul className="badges">
            {config.trustBadges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
