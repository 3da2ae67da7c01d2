import { Island } from '../src/components/Island.js';
import { ServiceCards } from '../src/components/ServiceCards.js';
import type { Site } from '../src/site/site.js';
import { routePath } from '../src/site/urls.js';

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
          <ServiceCards site={site} />
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
