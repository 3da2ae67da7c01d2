// What in a site is still the sample's, read from disk: the photos it names are hashed where they
// may be a sample drawing, then the pure list is made (src/config/sample-site.ts). Also the sample
// site as the project ships it, for `npm run sample-site` and the test that its record is current.
import { dirname, join } from 'node:path';
import { loadSiteConfig } from '../config/load.js';
import { sampleItems, sampleSite, sampleSiteOf, type SampleItem, type SampleSite } from '../config/sample-site.js';
import type { SiteConfig } from '../config/types.js';
import { filesWithHashes, photoHashes } from '../photos/fingerprints.js';
import type { PhotoRequest } from '../photos/types.js';

/** Everything in the site of `configFile` that is still the sample's or a placeholder; `photoRequests`: the plan's. */
export async function stillSample(config: SiteConfig, photoRequests: readonly PhotoRequest[], configFile: string): Promise<SampleItem[]> {
  const sizes = new Set(sampleSite.photos.map((photo) => photo.bytes));
  return sampleItems(config, await photoHashes(photoRequests, dirname(configFile), sizes));
}

/** The sample site as the project in `root` ships it: its site.yaml, and every drawing in photos/. */
export async function shippedSampleSite(root: string): Promise<SampleSite> {
  const { config } = await loadSiteConfig(join(root, 'site.yaml'));
  return sampleSiteOf(config, await filesWithHashes(join(root, 'photos'), 'photos'));
}
