// The sample site's record (src/config/sample-site.json) is what the launch check compares an
// owner's site with: it must be the sample as this version ships it.
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
});
