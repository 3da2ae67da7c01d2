import type { Service } from '../config/types.js';
import { slotSizes } from '../site/photos.js';
import type { Site } from '../site/site.js';
import { fillTemplate } from '../site/text.js';
import { routePath } from '../site/urls.js';
import { editMark } from '../site/edit-marks.js';
import { MarkedPicture } from './MarkedPicture.js';

/** A service card shows the first three of the service's points. */
export const serviceCardPoints = (service: Service): string[] => service.points.slice(0, 3);

/**
 * A card per service with its first points and a Learn more link, on the home and services pages.
 * `atTop`: the cards open the page (/services/), so the first card's photo is on the first screen
 * and fetched first; below the home page's banner every card photo waits until scrolled near.
 */
export function ServiceCards({ site, headingLevel = 3, atTop = false }: { site: Site; headingLevel?: 2 | 3; atTop?: boolean }) {
  const { config, urls } = site;
  const labels = config.labels.home;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="cards">
      {config.services.map((service, index) => (
        <li className="card" key={service.slug} {...editMark(service)}>
          {service.image && <MarkedPicture picture={site.picture(service.image)!} sizes={slotSizes.serviceCard} priority={atTop && index === 0} mark={editMark(service, 'image')} />}
          <Heading className="card-title" {...editMark(service, 'title')}>
            {service.title}
          </Heading>
          <ul className="check-list">
            {serviceCardPoints(service).map((point, i) => (
              <li key={point} {...editMark(service.points, i)}>
                {point}
              </li>
            ))}
          </ul>
          <a className="card-link" href={urls.href(routePath.service(service.slug))}>
            {labels.learnMore}
            <span className="visually-hidden">{` ${fillTemplate(labels.learnMoreContext, { service: service.title })}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
