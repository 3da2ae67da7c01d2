import { describe, expect, it } from 'vitest';
import { loadSiteConfig, parseSiteConfig } from '../../src/config/load.js';
import { routeTable } from '../../src/plan/routes.js';
import { createSite, type Site } from '../../src/site/site.js';
import { readFixture } from '../helpers/config.js';
import { parseHtml } from '../helpers/html.js';
import { renderPath } from '../helpers/render.js';
import { fakeProcessedPhotos } from '../helpers/photos.js';

/** Three-word shingles of a page's main content. */
function shingles(site: Site, path: string): Set<string> {
  const words = (parseHtml(renderPath(site, path)).querySelector('main')?.textContent ?? '').toLowerCase().split(/\W+/).filter(Boolean);
  return new Set(words.slice(2).map((_, i) => words.slice(i, i + 3).join(' ')));
}

/** The largest Jaccard similarity between the main content of any two town pages. */
function mostSimilarTownPages(site: Site): number {
  const pages = routeTable(site.config)
    .filter((route) => route.page.kind === 'town')
    .map((route) => shingles(site, route.path));
  let most = 0;
  for (let i = 0; i < pages.length; i++)
    for (let j = i + 1; j < pages.length; j++) {
      const shared = [...pages[i]!].filter((s) => pages[j]!.has(s)).length;
      most = Math.max(most, shared / (pages[i]!.size + pages[j]!.size - shared));
    }
  return most;
}

describe('town pages are written for their town, not near-duplicates', () => {
  it('the default site: each town page shares less than a fifth of its wording with any other', async () => {
    const { config } = await loadSiteConfig('site.yaml');
    expect(mostSimilarTownPages(createSite(config, fakeProcessedPhotos(config)))).toBeLessThan(0.2);
  });

  it('shows the testimonials of customers from that town', async () => {
    const { config } = await parseSiteConfig(readFixture('small-site.yaml'), 'site.yaml');
    const page = parseHtml(renderPath(createSite(config), '/lawn-care-springfield-nj/'));
    expect(page.querySelector('main .testimonial blockquote')?.textContent).toBe('Never late.');
  });

  it('warns the owner about towns with nothing of their own', async () => {
    const { warnings } = await parseSiteConfig(readFixture('small-site.yaml'), 'site.yaml');
    expect(warnings).toContain(
      'Springfield: no intro, neighbourhoods or notes, so its page reads much like the other town pages. Search engines rank pages written for their town higher: add an `intro` to each.',
    );
  });
});
