// Search engines merge JSON-LD nodes that share an `@id`, across every page of a site in every
// language: the business must be one set of facts, byte for byte, wherever it is described. Read
// from the built site, as a search engine reads it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { makeTempDir } from '../helpers/files.js';

const dist = join(makeTempDir('lawn-one-business-'), 'dist');

beforeAll(async () => {
  await buildSite({ configFile: 'site.yaml', outDir: dist, reporter: silentReporter, today: '2027-03-10' });
}, 5 * 60_000);

/** Every node with an `@id` that says something (not a bare reference), as its JSON, with the page it is on. */
function describedNodes(): Array<{ page: string; id: string; json: string }> {
  const found: Array<{ page: string; id: string; json: string }> = [];
  for (const page of (readdirSync(dist, { recursive: true }) as string[]).filter((file) => file.endsWith('.html'))) {
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(readFileSync(join(dist, page), 'utf8'));
    if (!script) continue;
    const graph = (JSON.parse(script[1]!) as { '@graph': Array<Record<string, unknown>> })['@graph'];
    for (const node of graph) if (typeof node['@id'] === 'string' && Object.keys(node).length > 1) found.push({ page, id: node['@id'], json: JSON.stringify(node) });
  }
  return found;
}

describe('the business in the structured data of the default site', () => {
  it('is one node, the same on every page of every language that describes it', () => {
    const nodes = describedNodes().filter(({ id }) => id.endsWith('#business'));
    expect(new Set(nodes.map(({ id }) => id))).toEqual(new Set(['https://www.example.com/#business']));
    expect(nodes.some(({ page }) => page.startsWith('es/'))).toBe(true);
    const [first] = nodes;
    expect(nodes.filter(({ json }) => json !== first!.json).map(({ page }) => page)).toEqual([]);
    // In the site's own language: its address, and its prices written as English writes them.
    expect(JSON.parse(first!.json)).toMatchObject({ url: 'https://www.example.com/', priceRange: '$40 – $1,500' });
  });

  it('has every other @id described the same way wherever it is described', () => {
    const byId = new Map<string, string>();
    const differing = describedNodes().filter(({ id, json }) => {
      const earlier = byId.get(id);
      if (earlier === undefined) byId.set(id, json);
      return earlier !== undefined && earlier !== json;
    });
    expect(differing.map(({ page, id }) => `${id} on ${page}`)).toEqual([]);
  });
});
