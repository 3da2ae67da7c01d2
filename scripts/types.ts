// npm run types: regenerates the TypeScript types of site.yaml from the schema.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generatedTypesFile, siteConfigTypes } from '../src/config/types-from-schema.js';
import { projectRoot, schemaFile } from '../src/paths.js';

const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));
writeFileSync(generatedTypesFile, await siteConfigTypes(schema));
console.log(`${relative(projectRoot, generatedTypesFile)}: types updated from schema/site.schema.json`);
