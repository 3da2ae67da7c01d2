import { Fragment } from 'react';
import type { Site } from '../site/site.js';
import { regionOf, telHref } from '../site/site.js';
import { fillTemplate } from '../site/text.js';
import { routePath } from '../site/urls.js';

/** The copyright line, each {year} in its own element so the page script can set the visitor's year. */
function Copyright({ template, business, buildYear }: { template: string; business: string; buildYear: number }) {
  const parts = fillTemplate(template, { business }).split('{year}');
  return (
    <p className="copyright">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <span data-current-year="">{buildYear}</span>}
          {part}
        </Fragment>
      ))}
    </p>
  );
}

/** What is inside the footer of every page (the same on all of them, so it is rendered once). */
export function FooterContent({ site, buildYear }: { site: Site; buildYear: number }) {
  const { business, labels } = site.config;
  return (
    <div className="container">
      <div className="footer-grid">
        <div>
          <p className="footer-brand">{business.name}</p>
          {business.address && <p>{`${business.address.locality}, ${regionOf(site.config)}`}</p>}
          {site.config.projects?.length ? (
            <p>
              <a href={site.urls.href(routePath.projects())}>{labels.projects.heading}</a>
            </p>
          ) : null}
        </div>
        <div className="footer-contact">
          <p>
            {`${labels.footer.phone}: `}
            <a href={telHref(business.phone)}>{business.phone}</a>
          </p>
          <p>
            {`${labels.footer.email}: `}
            <a href={`mailto:${business.email}`}>{business.email}</a>
          </p>
        </div>
      </div>
      <Copyright template={labels.footer.copyright} business={business.name} buildYear={buildYear} />
    </div>
  );
}
