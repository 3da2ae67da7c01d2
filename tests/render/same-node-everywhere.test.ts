// Search engines merge JSON-LD nodes that share an `@id` across a site's pages: a node must say
// the same on every page that describes it (a checker once found the business with a different
// `areaServed` on each town page). Every page of several kinds of site is rendered, as the build
// renders it, and every node with an `@id` is compared with its other descriptions.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/load.js';
import { routeTable } from '../../src/plan/routes.js';
import { createSite, type Site } from '../../src/site/site.js';
import { AREA_SERVED_TOWNS_MAX } from '../../src/site/structured-data.js';
import { fixtureConfig, fixturePath } from '../helpers/config.js';
import { fakeProcessedPhotos } from '../helpers/photos.js';
import { addPrices } from '../helpers/prices.js';
import { renderDocument } from '../helpers/render.js';

type Thing = Record<string, unknown>;

const withPhotos = async (config: Promise<Site['config']>) => {
  const loaded = await config;
  return createSite(loaded, fakeProcessedPhotos(loaded));
};

/** Towns, some offering only some services, each with a project of each service. */
function manyTowns(count: number) {
  return (data: Record<string, any>) => {
    const slugs = (data.services as Array<{ slug: string }>).map((service) => service.slug);
    data.towns = Array.from({ length: count }, (_, i) => ({
      name: `Town ${i + 1}`,
      slug: `town-${i + 1}`,
      ...(i % 3 === 1 ? { services: [slugs[i % slugs.length]] } : {}),
    }));
    data.projects = data.towns.slice(0, 6).map((town: { slug: string }, i: number) => ({
      title: `Project ${i + 1}`,
      town: town.slug,
      service: slugs[i % slugs.length],
      photo: { src: `photos/project-${i + 1}.jpg`, alt: `Project ${i + 1}` },
    }));
    data.offers = [];
  };
}

const sites: Array<[string, () => Promise<Site>]> = [
  ['the default site', async () => withPhotos(loadSiteConfig('site.yaml').then(({ config }) => config))],
  ['the Pennsylvania fixture', async () => withPhotos(loadSiteConfig(fixturePath('pennsylvania.yaml')).then(({ config }) => config))],
  ['the small site, whose towns offer some services only', async () => withPhotos(fixtureConfig('small-site.yaml'))],
  ['the minimal site', async () => withPhotos(fixtureConfig('valid-minimal.yaml'))],
  ['the small site with prices, whose business has a price range', async () => withPhotos(fixtureConfig('small-site.yaml', addPrices))],
  [`a site of ${AREA_SERVED_TOWNS_MAX} towns with projects`, async () => withPhotos(fixtureConfig('pennsylvania.yaml', manyTowns(AREA_SERVED_TOWNS_MAX)))],
  [`a site of ${AREA_SERVED_TOWNS_MAX + 1} towns with projects`, async () => withPhotos(fixtureConfig('pennsylvania.yaml', manyTowns(AREA_SERVED_TOWNS_MAX + 1)))],
  [
    'a project site on GitHub Pages, with photos and offers',
    async () =>
      withPhotos(
        loadSiteConfig('site.yaml').then(({ config }) => ({ ...config, site: { ...config.site, url: 'https://greenway.github.io/lawn/' } })),
      ),
  ],
];

/** Every object inside `value`, however deep. */
function* nodesIn(value: unknown): Generator<Thing> {
  if (Array.isArray(value)) for (const item of value) yield* nodesIn(item);
  else if (typeof value === 'object' && value !== null) {
    yield value as Thing;
    for (const child of Object.values(value)) yield* nodesIn(child);
  }
}

/** A node that says something, not a bare `{ "@id": … }` reference to one. */
const describes = (node: Thing) => typeof node['@id'] === 'string' && Object.keys(node).length > 1;

/** Each page's JSON-LD graph, by path. */
function graphsOf(site: Site): Array<[path: string, graph: unknown]> {
  return routeTable(site.config).flatMap((route) => {
    const script = renderDocument(site, route.path).querySelector('script[type="application/ld+json"]');
    return script ? [[route.path, (JSON.parse(script.textContent!) as Thing)['@graph']] as [string, unknown]] : [];
  });
}

describe.each(sites)('the JSON-LD of %s', (_name, makeSite) => {
  it('describes each @id the same way on every page that describes it, and refers only to @ids the page describes', async () => {
    const graphs = graphsOf(await makeSite());
    expect(graphs.length).toBeGreaterThan(3);
    const first = new Map<string, { path: string; node: Thing }>();
    const pagesOf = new Map<string, number>();
    const differences: string[] = [];
    for (const [path, graph] of graphs) {
      const nodes = [...nodesIn(graph)];
      for (const node of nodes.filter(describes)) {
        const id = node['@id'] as string;
        pagesOf.set(id, (pagesOf.get(id) ?? 0) + 1);
        const earlier = first.get(id);
        if (!earlier) first.set(id, { path, node });
        else if (!isDeepStrictEqual(node, earlier.node)) {
          const keys = Object.keys({ ...node, ...earlier.node }).filter((key) => !isDeepStrictEqual(node[key], earlier.node[key]));
          differences.push(`${id}: ${keys.join(', ')} differ between ${earlier.path} and ${path}`);
        }
      }
      const described = new Set(nodes.filter(describes).map((node) => node['@id']));
      for (const reference of nodes.filter((node) => typeof node['@id'] === 'string' && !describes(node)))
        if (!described.has(reference['@id'])) differences.push(`${path} refers to ${String(reference['@id'])}, which it does not describe`);
    }
    expect(differences).toEqual([]);
    // The business is on every indexed page, so something was compared.
    expect(Math.max(...pagesOf.values())).toBe(graphs.length);
  });
});
