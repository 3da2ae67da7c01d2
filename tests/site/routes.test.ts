import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/plan/routes.js';
import { outputFileFor, SiteUrls } from '../../src/site/urls.js';
import { fixtureConfig } from '../helpers/config.js';

describe('routeTable', () => {
  it('lists every page of the site with its output file, from the config alone', async () => {
    const routes = routeTable(await fixtureConfig('small-site.yaml'));
    expect(routes.map((r) => [r.path, r.file, r.page.kind, r.indexable])).toEqual([
      ['/', 'index.html', 'home', true],
      ['/services/', 'services/index.html', 'services', true],
      ['/services/mowing/', 'services/mowing/index.html', 'service', true],
      ['/services/snow-removal/', 'services/snow-removal/index.html', 'service', true],
      ['/lawn-care-springfield-nj/', 'lawn-care-springfield-nj/index.html', 'town', true],
      ['/lawn-care-shelbyville-nj/', 'lawn-care-shelbyville-nj/index.html', 'town', true],
      ['/lawn-care-ogdenville-nj/', 'lawn-care-ogdenville-nj/index.html', 'town', true],
      ['/estimate/', 'estimate/index.html', 'estimate', true],
      ['/404.html', '404.html', 'notFound', false],
      ['/services/404.html', 'services/404.html', 'notFound', false],
    ]);
  });

  it('adds a page for a town added to the config, with no code change', async () => {
    const config = await fixtureConfig('small-site.yaml', (data) => data.towns.push({ name: 'Capital City', slug: 'capital-city' }));
    expect(routeTable(config).map((r) => r.path)).toContain('/lawn-care-capital-city-nj/');
  });
});

describe('URLs', () => {
  it.each([
    ['/', 'index.html'],
    ['/services/irrigation/', 'services/irrigation/index.html'],
    ['/404.html', '404.html'],
  ])('%s is written to %s', (path, file) => expect(outputFileFor(path)).toBe(file));

  it('links from the site root, or from the folder a site is published under', () => {
    expect(new SiteUrls('https://example.com').href('/services/x/')).toBe('/services/x/');
    const project = new SiteUrls('https://user.github.io/lawn');
    expect(project.href('/services/x/')).toBe('/lawn/services/x/');
    expect(project.absolute('/')).toBe('https://user.github.io/lawn/');
  });
});
