// npm run types: regenerates the schema's translations block from the rest of the schema, then the
// TypeScript types of site.yaml from the schema.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { schemaText, withTranslationsBlock } from '../src/config/translation-schema.js';
import { generatedTypesFile, siteConfigTypes } from '../src/config/types-from-schema.js';
import { projectRoot, schemaFile } from '../src/paths.js';

const schema = withTranslationsBlock(JSON.parse(readFileSync(schemaFile, 'utf8')));
writeFileSync(schemaFile, schemaText(schema));
console.log(`${relative(projectRoot, schemaFile)}: translations block updated from the rest of the schema`);
writeFileSync(generatedTypesFile, await siteConfigTypes(schema));
console.log(`${relative(projectRoot, generatedTypesFile)}: types updated from schema/site.schema.json`);
