// The sample site's record (src/config/sample-site.json) is what the launch check compares an
// owner's site with: it must be the sample as this version ships it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { sampleSite } from '../../src/config/sample-site.js';
import { shippedSampleSite } from '../../src/pipeline/sample-items.js';
import { projectRoot } from '../../src/paths.js';

describe('the record of the sample site', () => {
  it('holds the shipped site.yaml’s values and the drawings in photos/ (after changing either, run npm run sample-site)', async () => {
    expect(sampleSite, 'src/config/sample-site.json is out of date: run npm run sample-site').toEqual(await shippedSampleSite(projectRoot));
  });

  it('knows every drawing by its bytes, and every part of the sample the launch check names', () => {
    expect(sampleSite.photos.length).toBeGreaterThanOrEqual(11);
    expect(sampleSite.licences.length).toBeGreaterThan(0);
    expect(sampleSite.social.length).toBeGreaterThan(0);
    expect(sampleSite.geo).toBeDefined();
    expect(sampleSite.reviews).toBeDefined();
    for (const list of [sampleSite.testimonialQuotes, sampleSite.testimonialAuthors, sampleSite.offerTexts, sampleSite.projectTitles, sampleSite.projectTexts]) expect(list.length).toBeGreaterThan(0);
  });

  it("holds none of the sample's words, only what they read as: the site's words are in site.yaml alone", () => {
    // Its texts: the drawings' file names are kept as they are (a message names the one a photo is the same as).
    const valuesOf = (value: unknown): string[] => (typeof value === 'object' && value ? Object.values(value).flatMap(valuesOf) : [String(value)]);
    const record = valuesOf({ ...sampleSite, photos: sampleSite.photos.map(({ bytes, sha256 }) => ({ bytes, sha256 })) }).join(' ').toLowerCase();
    const words: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') words.push(...value.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 5 && !/^\d+$/.test(word)));
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    const shipped = parse(readFileSync(join(projectRoot, 'site.yaml'), 'utf8')) as Record<string, unknown>;
    for (const key of ['business', 'reviews', 'testimonials', 'offers', 'projects', 'translations']) collect(shipped[key]);
    expect(words.length).toBeGreaterThan(200);
    expect([...new Set(words.map((word) => word.toLowerCase()))].filter((word) => record.includes(word))).toEqual([]);
  });
});
