import type { Project, Service, SiteConfig, Town } from '../config/types.js';

/** The projects shown on a town's page: those in that town. */
export const projectsIn = (config: SiteConfig, town: Town): Project[] => (config.projects ?? []).filter((project) => project.town === town.slug);

/** The projects shown on a service's page: those of that service. */
export const projectsOf = (config: SiteConfig, service: Service): Project[] =>
  (config.projects ?? []).filter((project) => project.service === service.slug);
