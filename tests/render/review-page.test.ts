// /review/: where the printed card leads a customer. One link to write a review, the same for every
// visitor (the US FTC rule forbids asking how happy they are first), in every language, and
// nowhere a visitor or a search engine would come across it.
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/load.js';
import { planSite } from '../../src/plan/plan.js';
import { sitemapFiles } from '../../src/site/sitemap.js';
import { createSite } from '../../src/site/site.js';
import { fixtureConfig } from '../helpers/config.js';
import { fakeProcessedPhotos } from '../helpers/photos.js';
import { renderDocument } from '../helpers/render.js';
import { configInLanguage } from '../../src/config/translations.js';
import { siteSchema } from '../../src/config/validator.js';

const { config } = await loadSiteConfig('site.yaml');
const site = createSite(config, fakeProcessedPhotos(config));
const spanish = createSite(configInLanguage(config, 'es', siteSchema()), fakeProcessedPhotos(config), ['en', 'es']);
const REVIEW_LINK = 'https://g.page/r/example/review';

describe('/review/', () => {
  it.each([
    ['English', site, 'Write a review', 'Thank you for choosing Greenway Lawn & Landscape'],
    ['Spanish', spanish, 'Escriba una reseña', 'Gracias por elegir a Greenway Lawn & Landscape'],
  ])('in %s: its main control is one link to write a review, with no question before it', (_language, inLanguage, button, heading) => {
    const main = renderDocument(inLanguage, '/review/').querySelector('main')!;
    expect(main.querySelector('h1')?.textContent).toBe(heading);
    const links = [...main.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([[button, REVIEW_LINK]]);
    // No rating, stars or "were you happy?" first: nothing to answer at all, and no question asked.
    expect(main.querySelectorAll('form, input, select, textarea, button, [role=radio], [role=slider]')).toHaveLength(0);
    expect(main.textContent).not.toMatch(/\?|¿|★|☆|stars?\b|estrellas/i);
  });

  it('is made in every language the site has, and only when site.yaml has a review link', async () => {
    const paths = planSite(config).routes.filter((route) => route.page.kind === 'review').map((route) => route.sitePath);
    expect(paths).toEqual(['/review/', '/es/review/']);
    const withoutReviews = await fixtureConfig('small-site.yaml');
    expect(planSite(withoutReviews).routes.filter((route) => route.page.kind === 'review')).toEqual([]);
  });

  it('is in no sitemap, menu or footer, and no other page links to it', () => {
    const plan = planSite(config);
    for (const [file, xml] of sitemapFiles(plan.routes, site)) expect(xml, file).not.toContain('review/');
    for (const route of plan.routes.filter((route) => route.language === 'en')) {
      const links = [...renderDocument(site, route.path).querySelectorAll('a[href*="review/"]')].map((link) => link.getAttribute('href'));
      // Only the review page's own language link may lead to its Spanish twin.
      expect(links.filter((href) => !(route.page.kind === 'review' && href === '/es/review/')), route.path).toEqual([]);
    }
  });
});
