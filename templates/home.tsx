import type { ReactNode } from 'react';
import { EstimateLink } from '../src/components/EstimateLink.js';
import { Faq } from '../src/components/Faq.js';
import { ReviewSummary } from '../src/components/ReviewSummary.js';
import { ServiceCards } from '../src/components/ServiceCards.js';
import { Testimonials } from '../src/components/Testimonials.js';
import type { InlineScripts } from '../src/site/inline-scripts.js';
import { definePageKind, type NoData } from '../src/site/page-kind.js';
import { slotSizes } from '../src/site/photos.js';
import { hasPrices } from '../src/site/prices.js';
import { searchDescription, searchTitle, seoValues } from '../src/site/seo.js';
import type { Site } from '../src/site/site.js';
import { business, graph, webSite } from '../src/site/structured-data.js';
import { routePath } from '../src/site/urls.js';
import { editMark, inEditorPreview } from '../src/site/edit-marks.js';
import { MarkedPicture } from '../src/components/MarkedPicture.js';

/** The home page: the banner, the services, why choose us, the towns, testimonials, badges and questions. */
export const homePage = definePageKind<NoData>({
  pages: () => [{ path: routePath.home(), data: {}, source: '(home page)' }],
  head(site) {
    const { config } = site;
    return {
      title: searchTitle(site, 'homeTitle', seoValues(site), { text: config.site.title, key: ['site', 'title'] }),
      description: searchDescription(site, 'homeDescription', seoValues(site), { text: config.site.description, key: ['site', 'description'] }),
    };
  },
  structuredData: (site) => graph(webSite(site), business(site)),
  photo: (config) => config.hero.image,
  styles: ['site', 'cards', 'own', 'faq'],
  shows: [['hero'], ['whyChooseUs'], ['trustBadges'], ['testimonials'], ['reviews'], ['faq'], ['labels', 'home']],
  inlineScripts: (scripts) => [scripts.zipCheck],
  Component: HomePage,
});

function HomePage({ site, inlineScripts }: { site: Site; inlineScripts: InlineScripts }) {
  const { config, urls } = site;
  const labels = config.labels.home;
  const heroPicture = site.picture(config.hero.image);
  return (
    <>
      <section className={heroPicture ? 'hero hero-photo' : 'hero'} aria-labelledby="hero-heading">
        {heroPicture && <MarkedPicture picture={heroPicture} sizes={slotSizes.hero} priority mark={editMark(config.hero, 'image')} />}
        <div className="container">
          <h1 id="hero-heading" {...editMark(config.hero, 'headline')}>
            {config.hero.headline}
          </h1>
          <p {...editMark(config.hero, 'subtext')}>{config.hero.subtext}</p>
          <EstimateLink href={urls.href(routePath.estimate())} label={labels.heroButton} className="button button-accent button-large" tracksHeroClick />
          {config.reviews && <ReviewSummary site={site} reviews={config.reviews} />}
        </div>
      </section>

      <HomeSection id="services" heading={labels.servicesHeading}>
        <ServiceCards site={site} />
        {config.projects?.length ? (
          <p className="section-more">
            <a href={urls.href(routePath.projects())}>{config.labels.projects.homeLink}</a>
          </p>
        ) : null}
        {hasPrices(config) && (
          <p className="section-more">
            <a href={urls.href(routePath.prices())}>{config.labels.prices.homeLink}</a>
          </p>
        )}
      </HomeSection>

      <HomeSection id="why" heading={labels.whyChooseUsHeading} tinted>
        <ul className="reasons">
          {config.whyChooseUs.map((reason, index) => (
            <li key={reason} {...editMark(config.whyChooseUs, index)}>
              {reason}
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="area" heading={labels.serviceAreaHeading}>
        <p className="section-intro">{labels.serviceAreaText}</p>
        <ul className="town-links">
          {config.towns.map((town) => (
            <li key={town.slug}>
              {/* Its ZIP codes, for the ZIP check below. */}
              <a href={urls.href(routePath.town(town.slug, config.site.state))} data-zips={town.zips?.join(' ')}>
                {town.name}
              </a>
            </li>
          ))}
        </ul>
        {config.towns.some((town) => town.zips) && <ZipCheck site={site} script={inlineScripts.zipCheck} />}
      </HomeSection>

      <HomeSection id="testimonials" heading={labels.testimonialsHeading} tinted>
        <Testimonials testimonials={config.testimonials} showTown />
        {config.reviews && <ReviewSummary site={site} reviews={config.reviews} />}
      </HomeSection>

      <HomeSection id="badges" heading={labels.trustBadgesHeading}>
        <ul className="badges">
          {config.trustBadges.map((badge, index) => (
            <li key={badge} {...editMark(config.trustBadges, index)}>
              {badge}
            </li>
          ))}
        </ul>
      </HomeSection>

      {config.faq?.length ? (
        <HomeSection id="faq" heading={labels.faqHeading} tinted>
          <Faq questions={config.faq} />
        </HomeSection>
      ) : null}
    </>
  );
}

/**
 * "Do you serve my ZIP code?": a field whose answer names the town with a link to its page, or
 * says a request is welcome all the same; it never stands between a visitor and a request. Its
 * inline script shows and answers it; without JavaScript it stays hidden, and each town's page
 * lists its ZIP codes.
 */
function ZipCheck({ site, script }: { site: Site; script: string }) {
  const labels = site.config.labels.home;
  return (
    <>
      <div className="field zip-check" hidden data-served={labels.zipServed} data-not-listed={labels.zipNotListed}>
        <label htmlFor="zip-code">{labels.zipLabel}</label>
        <span id="zip-code-hint" className="field-hint">
          {labels.zipPrompt}
        </span>
        <input id="zip-code" type="text" inputMode="numeric" autoComplete="postal-code" maxLength={5} pattern="[0-9]{5}" aria-describedby="zip-code-hint" />
        <p className="zip-answer" role="status" />
      </div>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}

/** A section of the home page below the banner: a heading and its content, fading in on scroll (not in the editor's preview). */
function HomeSection({ id, heading, tinted = false, children }: { id: string; heading: string; tinted?: boolean; children: ReactNode }) {
  return (
    <section className={tinted ? 'section section-tinted' : 'section'} aria-labelledby={`${id}-heading`} data-fade-in={inEditorPreview() ? undefined : ''}>
      <div className="container">
        <h2 id={`${id}-heading`}>{heading}</h2>
        {children}
      </div>
    </section>
  );
}
