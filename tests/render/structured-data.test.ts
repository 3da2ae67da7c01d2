import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPE } from '../../src/site/structured-data.js';
import { fixtureSite } from '../helpers/config.js';
import { renderDocument, renderPath } from '../helpers/render.js';

type Thing = Record<string, any>;

function graphOf(page: Document): Thing[] {
  const scripts = page.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0]!.textContent!) as Thing;
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'] as Thing[];
}
const ofType = (graph: Thing[], type: string) => graph.filter((thing) => thing['@type'] === type);

const site = await fixtureSite('small-site.yaml', (data) => {
  data.business.address = { locality: 'Springfield', postalCode: '08512' };
});

describe('structured data', () => {
  it('describes the business on the home page, with every town in its area', () => {
    const [business] = ofType(graphOf(renderDocument(site, '/')), BUSINESS_TYPE);
    expect(business).toMatchObject({
      '@id': 'https://test-mowers.example/#business',
      name: 'Test Mowers',
      telephone: '+12015550199',
      email: 'hello@test-mowers.example',
      url: 'https://test-mowers.example/',
      address: { '@type': 'PostalAddress', addressLocality: 'Springfield', addressRegion: 'NJ', postalCode: '08512', addressCountry: 'US' },
    });
    expect(business!.areaServed.map((city: Thing) => [city['@type'], city.name])).toEqual([
      ['City', 'Springfield'],
      ['City', 'Shelbyville'],
      ['City', 'Ogdenville'],
    ]);
  });

  it('describes each service page as a Service the business provides, in the towns that offer it', () => {
    const graph = graphOf(renderDocument(site, '/services/snow-removal/'));
    const [service] = ofType(graph, 'Service');
    expect(service).toMatchObject({
      name: 'Snow Removal',
      serviceType: 'Snow Removal',
      description: 'We plow.',
      url: 'https://test-mowers.example/services/snow-removal/',
      provider: { '@id': 'https://test-mowers.example/#business' },
    });
    // Shelbyville offers only mowing.
    expect(service!.areaServed.map((city: Thing) => city.name)).toEqual(['Springfield', 'Ogdenville']);
    expect(ofType(graph, BUSINESS_TYPE)).toHaveLength(1); // the provider it refers to, on the same page
  });

  it('gives each town page the same business as the home page, with every town in its area', () => {
    const [business] = ofType(graphOf(renderDocument(site, '/lawn-care-ogdenville-nj/')), BUSINESS_TYPE);
    expect(business).toEqual(ofType(graphOf(renderDocument(site, '/')), BUSINESS_TYPE)[0]);
    expect(business!.areaServed).toContainEqual({ '@type': 'City', name: 'Ogdenville', containedInPlace: { '@type': 'State', name: 'New Jersey' } });
  });

  it('has breadcrumbs from the home page', () => {
    const [trail] = ofType(graphOf(renderDocument(site, '/lawn-care-ogdenville-nj/')), 'BreadcrumbList');
    expect(trail!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://test-mowers.example/' },
      { '@type': 'ListItem', position: 2, name: 'Ogdenville', item: 'https://test-mowers.example/lawn-care-ogdenville-nj/' },
    ]);
  });

  it('can never be closed early by text from site.yaml', async () => {
    const hostile = await fixtureSite('small-site.yaml', (data) => (data.business.name = 'Mowers</script><script>alert(1)</script>'));
    const html = renderPath(hostile, '/');
    expect(html).not.toContain('</script><script>alert(1)');
    const [business] = ofType(graphOf(renderDocument(hostile, '/')), BUSINESS_TYPE);
    expect(business!.name).toBe('Mowers</script><script>alert(1)</script>');
  });

  it('is left out of pages that are not indexed', () => {
    expect(renderDocument(site, '/404.html').querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
