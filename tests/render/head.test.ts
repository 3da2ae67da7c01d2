import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/load.js';
import { routeTable } from '../../src/plan/routes.js';
import { summarize } from '../../src/site/seo.js';
import { createSite } from '../../src/site/site.js';
import { fixtureSite } from '../helpers/config.js';
import { renderDocument } from '../helpers/render.js';
import { fakeProcessedPhotos } from '../helpers/photos.js';

const { config } = await loadSiteConfig('site.yaml');
const site = createSite(config, fakeProcessedPhotos(config));
const routes = routeTable(config);
const pages = routes.map((route) => ({ route, page: renderDocument(site, route.path) }));
const meta = (page: Document, selector: string) => page.querySelector(selector)?.getAttribute('content') ?? page.querySelector(selector)?.getAttribute('href');

describe('the head of every page of the default site', () => {
  it.each(pages.map(({ route, page }) => [route.path, page] as const))('%s is complete', (path, page) => {
    expect(page.documentElement.getAttribute('lang')).toBe('en');
    expect(page.querySelector('title')?.textContent).toMatch(/\S/);
    expect(meta(page, 'meta[name=description]')).toMatch(/\S/);
    expect(meta(page, 'meta[name=viewport]')).toBe('width=device-width, initial-scale=1');
    expect(meta(page, 'meta[name=theme-color]')).toBe('#1f5f2c');
    expect(meta(page, 'link[rel=icon]')).toBe('/favicon.svg');
    expect(meta(page, 'meta[http-equiv=Content-Security-Policy]')).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(meta(page, 'meta[property="og:title"]')).toBe(page.querySelector('title')?.textContent);
    expect(meta(page, 'meta[property="og:description"]')).toBe(meta(page, 'meta[name=description]'));
    expect(meta(page, 'meta[property="og:type"]')).toBe('website');
    expect(meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta(page, 'meta[property="og:image"]')).toMatch(/^https:\/\/www\.example\.com\/assets\/photos\/.+\.jpg$/);
    expect(Number(meta(page, 'meta[property="og:image:width"]'))).toBeGreaterThanOrEqual(1200);
    expect(meta(page, 'meta[property="og:image:alt"]')).toMatch(/\S/);
    if (!path.endsWith('404.html') && path !== '/review/') {
      expect(meta(page, 'link[rel=canonical]')).toBe(`https://www.example.com${path}`);
      expect(meta(page, 'meta[property="og:url"]')).toBe(`https://www.example.com${path}`);
    }
  });

  it('gives every page its own title and every indexable page its own description', () => {
    const titles = pages.map(({ page }) => page.querySelector('title')?.textContent);
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = pages.filter(({ route }) => route.indexable).map(({ page }) => meta(page, 'meta[name=description]'));
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('names the town or service in its pages title and description', () => {
    for (const { route, page } of pages) {
      const name = route.page.kind === 'town' ? route.page.town.name : route.page.kind === 'service' ? route.page.service.title : undefined;
      if (!name) continue;
      expect(page.querySelector('title')?.textContent).toContain(name);
      expect(meta(page, 'meta[name=description]')).toContain(name);
    }
  });

  it('gives not-found pages no canonical URL; the host serves them with status 404', () => {
    for (const { page } of pages.filter(({ route }) => route.page.kind === 'notFound')) {
      expect(page.querySelector('link[rel=canonical]')).toBeNull();
      expect(page.querySelector('meta[name=robots]')).toBeNull(); // a noindex would fail Lighthouse's SEO audit of /404.html
    }
  });

  it('gives /review/ no canonical URL, and asks search engines not to list it: no 404 status keeps it out', () => {
    const [review, ...more] = pages.filter(({ route }) => route.page.kind === 'review');
    expect(more).toEqual([]);
    expect(review!.page.querySelector('link[rel=canonical]')).toBeNull();
    expect(review!.page.querySelectorAll('meta[name=robots]')).toHaveLength(1);
    expect(meta(review!.page, 'meta[name=robots]')).toBe('noindex');
    expect(pages.filter(({ page }) => page.querySelector('meta[name=robots]')).map(({ route }) => route.path)).toEqual(['/review/']);
  });
});

describe('titles and descriptions', () => {
  it('use the owner own title and description when site.yaml gives them', async () => {
    const custom = await fixtureSite('small-site.yaml', (data) => {
      data.site.title = 'Custom Home Title';
      data.towns[0].seo = { title: 'Springfield Lawns', description: 'Mowing in Springfield.' };
    });
    expect(renderDocument(custom, '/').querySelector('title')?.textContent).toBe('Custom Home Title');
    const town = renderDocument(custom, '/lawn-care-springfield-nj/');
    expect(town.querySelector('title')?.textContent).toBe('Springfield Lawns');
    expect(town.querySelector('meta[name=description]')?.getAttribute('content')).toBe('Mowing in Springfield.');
  });

  it('are built from the templates and the site data otherwise', async () => {
    const small = await fixtureSite('small-site.yaml');
    const town = renderDocument(small, '/lawn-care-springfield-nj/');
    expect(town.querySelector('title')?.textContent).toBe('Lawn Care & Landscaping in Springfield, NJ');
    expect(town.querySelector('meta[name=description]')?.getAttribute('content')).toBe(
      'Test Mowers provides Mowing and Snow Removal for homes in Springfield, NJ. Book a free estimate in under 60 seconds.',
    );
  });

  it('cut a long intro at a word to fit a search result', () => {
    const text = 'word '.repeat(60);
    const summary = summarize(text, 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary).toBe('word word word word word word word word…');
    expect(summarize('Short enough.')).toBe('Short enough.');
  });
});
