import { definePageKind } from '../src/site/page-kind.js';
import type { InlineScripts } from '../src/site/inline-scripts.js';
import { notFoundHeading, notFoundTitle, servicesNotFoundData, type NotFoundSection } from '../src/site/not-found.js';
import { searchDescription, seoValues } from '../src/site/seo.js';
import type { Site } from '../src/site/site.js';
import { routePath } from '../src/site/urls.js';

/** What a static host serves for an address that does not exist, with links to find the way. */
export const notFoundPage = definePageKind<{ section: NotFoundSection }>({
  pages: () => [
    { path: '/404.html', data: { section: 'site' }, source: '(not found page)', indexable: false },
    // Hosts that look for the nearest 404.html (Cloudflare Pages, `npm run preview`) serve this one
    // under /services/, so "Service not found" shows there even without JavaScript.
    { path: `${routePath.services()}404.html`, data: { section: 'services' }, source: '(not found page)', indexable: false },
  ],
  head: (site, { section }) => ({
    title: { text: notFoundTitle(site, section), from: { template: 'notFoundTitle' } },
    description: searchDescription(site, 'notFoundDescription', { ...seoValues(site), heading: notFoundHeading(site.config, section) }),
  }),
  structuredData: () => undefined,
  styles: ['site'],
  shows: [
    ['labels', 'notFound'],
    ['labels', 'service', 'notFound'],
  ],
  inlineScripts: (scripts) => [scripts.notFoundHeading],
  Component: NotFoundPage,
});

function NotFoundPage({ site, data: { section }, inlineScripts }: { site: Site; data: { section: NotFoundSection }; inlineScripts: InlineScripts }) {
  const { config, urls } = site;
  // Only the root 404 page can be served for a missing /services/ address.
  const servedForServices = section === 'site';
  return (
    <section className="section">
      <div className="container content-block">
        <h1 data-not-found-heading="" {...(servedForServices ? servicesNotFoundData(site) : {})}>
          {notFoundHeading(config, section)}
        </h1>
        {servedForServices && <script dangerouslySetInnerHTML={{ __html: inlineScripts.notFoundHeading }} />}
        <p>{config.labels.notFound.text}</p>
        <ul className="check-list">
          <li>
            <a href={urls.href(routePath.home())}>{config.labels.notFound.home}</a>
          </li>
          {config.services.map((service) => (
            <li key={service.slug}>
              <a href={urls.href(routePath.service(service.slug))}>{service.title}</a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
