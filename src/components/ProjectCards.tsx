import type { Project } from '../config/types.js';
import { slotSizes } from '../site/photos.js';
import type { Site } from '../site/site.js';
import { townBySlug } from '../site/towns.js';
import { Picture } from './Picture.js';

/**
 * A card per project: its photo, or its before and after photos side by side, each labelled in
 * words (not only by position), then what was done, where, and which service.
 */
export function ProjectCards({ site, projects, headingLevel }: { site: Site; projects: readonly Project[]; headingLevel: 2 | 3 }) {
  const { config } = site;
  const labels = config.labels.projects;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const serviceTitle = (slug: string | undefined) => config.services.find((service) => service.slug === slug)?.title;
  return (
    <ul className="projects">
      {projects.map((project, index) => {
        const where = [project.town && townBySlug(site, project.town)?.name, serviceTitle(project.service)].filter(Boolean).join(' · ');
        const after = site.picture(project.photo)!;
        const before = site.picture(project.before);
        return (
          <li className="project" key={index}>
            {before ? (
              <div className="before-after">
                <figure>
                  <Picture picture={before} sizes={slotSizes.projectPair} />
                  <figcaption>{labels.before}</figcaption>
                </figure>
                <figure>
                  <Picture picture={after} sizes={slotSizes.projectPair} />
                  <figcaption>{labels.after}</figcaption>
                </figure>
              </div>
            ) : (
              <Picture picture={after} sizes={slotSizes.project} />
            )}
            <div className="project-body">
              <Heading className="project-title">{project.title}</Heading>
              {where && <p className="project-meta">{where}</p>}
              {project.text && <p>{project.text}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
