import type { ReactNode } from 'react';
import { EstimateLink } from '../src/components/EstimateLink.js';
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
          <EstimateLink href={urls.href(routePath.estimate())} label={labels.heroButton} className="button button-accent button-large" tracksHeroClick />
        </div>
      </section>

      <HomeSection id="services" heading={labels.servicesHeading}>
        <ServiceCards site={site} />
      </HomeSection>

      <HomeSection id="why" heading={labels.whyChooseUsHeading} tinted>
        <ul className="reasons">
          {config.whyChooseUs.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="area" heading={labels.serviceAreaHeading}>
        <p className="section-intro">{labels.serviceAreaText}</p>
        <ul className="town-links">
          {config.towns.map((town) => (
            <li key={town.slug}>
              <a href={urls.href(routePath.town(town.slug))}>{town.name}</a>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="testimonials" heading={labels.testimonialsHeading} tinted>
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
      </HomeSection>

      <HomeSection id="badges" heading={labels.trustBadgesHeading}>
        <ul className="badges">
          {config.trustBadges.map((badge) => (
            <li key={badge}>{badge}</li>
          ))}
        </ul>
      </HomeSection>
    </>
  );
}

/** A section of the home page below the banner: a heading and its content, fading in on scroll. */
function HomeSection({ id, heading, tinted = false, children }: { id: string; heading: string; tinted?: boolean; children: ReactNode }) {
  return (
    <section className={tinted ? 'section section-tinted' : 'section'} aria-labelledby={`${id}-heading`} data-fade-in="">
      <div className="container">
        <h2 id={`${id}-heading`}>{heading}</h2>
        {children}
      </div>
    </section>
  );
}
