import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteKeysTable, TABLE_END, TABLE_START } from '../../src/docs/keys-table.js';
import { schemaFile } from '../../src/paths.js';

const readme = readFileSync('README.md', 'utf8');
const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));

describe('README', () => {
  it('holds the table of site.yaml keys exactly as the schema describes them (run npm run docs)', () => {
    const table = readme.slice(readme.indexOf(TABLE_START) + TABLE_START.length, readme.indexOf(TABLE_END)).trim();
    expect(table).toBe(siteKeysTable(schema));
  });

  it('documents every key of the schema', () => {
    for (const key of ['business.phone', 'towns[].neighbourhoods', 'labels.estimate.failure', 'analytics.measurementId']) {
      expect(readme).toContain(`| \`${key}\` |`);
    }
  });

  it('shows the two set-up commands', () => {
    expect(readme).toContain('npm install && npm run build');
    expect(readme).toContain('npm test');
  });
});
