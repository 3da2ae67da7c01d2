// npm run docs: regenerates docs/keys.md, the table of site.yaml keys, from the schema.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withKeysTable } from '../src/docs/keys-table.js';
import { projectRoot, schemaFile } from '../src/paths.js';

const keysFile = join(projectRoot, 'docs', 'keys.md');
const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));
writeFileSync(keysFile, withKeysTable(readFileSync(keysFile, 'utf8'), schema));
console.log('docs/keys.md: site.yaml keys table updated from schema/site.schema.json');
