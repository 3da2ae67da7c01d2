import type { Site } from '../site/site.js';
import { telHref } from '../site/site.js';
import { fillTemplate } from '../site/text.js';

/** The copyright line, with the year in its own element so the page script can set the visitor's year. */
function Copyright({ template, business, buildYear }: { template: string; business: string; buildYear: number }) {
  const [before, after] = fillTemplate(template, { business }).split('{year}', 2);
  if (after === undefined) return <p className="copyright">{before}</p>;
  return (
    <p className="copyright">
      {before}
      <span data-current-year="">{buildYear}</span>
      {after}
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
          {business.address && <p>{`${business.address.locality}, ${business.address.region}`}</p>}
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
