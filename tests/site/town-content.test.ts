import { describe, expect, it } from 'vitest';
import type { SiteConfig, Town } from '../../src/config/types.js';
import { nearbyTowns, servicesOfferedIn } from '../../src/site/towns.js';
import { fillTemplate, formatList } from '../../src/site/text.js';
import { fixtureConfig } from '../helpers/config.js';

const towns = (...names: string[]) => names.map((name) => ({ name, slug: name.toLowerCase() }));
const siteOf = (list: Town[]) => ({
  config: { towns: list } as SiteConfig,
  townIndex: new Map(list.map((t, i) => [t.slug, i])),
});

describe('town content', () => {
  it('links the neighbours in the list, nearest first, when a town names none', () => {
    const list = towns('A', 'B', 'C', 'D', 'E', 'F', 'G');
    expect(nearbyTowns(list[3]!, siteOf(list)).map((t) => t.name)).toEqual(['C', 'E', 'B', 'F']);
    expect(nearbyTowns(list[0]!, siteOf(list)).map((t) => t.name)).toEqual(['B', 'C', 'D', 'E']);
    expect(nearbyTowns(list[0]!, siteOf(list.slice(0, 1)))).toEqual([]);
  });

  it("uses a town's own nearby list when it has one", () => {
    const list = towns('A', 'B', 'C');
    const withNearby = { ...list[0]!, nearby: ['c'] };
    expect(nearbyTowns(withNearby, siteOf([withNearby, list[1]!, list[2]!])).map((t) => t.name)).toEqual(['C']);
  });

  it('offers every service unless the town lists its own', async () => {
    const config = await fixtureConfig('small-site.yaml');
    expect(servicesOfferedIn(config.towns[0]!, config.services).map((s) => s.slug)).toEqual(['mowing', 'snow-removal']);
    expect(servicesOfferedIn(config.towns[1]!, config.services).map((s) => s.slug)).toEqual(['mowing']);
  });
});

describe('texts', () => {
  it('fills known placeholders and leaves unknown ones as written', () => {
    expect(fillTemplate('{a} and {b} and {c}', { a: 1, b: 'two' })).toBe('1 and two and {c}');
  });

  it('joins lists in the words of the site language', () => {
    expect(formatList('en', ['A', 'B', 'C'])).toBe('A, B, and C');
    expect(formatList('es', ['A', 'B'])).toBe('A y B');
  });
});
