import { PageHero } from '../src/components/PageHero.js';
import { definePageKind, type NoData } from '../src/site/page-kind.js';
import { searchDescription, searchTitle, seoValues } from '../src/site/seo.js';
import type { Site } from '../src/site/site.js';
import { fillTemplate } from '../src/site/text.js';
import { routePath } from '../src/site/urls.js';

/**
 * /review/: where the printed card's QR code leads a customer, with one link to write a review.
 * Every visitor is asked alike, with no question about how happy they are first: the US FTC rule
 * on reviews forbids sending only the happy ones on. Not for search engines, nor in any menu.
 */
export const reviewPage = definePageKind<NoData>({
  pages: (config) => (config.reviews ? [{ path: routePath.review(), data: {}, source: ['reviews'], indexable: false, noindex: true }] : []),
  head: (site) => ({
    title: searchTitle(site, 'reviewTitle', seoValues(site)),
    description: searchDescription(site, 'reviewDescription', seoValues(site)),
  }),
  structuredData: () => undefined,
  styles: ['site'],
  shows: [['labels', 'reviewPage']],
  inlineScripts: () => [],
  Component: ReviewPage,
});

function ReviewPage({ site }: { site: Site }) {
  const { config } = site;
  const labels = config.labels.reviewPage;
  return (
    <PageHero heading={fillTemplate(labels.heading, { business: config.business.name })}>
      <p>{labels.text}</p>
      <div className="actions">
        <a className="button button-primary button-large" href={config.reviews!.url}>
          {labels.button}
        </a>
      </div>
    </PageHero>
  );
}
