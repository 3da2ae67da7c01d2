import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sitePaths } from '../../src/config/rules.js';
import { routeTable } from '../../src/site/routes.js';
import { fixtureConfig, readFixture } from '../helpers/config.js';

// Offer links are checked against the pages a build makes before the page kinds can run, so the
// rule keeps its own list; this keeps it honest as page kinds come and go.
describe('the pages an offer may link to', () => {
  it.each([['site.yaml'], ['small-site.yaml'], ['pennsylvania.yaml']])('are the indexable pages of %s', async (name) => {
    const config = name === 'site.yaml' ? await fixtureConfig('../../site.yaml') : await fixtureConfig(name);
    const indexable = routeTable(config).filter((route) => route.indexable).map((route) => route.path);
    expect([...sitePaths(config)!].sort()).toEqual(indexable.sort());
  });

  it('are unknown while the state is not a state', () => {
    const data = parse(readFixture('small-site.yaml')) as Record<string, any>;
    data.site.state = 'Jersey';
    expect(sitePaths(data)).toBeUndefined();
  });
});
