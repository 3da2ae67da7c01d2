// What the editor's "Make it yours" checklist lists from the server: every item the launch check
// marks (the one list, sampleItems in src/config/sample-site.ts, its photos hashed at the edge by
// src/pipeline/sample-items.ts), each with the value its field held (the page hides an item the
// moment its field holds something else, before any check). Texts without their translation are
// found in the page itself as the owner types (ui/checklist-items.ts): a config that lacks one is
// refused by the check, so it never reaches here.
import { formatKeyPath, valueAt } from '../config/key-path.js';
import type { SiteConfig } from '../config/types.js';
import { stillSample } from '../pipeline/sample-items.js';
import type { SitePlan } from '../plan/plan.js';
import type { ChecklistItem } from './protocol.js';

/** What in `config` (the site as the form has it) is still the sample's, as the checklist shows it. */
export async function checklistOf(config: SiteConfig, plan: Pick<SitePlan, 'photoRequests'>, configFile: string): Promise<ChecklistItem[]> {
  const items = await stillSample(config, plan.photoRequests, configFile);
  return items
    .filter((item) => !item.missingTranslation)
    .map((item) => ({
      keyPath: formatKeyPath(item.keyPath),
      kind: item.kind,
      title: item.title,
      message: `${item.message}: ${item.fix}`,
      // What the file holds there: a sample value is one written in the file, never a default.
      value: valueAt(config, item.keyPath),
    }));
}
