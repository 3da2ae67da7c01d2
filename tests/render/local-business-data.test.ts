import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/load.js';
import { routeTable } from '../../src/plan/routes.js';
import { internationalPhone } from '../../src/config/phone.js';
import { createSite, type Site } from '../../src/site/site.js';
import { AREA_SERVED_TOWNS_MAX, BUSINESS_TYPE } from '../../src/site/structured-data.js';
import { fixturePath, fixtureSite } from '../helpers/config.js';
import { fakeProcessedPhotos } from '../helpers/photos.js';
import { renderDocument } from '../helpers/render.js';

type Thing = Record<string, any>;

async function siteOf(file: string): Promise<Site> {
  const { config } = await loadSiteConfig(file);
  return createSite(config, fakeProcessedPhotos(config));
}

/** Every page's JSON-LD text, by path (undefined for a page without any). */
function jsonLdOf(site: Site): Array<[path: string, json: string | undefined]> {
  return routeTable(site.config).map((route) => {
    const scripts = renderDocument(site, route.path).querySelectorAll('script[type="application/ld+json"]');
    expect(scripts.length, route.path).toBeLessThanOrEqual(1);
    return [route.path, scripts[0]?.textContent ?? undefined];
  });
}

const graphOf = (json: string): Thing[] => (JSON.parse(json) as Thing)['@graph'];
const businessesIn = (graph: Thing[]) => graph.filter((thing) => thing['@type'] === BUSINESS_TYPE);

/** Every object inside `value`, however deep. */
function* nodesIn(value: unknown): Generator<Thing> {
  if (Array.isArray(value)) for (const item of value) yield* nodesIn(item);
  else if (typeof value === 'object' && value !== null) {
    yield value as Thing;
    for (const child of Object.values(value)) yield* nodesIn(child);
  }
}

const defaultSite = await siteOf('site.yaml');
const pennsylvania = await siteOf(fixturePath('pennsylvania.yaml'));

describe.each([
  ['the default site', defaultSite, 'https://www.example.com/#business'],
  ['the Pennsylvania fixture', pennsylvania, 'https://keystone-yard.example/#business'],
])('the JSON-LD of every page of %s', (_name, site, businessId) => {
  const pages = jsonLdOf(site);
  const indexable = new Set(routeTable(site.config).filter((route) => route.indexable).map((route) => route.path));
  const indexed = pages.filter(([path]) => indexable.has(path));

  it('is on every indexed page, and parses', () => {
    for (const [path, json] of indexed) {
      expect(json, path).toBeDefined();
      expect(JSON.parse(json!)['@context'], path).toBe('https://schema.org');
    }
  });

  it('describes the business on every indexed page, the same way on each', () => {
    const nodes = indexed.flatMap(([path, json]) => businessesIn(graphOf(json!)).map((node) => [path, node] as const));
    expect(nodes.map(([path]) => path)).toEqual(indexed.map(([path]) => path));
    for (const [path, node] of nodes) {
      expect(node, path).toEqual(nodes[0]![1]);
      expect(node['@id']).toBe(businessId);
    }
    expect(nodes[0]![1].areaServed.map((city: Thing) => city.name)).toEqual(site.config.towns.map((town) => town.name));
  });

  it('refers to the business by @id only, and only on pages that describe it', () => {
    for (const [path, json] of indexed) {
      const graph = graphOf(json!);
      const references = [...nodesIn(graph)].filter((node) => node['@id'] === businessId && node['@type'] === undefined);
      for (const reference of references) expect(reference, path).toEqual({ '@id': businessId });
      if (references.length > 0) expect(businessesIn(graph), path).toHaveLength(1);
    }
  });

  it('has no self-serving review markup and no FAQ markup', () => {
    for (const [path, json] of indexed) {
      const types = [...nodesIn(graphOf(json!))].map((node) => node['@type']);
      expect(json, path).not.toMatch(/aggregateRating|"review"/i);
      expect(types, path).not.toContain('FAQPage');
      expect(types, path).not.toContain('Question');
    }
  });
});

describe('the business in JSON-LD', () => {
  const [, homeJson] = jsonLdOf(pennsylvania).find(([path]) => path === '/')!;
  const [business] = businessesIn(graphOf(homeJson!));

  it('has the phone in +1 form, the address, the map position, the opening hours and the profiles', () => {
    expect(business).toMatchObject({
      telephone: '+16105550123',
      address: { '@type': 'PostalAddress', streetAddress: '400 Lancaster Avenue', addressLocality: 'Wayne', addressRegion: 'PA', postalCode: '19087', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: 40.04401, longitude: -75.38772 },
      sameAs: ['https://www.facebook.com/keystoneyard', 'https://nextdoor.com/pages/keystone-yard-care'],
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:30', closes: '17:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '13:00' },
      ],
    });
    expect(business!.areaServed).toEqual(
      ['Wayne', 'King of Prussia', 'Bryn Mawr'].map((name) => ({ '@type': 'City', name, containedInPlace: { '@type': 'State', name: 'Pennsylvania' } })),
    );
  });

  it('has no image or logo when site.yaml has no banner photo or logo', () => {
    expect(business).not.toHaveProperty('image');
    expect(business).not.toHaveProperty('logo');
  });

  it('has the banner photo as image and the logo, as absolute URLs, when site.yaml has them', () => {
    const [, json] = jsonLdOf(defaultSite).find(([path]) => path === '/')!;
    const [withPhotos] = businessesIn(graphOf(json!));
    expect(withPhotos!.image).toMatch(/^https:\/\/www\.example\.com\/assets\/photos\/hero-front-lawn-1200-\w+\.jpg$/);
    expect(withPhotos!.logo).toMatch(/^https:\/\/www\.example\.com\/assets\/photos\/logo-\d+-\w+\.png$/);
  });

  it('leaves out what site.yaml does not say', async () => {
    const small = await fixtureSite('small-site.yaml');
    const [, json] = jsonLdOf(small).find(([path]) => path === '/')!;
    const [bare] = businessesIn(graphOf(json!));
    expect(Object.keys(bare!).sort()).toEqual(['@id', '@type', 'areaServed', 'email', 'name', 'telephone', 'url']);
  });
});

describe('internationalPhone', () => {
  it.each([
    ['(201) 555-0142', '+12015550142'],
    ['201.555.0142', '+12015550142'],
    ['1 (610) 555-0123', '+16105550123'],
    ['+1 610 555 0123', '+16105550123'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s → %s', (written, e164) => expect(internationalPhone(written)).toBe(e164));
});

describe('a business whose office is in another state than the towns it serves', () => {
  it('puts its address in the office state and its towns in site.state', async () => {
    const site = await fixtureSite('pennsylvania.yaml', (data) => (data.business.address.region = 'NJ'));
    const [business] = businessesIn(graphOf(jsonLdOf(site).find(([path]) => path === '/')![1]!));
    expect(business!.address.addressRegion).toBe('NJ');
    expect(new Set(business!.areaServed.map((city: Thing) => city.containedInPlace.name))).toEqual(new Set(['Pennsylvania']));
  });
});

describe('a business serving more towns than a business node names', () => {
  it('is described as serving its state, so the node on every page stays small', async () => {
    const site = await fixtureSite('pennsylvania.yaml', (data) => {
      data.towns = Array.from({ length: AREA_SERVED_TOWNS_MAX + 1 }, (_, i) => ({ name: `Town ${i + 1}`, slug: `town-${i + 1}` }));
      data.offers = [];
    });
    const [business] = businessesIn(graphOf(jsonLdOf(site).find(([path]) => path === '/lawn-care-town-7-pa/')![1]!));
    expect(business!.areaServed).toEqual([{ '@type': 'State', name: 'Pennsylvania' }]);
  });

  it('names each town up to that many', async () => {
    const site = await fixtureSite('pennsylvania.yaml', (data) => {
      data.towns = Array.from({ length: AREA_SERVED_TOWNS_MAX }, (_, i) => ({ name: `Town ${i + 1}`, slug: `town-${i + 1}` }));
      data.offers = [];
    });
    const [business] = businessesIn(graphOf(jsonLdOf(site).find(([path]) => path === '/')![1]!));
    expect(business!.areaServed).toHaveLength(AREA_SERVED_TOWNS_MAX);
  });
});
