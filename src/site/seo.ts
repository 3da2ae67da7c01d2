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
    case 'service': {
      const serviceValues = { ...values, service: page.service.title, description: page.service.description };
      return meta(
        page.service.seo?.title ?? fillTemplate(seo.serviceTitle, serviceValues),
        page.service.seo?.description ?? fillTemplate(seo.serviceDescription, serviceValues),
      );
    }
    case 'town': {
      const offered = servicesOfferedIn(page.town, config.services).map((service) => service.title);
      const townValues = { ...values, town: page.town.name, services: list(offered) };
      return meta(
        page.town.seo?.title ?? fillTemplate(seo.townTitle, townValues),
        page.town.seo?.description ?? fillTemplate(seo.townDescription, townValues),
      );
    }
    case 'estimate':
      return meta(fillTemplate(seo.estimateTitle, values), fillTemplate(seo.estimateDescription, values));
    case 'notFound':
      return meta(fillTemplate(seo.notFoundTitle, values), config.labels.notFound.text);
  }
}
