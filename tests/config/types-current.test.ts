import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withTranslationsBlock } from '../../src/config/translation-schema.js';
import { generatedTypesFile, siteConfigTypes } from '../../src/config/types-from-schema.js';
import { schemaFile } from '../../src/paths.js';

// As npm run types makes them: from the schema with its translations block made anew.
const schema = withTranslationsBlock(JSON.parse(readFileSync(schemaFile, 'utf8')));

describe('the TypeScript types of site.yaml', () => {
  it('are the ones the schema gives (run npm run types)', async () => {
    const checkedIn = readFileSync(generatedTypesFile, 'utf8');
    expect(checkedIn, 'src/config/site-config.generated.ts is out of date: run npm run types').toBe(await siteConfigTypes(schema));
  });

  it('require every key that has a default, since ajv fills it in', async () => {
    const types = await siteConfigTypes({
      type: 'object',
      additionalProperties: false,
      properties: { given: { type: 'string' }, defaulted: { type: 'integer', default: 20 } },
    });
    expect(types).toContain('given?: string;');
    expect(types).toContain('defaulted: number;');
  });
});
