import { Fragment } from 'react';
import type { Site } from '../site/site.js';
import { localeOf, regionOf, smsHref, telHref } from '../site/site.js';
import { hasPrices } from '../site/prices.js';
import { networkName } from '../site/social.js';
import { fillTemplate } from '../site/text.js';
import { routePath } from '../site/urls.js';
import { EstimateLink } from './EstimateLink.js';
import { OpeningHours } from './OpeningHours.js';
import { OpenNow } from './OpenNow.js';
import { openNowData } from '../site/open-now.js';
import type { InlineScripts } from '../site/inline-scripts.js';
import { editMark } from '../site/edit-marks.js';

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
export function FooterContent({ site, buildYear, inlineScripts }: { site: Site; buildYear: number; inlineScripts: InlineScripts }) {
  const { business, labels } = site.config;
  const openNow = openNowData(site.config);
  return (
    <div className="container">
      <div className="footer-grid">
        <div className="footer-business">
          <p className="footer-brand" {...editMark(business, 'name')}>
            {business.name}
          </p>
          {business.address && <p {...editMark(business, 'address')}>{`${business.address.locality}, ${regionOf(site.config)}`}</p>}
          <p className="footer-contact">
            {`${labels.footer.phone}: `}
            <a href={telHref(business.phone)} {...editMark(business, 'phone')}>
              {business.phone}
            </a>
            {business.sms && <TextUsLink template={labels.footer.text} number={business.sms} />}
          </p>
          <p className="footer-contact">
            {`${labels.footer.email}: `}
            <a href={`mailto:${business.email}`} {...editMark(business, 'email')}>
              {business.email}
            </a>
          </p>
          {business.social && <SocialLinks site={site} profiles={business.social} />}
        </div>
        {business.hours && (
          <div {...editMark(business, 'hours')}>
            <h2 className="footer-heading">{labels.footer.hours}</h2>
            <OpeningHours hours={business.hours} language={localeOf(site.config)} />
            {openNow && <OpenNow data={openNow} script={inlineScripts.openNow} />}
          </div>
        )}
        <FooterNavigation site={site} />
      </div>
      {business.licences && (
        <ul className="footer-licences">
          {business.licences.map((licence, index) => (
            <li key={licence} {...editMark(business.licences, index)}>
              {licence}
            </li>
          ))}
        </ul>
      )}
      <Copyright template={labels.footer.copyright} business={business.name} buildYear={buildYear} />
    </div>
  );
}

/** "Text us" beside the phone number; screen readers hear the number unless the wording shows it. */
function TextUsLink({ template, number }: { template: string; number: string }) {
  return (
    <a className="footer-text-link" href={smsHref(number)}>
      {fillTemplate(template, { phone: number })}
      {!template.includes('{phone}') && <span className="visually-hidden">{` ${number}`}</span>}
    </a>
  );
}

/** The pages every visitor may want from anywhere: all services, the projects and the prices when there are some, the estimate form. */
function FooterNavigation({ site }: { site: Site }) {
  const { config, urls } = site;
  return (
    <nav className="footer-nav" aria-label={config.labels.footer.navigation}>
      <ul>
        <li>
          <a href={urls.href(routePath.services())}>{config.labels.service.indexHeading}</a>
        </li>
        {config.projects?.length ? (
          <li>
            <a href={urls.href(routePath.projects())}>{config.labels.projects.heading}</a>
          </li>
        ) : null}
        {hasPrices(config) && (
          <li>
            <a href={urls.href(routePath.prices())}>{config.labels.prices.heading}</a>
          </li>
        )}
        <li>
          <EstimateLink href={urls.href(routePath.estimate())} label={config.labels.estimate.dialogTitle} className="" />
        </li>
      </ul>
    </nav>
  );
}

/** The business's profiles elsewhere, each named for screen readers as "{business} on {network}". */
function SocialLinks({ site, profiles }: { site: Site; profiles: readonly string[] }) {
  const { business, labels } = site.config;
  return (
    <ul className="footer-social">
      {profiles.map((url, index) => {
        const network = networkName(url);
        return (
          <li key={url} {...editMark(profiles, index)}>
            <a href={url} aria-label={fillTemplate(labels.footer.social, { business: business.name, network })}>
              {network}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
