import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { loadSiteConfig } from '../../src/config/load.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { searchTextWarningsOf, withHeads } from '../../src/plan/plan.js';
import { routeTable } from '../../src/plan/routes.js';
import { searchTextWarnings } from '../../src/site/seo-warnings.js';
import { createSite, type Site } from '../../src/site/site.js';
import { fixturePath, fixtureSite } from '../helpers/config.js';
import { makeTempDir } from '../helpers/files.js';
import { fakeProcessedPhotos } from '../helpers/photos.js';
import { renderDocument, testPlan } from '../helpers/render.js';

async function siteOf(file: string): Promise<Site> {
  const { config } = await loadSiteConfig(file);
  return createSite(config, fakeProcessedPhotos(config));
}

const sites = { 'the default site': await siteOf('site.yaml'), 'the Pennsylvania fixture': await siteOf(fixturePath('pennsylvania.yaml')) };
const warningsOf = (site: Site) => {
  const plan = testPlan(site);
  return searchTextWarnings(withHeads(plan.routes, plan.languages));
};

describe.each(Object.entries(sites))('search-result texts of %s', (_name, site) => {
  const pages = routeTable(site.config).map((route) => [route.path, renderDocument(site, route.path)] as const);

  it.each(pages)('%s has a title of at most 60 characters and a description of 70 to 160', (_path, page) => {
    const title = page.querySelector('title')!.textContent!;
    const description = page.querySelector('meta[name=description]')!.getAttribute('content')!;
    expect(title.length).toBeLessThanOrEqual(60);
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('gives the build nothing to warn about', () => expect(warningsOf(site)).toEqual([]));
});

describe('descriptions made from templates', () => {
  it('name as many towns as fit, so the sentence after the list is kept', async () => {
    const home = renderDocument(sites['the default site'], '/').querySelector('meta[name=description]')!.getAttribute('content')!;
    expect(home).toMatch(/for homes in Monroe(, East Windsor)?.*, NJ\. Book a free estimate in under 60 seconds\.$/);
    expect(home).not.toContain('Cranbury'); // the eighth town does not fit
  });

  it('give way to the template when a town intro is too short to describe the page', () => {
    const wayne = renderDocument(sites['the Pennsylvania fixture'], '/lawn-care-wayne-pa/').querySelector('meta[name=description]')!.getAttribute('content');
    expect(wayne).toBe('Keystone Yard Care provides Mowing and Leaf Removal for homes in Wayne, PA. Book a free estimate in under 60 seconds.');
  });

  it('describe the not-found pages in words of their own, not the visible "These links may help:"', () => {
    const site = sites['the Pennsylvania fixture'];
    expect(renderDocument(site, '/services/404.html').querySelector('meta[name=description]')!.getAttribute('content')).toBe(
      'Service not found. Find Mowing and Leaf Removal from Keystone Yard Care through the links on this page.',
    );
  });
});

describe('warnings about texts that do not fit a search result', () => {
  it("name the owner's own text by its key path, its length and the limit", async () => {
    const site = await fixtureSite('pennsylvania.yaml', (data) => {
      data.site.title = 'Keystone Yard Care: Lawn Mowing, Leaf Removal and Cleanups on the Main Line';
      data.site.description = 'x'.repeat(161);
      data.services[1].seo = { description: 'Leaf removal.' };
      data.towns[2].seo = { title: 'Bryn Mawr lawn care' };
    });
    expect(warningsOf(site)).toEqual([
      'site.title is 75 characters; search results show about 60 characters of a title and cut the rest: shorten it.',
      'site.description is 161 characters; search results show at most about 160 characters of a description and cut the rest: shorten it.',
      'services[1].seo.description is 13 characters; search engines want 70 to 160 characters and may show other words from the page instead: lengthen it.',
    ]);
  });

  it('name the labels.seo template and the page when a long name makes its text too long', async () => {
    const site = await fixtureSite('pennsylvania.yaml', (data) => {
      data.towns[1].name = 'King of Prussia and Upper Merion Township';
    });
    expect(warningsOf(site)).toEqual([
      'labels.seo.townTitle makes the title of /lawn-care-king-of-prussia-pa/ (72 characters) too long; search results show about 60 characters of a title and cut the rest: shorten the template, or give the page its own at towns[1].seo.title.',
    ]);
  });

  it('list a few of the pages when a template is too long on many', async () => {
    const site = await fixtureSite('pennsylvania.yaml', (data) => (data.business.name = 'Keystone Yard Care and Landscaping of the Main Line'));
    const warnings = warningsOf(site);
    expect(warnings).toContain(
      'labels.seo.serviceTitle makes the titles of 2 pages too long: /services/mowing/ (76 characters), /services/leaf-removal/ (82 characters); search results show about 60 characters of a title and cut the rest: shorten the template, or give each page its own at services[n].seo.title.',
    );
    expect(warnings.every((warning) => warning.startsWith('labels.seo.'))).toBe(true);
  });

  it("name a translation's own text and template under translations, a service or town by its slug", async () => {
    const site = await fixtureSite(join('..', '..', 'site.yaml'), (data) => {
      data.towns.find((town: { slug: string }) => town.slug === 'monroe').seo = { title: 'Monroe lawn care' };
      const es = data.translations.es;
      es.towns.find((town: { slug: string }) => town.slug === 'monroe').seo = { title: 'Un título muy largo para este pueblo que sigue y sigue más allá de sesenta' };
      es.labels = { ...es.labels, seo: { ...es.labels?.seo, townTitle: 'Cuidado del césped en {town} por {business}, la mejor empresa de todo el estado' } };
    });
    const warnings = searchTextWarningsOf(testPlan(site));
    expect(warnings[0]).toBe('translations.es.towns[monroe].seo.title is 74 characters; search results show about 60 characters of a title and cut the rest: shorten it.');
    expect(warnings[1]).toMatch(/^translations\.es\.labels\.seo\.townTitle makes the titles of 7 pages too long: \/es\/lawn-care-east-windsor-nj\/ .*, or give each page its own at translations\.es\.towns\[n\]\.seo\.title\.$/);
    expect(warnings).toHaveLength(2);
  });

  it('name a template that makes a description too short', async () => {
    const site = await fixtureSite('pennsylvania.yaml', (data) => (data.labels = { seo: { servicesDescription: 'All our services.' } }));
    expect(warningsOf(site)).toEqual([
      'labels.seo.servicesDescription makes the description of /services/ (17 characters) too short; search engines want 70 to 160 characters and may show other words from the page instead: lengthen the template.',
    ]);
  });

  it('are printed with the build’s other warnings', async () => {
    const config = join(makeTempDir(), 'site.yaml');
    writeFileSync(config, readFileSync(fixturePath('pennsylvania.yaml'), 'utf8').replace('site:\n', 'site:\n  title: Keystone Yard Care, Lawn Mowing and Leaf Removal on the Main Line\n'));
    const warnings: string[] = [];
    await buildSite({ configFile: config, outDir: join(makeTempDir(), 'dist'), reporter: { ...silentReporter, warn: (text) => warnings.push(text) } });
    expect(warnings).toContain('site.title is 65 characters; search results show about 60 characters of a title and cut the rest: shorten it.');
    expect(warnings.some((text) => text.includes('no intro, neighbourhoods or notes'))).toBe(true); // beside the config's own warnings
  });
});
