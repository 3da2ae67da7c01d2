// npm run sample-site: records the sample site as this version ships it (site.yaml's values and the
// drawings in photos/, by their bytes) in src/config/sample-site.json, which the launch check
// compares an owner's site with. Run it after changing the sample site.yaml or its photos;
// tests/config/sample-site.test.ts fails while the record differs from them.
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { shippedSampleSite } from '../src/pipeline/sample-items.js';
import { projectRoot } from '../src/paths.js';

const file = join(projectRoot, 'src', 'config', 'sample-site.json');
writeFileSync(file, `${JSON.stringify(await shippedSampleSite(projectRoot), null, 2)}\n`);
console.log(`${relative(projectRoot, file)}: the sample site recorded from site.yaml and photos/`);
