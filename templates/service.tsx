import type { Service } from '../src/config/types.js';
import { BackLink } from '../src/components/BackLink.js';
import { EstimateLink } from '../src/components/EstimateLink.js';
import { Faq } from '../src/components/Faq.js';
import { PageHero } from '../src/components/PageHero.js';
import { PriceTable } from '../src/components/PriceTable.js';
import { ProjectCards } from '../src/components/ProjectCards.js';
import { definePageKind } from '../src/site/page-kind.js';
import { priceTable } from '../src/site/prices.js';
import { projectsOf } from '../src/site/projects.js';
import { searchDescription, searchTitle, seoValues } from '../src/site/seo.js';
import { localeOf, type Site } from '../src/site/site.js';
import { breadcrumbsTo, business, graph, service as serviceData } from '../src/site/structured-data.js';
import { fillTemplate } from '../src/site/text.js';
import { routePath } from '../src/site/urls.js';
import { editMark } from '../src/site/edit-marks.js';

/** A page per service: its description, its points, its prices, a Get an Estimate button, its projects and its questions. */
export const servicePage = definePageKind<{ service: Service }>({
  pages: (config) =>
    config.services.map((service, i) => ({ path: routePath.service(service.slug), data: { service }, source: ['services', i], addressKey: ['services', i, 'slug'] })),
  head(site, { service }) {
    const values = { ...seoValues(site), service: service.title, description: service.description };
    const index = site.config.services.indexOf(service);
    return {
      title: searchTitle(site, 'serviceTitle', values, { text: service.seo?.title, key: ['services', index, 'seo', 'title'] }),
      description: searchDescription(site, 'serviceDescription', values, { text: service.seo?.description, key: ['services', index, 'seo', 'description'] }),
    };
  },
  structuredData: (site, { service }, path) => graph(serviceData(site, service), business(site), breadcrumbsTo(site, service.title, path)),
  photo: (_config, { service }) => service.image,
  styles: ['site', 'projects', 'faq', 'prices'],
  shows: [['labels', 'service']],
  inlineScripts: () => [],
  Component: ServicePage,
});

function ServicePage({ site, data: { service } }: { site: Site; data: { service: Service } }) {
  const { config, urls } = site;
  const labels = config.labels.service;
  const picture = site.picture(service.image);
  const projects = projectsOf(config, service);
  const prices = priceTable(config, service, localeOf(config));
  return (
    <>
      <PageHero heading={service.title} picture={picture} headingMark={editMark(service, 'title')} pictureMark={editMark(service, 'image')}>
        <p {...editMark(service, 'description')}>{service.description}</p>
      </PageHero>
      <section className="section">
        <div className="container content-block">
          <h2>{fillTemplate(labels.pointsHeading, { service: service.title })}</h2>
          <ul className="check-list">
            {service.points.map((point, index) => (
              <li key={point} {...editMark(service.points, index)}>
                {point}
              </li>
            ))}
          </ul>
          {prices && (
            <div className="price-block">
              <h2>{fillTemplate(config.labels.prices.serviceHeading, { service: service.title })}</h2>
              <PriceTable table={prices} labels={config.labels.prices} noteId="price-note" />
              <p className="price-note" id="price-note" {...editMark(config.pricing, 'note')}>
                {config.pricing!.note}
              </p>
              <p className="price-links">
                <a href={urls.href(routePath.prices())}>{config.labels.prices.allPricesLink}</a>
              </p>
            </div>
          )}
          <div className="actions">
            <EstimateLink href={urls.href(routePath.estimate())} label={labels.estimateButton} className="button button-primary button-large" />
            <BackLink href={urls.href(routePath.home())} label={labels.back} />
          </div>
        </div>
      </section>
      {projects.length > 0 && (
        <section className="section section-tinted" aria-labelledby="projects-heading">
          <div className="container">
            <h2 id="projects-heading">{fillTemplate(config.labels.projects.serviceHeading, { service: service.title })}</h2>
            <ProjectCards site={site} projects={projects} headingLevel={3} />
          </div>
        </section>
      )}
      {service.faq?.length ? (
        // Sections alternate their background: tinted unless the projects just before are.
        <section className={projects.length > 0 ? 'section' : 'section section-tinted'} aria-labelledby="faq-heading">
          <div className="container">
            <h2 id="faq-heading">{fillTemplate(labels.faqHeading, { service: service.title })}</h2>
            <Faq questions={service.faq} />
          </div>
        </section>
      ) : null}
    </>
  );
}
