// npm run docs: regenerates the README's table of site.yaml keys from the schema.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withKeysTable } from '../src/docs/keys-table.js';
import { projectRoot, schemaFile } from '../src/paths.js';

const readmeFile = join(projectRoot, 'README.md');
const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));
writeFileSync(readmeFile, withKeysTable(readFileSync(readmeFile, 'utf8'), schema));
console.log('README.md: site.yaml keys table updated from schema/site.schema.json');
