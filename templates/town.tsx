import type { ReactNode } from 'react';
import type { Town } from '../src/config/types.js';
import { BackLink } from '../src/components/BackLink.js';
import { PageHero } from '../src/components/PageHero.js';
import { ProjectCards } from '../src/components/ProjectCards.js';
import { ReviewSummary } from '../src/components/ReviewSummary.js';
import { Testimonials } from '../src/components/Testimonials.js';
import { definePageKind } from '../src/site/page-kind.js';
import { projectsIn } from '../src/site/projects.js';
import { SEARCH_RESULT_LIMITS, searchDescription, searchTitle, seoValues, summarize } from '../src/site/seo.js';
import type { Site } from '../src/site/site.js';
import { breadcrumbsTo, business, graph } from '../src/site/structured-data.js';
import { fillTemplate } from '../src/site/text.js';
import { nearbyTowns, servicesOfferedIn, townIntro, townTestimonials } from '../src/site/towns.js';
import { routePath } from '../src/site/urls.js';
import { editMark } from '../src/site/edit-marks.js';

/** A page per town: what the company does there, in the town's own words where the owner gave them. */
export const townPage = definePageKind<{ town: Town }>({
  pages: (config) =>
    config.towns.map((town, i) => ({ path: routePath.town(town.slug, config.site.state), data: { town }, source: ['towns', i], addressKey: ['towns', i, 'slug'] })),
  head(site, { town }) {
    const offered = servicesOfferedIn(town, site.config.services).map((service) => service.title);
    const values = { ...seoValues(site), town: town.name, services: site.list(offered) };
    const index = site.townIndex.get(town.slug)!;
    // A town's own intro that names it describes it better than the shared template, unless it is too short for a search result.
    const intro = town.intro?.includes(town.name) && town.intro.length >= SEARCH_RESULT_LIMITS.description.min ? town.intro : undefined;
    const ownDescription = { text: town.seo?.description, key: ['towns', index, 'seo', 'description'] };
    const description = intro && ownDescription.text === undefined ? { text: summarize(intro), key: ['towns', index, 'intro'] } : ownDescription;
    return {
      title: searchTitle(site, 'townTitle', values, { text: town.seo?.title, key: ['towns', index, 'seo', 'title'] }),
      description: searchDescription(site, 'townDescription', values, description),
    };
  },
  structuredData: (site, { town }, path) => graph(business(site), breadcrumbsTo(site, town.name, path)),
  photo: (config, { town }) => projectsIn(config, town)[0]?.photo,
  styles: ['site', 'projects'],
  shows: [['labels', 'town']],
  inlineScripts: () => [],
  Component: TownPage,
});

function TownPage({ site, data: { town } }: { site: Site; data: { town: Town } }) {
  const { config, urls } = site;
  const labels = config.labels.town;
  const values = { town: town.name };
  const services = servicesOfferedIn(town, config.services);
  const nearby = nearbyTowns(town, site);
  const testimonials = townTestimonials(config.testimonials, town);
  const projects = projectsIn(config, town);
  return (
    <>
      <PageHero heading={fillTemplate(labels.heading, values)} headingMark={editMark(town, 'name')}>
        <p {...editMark(town, 'intro')}>{townIntro(site, town)}</p>
        {town.notes && <p {...editMark(town, 'notes')}>{town.notes}</p>}
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
                {town.neighbourhoods.map((name, index) => (
                  <li key={name} {...editMark(town.neighbourhoods, index)}>
                    {name}
                  </li>
                ))}
              </ul>
            </TownSection>
          )}
          {town.zips && (
            <TownSection heading={fillTemplate(labels.zipsHeading, values)}>
              <ul className="check-list">
                {town.zips.map((zip) => (
                  <li key={zip}>{zip}</li>
                ))}
              </ul>
            </TownSection>
          )}
          {testimonials.length > 0 && (
            <TownSection heading={fillTemplate(labels.testimonialsHeading, values)}>
              <Testimonials testimonials={testimonials} showTown={false} narrow />
              {config.reviews && <ReviewSummary site={site} reviews={config.reviews} />}
            </TownSection>
          )}
          {nearby.length > 0 && (
            <TownSection heading={fillTemplate(labels.nearbyHeading, values)}>
              <ul className="town-links">
                {nearby.map((other) => (
                  <li key={other.slug}>
                    <a href={urls.href(routePath.town(other.slug, config.site.state))}>{other.name}</a>
                  </li>
                ))}
              </ul>
            </TownSection>
          )}
          {projects.length > 0 && (
            <div className="content-block town-projects">
              <h2>{fillTemplate(config.labels.projects.townHeading, values)}</h2>
              <ProjectCards site={site} projects={projects} headingLevel={3} />
            </div>
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
