import type { Project } from '../config/types.js';
import { slotSizes } from '../site/photos.js';
import type { Site } from '../site/site.js';
import { townBySlug } from '../site/towns.js';
import { editMark } from '../site/edit-marks.js';
import { MarkedPicture } from './MarkedPicture.js';

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
          <li className="project" key={index} {...editMark(project)}>
            {before ? (
              <div className="before-after">
                <figure>
                  <MarkedPicture picture={before} sizes={slotSizes.projectPair} mark={editMark(project, 'before')} />
                  <figcaption>{labels.before}</figcaption>
                </figure>
                <figure>
                  <MarkedPicture picture={after} sizes={slotSizes.projectPair} mark={editMark(project, 'photo')} />
                  <figcaption>{labels.after}</figcaption>
                </figure>
              </div>
            ) : (
              <MarkedPicture picture={after} sizes={slotSizes.project} mark={editMark(project, 'photo')} />
            )}
            <div className="project-body">
              <Heading className="project-title" {...editMark(project, 'title')}>
                {project.title}
              </Heading>
              {where && <p className="project-meta">{where}</p>}
              {project.text && <p {...editMark(project, 'text')}>{project.text}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
