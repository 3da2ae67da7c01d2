import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteWithoutPhotos, siteWithTowns } from '../../src/bench/measure-build.js';
import { parseSiteConfig } from '../../src/config/load.js';

// The bench measures these sites; one the loader refuses would measure nothing.
const siteYaml = readFileSync('site.yaml', 'utf8');

describe('the sites npm run bench generates from site.yaml', () => {
  it('keep every value as site.yaml has it, dates as text included, with generated towns', async () => {
    const { config } = await parseSiteConfig(siteWithTowns(siteYaml, 25), 'site.yaml');
    const { config: original } = await parseSiteConfig(siteYaml, 'site.yaml');
    expect(config.towns.map((town) => town.slug)).toEqual(Array.from({ length: 25 }, (_, i) => `town-${i + 1}`));
    expect(config.offers).toEqual(original.offers);
    expect(config.business).toEqual(original.business);
    expect(config.translations).toBeUndefined();
  });

  it('keep the translations when asked, without the towns the generated ones replaced', async () => {
    const { config } = await parseSiteConfig(siteWithTowns(siteYaml, 25, { translated: true }), 'site.yaml');
    const { config: original } = await parseSiteConfig(siteYaml, 'site.yaml');
    expect(Object.keys(config.translations!)).toEqual(Object.keys(original.translations!));
    expect(config.translations!.es!.hero).toEqual(original.translations!.es!.hero);
    expect(config.translations!.es!.towns).toBeUndefined();
  });

  it('keep every value but the photos', async () => {
    const { config } = await parseSiteConfig(siteWithoutPhotos(siteYaml), 'site.yaml');
    expect(config.hero.image).toBeUndefined();
    expect(config.offers).toEqual((await parseSiteConfig(siteYaml, 'site.yaml')).config.offers);
  });
});
