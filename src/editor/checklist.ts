// What the editor's "Make it yours" checklist lists: every value the launch check would mark as
// still the sample site's or a placeholder, at its key path, with the value it was found holding
// (the page hides an item the moment its field holds something else, before any check).
//
// TODO(branch `launch`): the launch check's list is being rebuilt there as one pure function,
// `sampleItems(config, photoHashes)` in src/config/sample-site.ts, whose items carry a kind, a
// key path, a plain title and message, and whether the item is a missing translation. Once it is
// on main, `samplesOf` below becomes a call to it (with the photos hashed at the edge), and the
// sample photos, testimonials, licences and the rest it marks show here with no other change.
import { formatKeyPath, valueAt } from '../config/key-path.js';
import { sampleValues } from '../config/sample-values.js';
import type { SiteConfig } from '../config/types.js';
import type { ChecklistItem } from './protocol.js';

/** The sample values of `config` as the checklist shows them. */
export function checklistOf(config: SiteConfig): ChecklistItem[] {
  return samplesOf(config).map(({ keyPath, message }) => ({
    keyPath: formatKeyPath(keyPath),
    message,
    // What the file holds there: a sample value is one written in the file, never a default.
    value: valueAt(config, keyPath),
  }));
}

/** The adapter over today's list of placeholders (src/config/sample-values.ts): see the TODO above. */
const samplesOf = (config: SiteConfig) => sampleValues(config);
