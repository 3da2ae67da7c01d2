import type { Route } from './routes.js';
import type { Site } from './site.js';
import { fillTemplate } from './text.js';
import { servicesOfferedIn } from './towns.js';

export interface PageMeta {
  title: string;
  description: string;
  /** Open to search engines, with a canonical URL and a sitemap entry. */
  indexable: boolean;
}

/** How many towns `{towns}` names in a description; search results cut descriptions short anyway. */
const TOWNS_IN_DESCRIPTION = 8;

/** Search results show about 155 characters of a description. */
const DESCRIPTION_LENGTH = 155;

/** `text` cut at a word boundary to fit a search result, with an ellipsis when cut. */
export function summarize(text: string, length = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length - 1);
  const endsAtWord = clean[length - 1] === ' ';
  return `${(endsAtWord ? cut : cut.slice(0, cut.lastIndexOf(' '))).replace(/[,;:.\s]+$/, '')}…`;
}

/** The title and description of a page: the owner's own, or the `labels.seo` templates filled in. */
export function pageMeta(site: Site, route: Route): PageMeta {
  const { config } = site;
  const seo = config.labels.seo;
  const list = site.list;
  const values = {
    business: config.business.name,
    services: list(config.services.map((service) => service.title)),
    towns: list(config.towns.slice(0, TOWNS_IN_DESCRIPTION).map((town) => town.name)),
  };
  const page = route.page;
  const meta = (title: string, description: string) => ({ title, description, indexable: route.indexable });

  switch (page.kind) {
    case 'home':
      return meta(config.site.title ?? fillTemplate(seo.homeTitle, values), config.site.description ?? fillTemplate(seo.homeDescription, values));
    case 'services':
      return meta(fillTemplate(seo.servicesTitle, values), summarize(fillTemplate(seo.servicesDescription, values)));
    case 'service': {
      const serviceValues = { ...values, service: page.service.title, description: page.service.description };
      return meta(
        page.service.seo?.title ?? fillTemplate(seo.serviceTitle, serviceValues),
        page.service.seo?.description ?? summarize(fillTemplate(seo.serviceDescription, serviceValues)),
      );
    }
    case 'town': {
      const offered = servicesOfferedIn(page.town, config.services).map((service) => service.title);
      const townValues = { ...values, town: page.town.name, services: list(offered) };
      // A town's own intro that names it describes it better than the shared template.
      const intro = page.town.intro?.includes(page.town.name) ? page.town.intro : undefined;
      const description = summarize(intro ?? fillTemplate(seo.townDescription, townValues));
      return meta(page.town.seo?.title ?? fillTemplate(seo.townTitle, townValues), page.town.seo?.description ?? description);
    }
    case 'estimate':
      return meta(fillTemplate(seo.estimateTitle, values), fillTemplate(seo.estimateDescription, values));
    case 'notFound': {
      const heading = page.section === 'services' ? config.labels.service.notFound : config.labels.notFound.heading;
      return meta(fillTemplate(seo.notFoundTitle, { ...values, heading }), config.labels.notFound.text);
    }
  }
}
