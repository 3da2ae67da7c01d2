import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteKeysTable, TABLE_END, TABLE_START } from '../../src/docs/keys-table.js';
import { schemaFile } from '../../src/paths.js';
import { runLaunchCheck } from '../../src/launch/run.js';

const readme = readFileSync('README.md', 'utf8');
const keysDoc = readFileSync('docs/keys.md', 'utf8');
const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

/** Every key the schema defines, walked on its own (not by the table's generator): `services`, `services[].slug`, `business.hours[].days`. */
function schemaKeys(node: SchemaNode, path = ''): string[] {
  const keys = Object.entries(node.properties ?? {}).flatMap(([key, child]) => {
    const keyPath = path ? `${path}.${key}` : key;
    return [keyPath, ...schemaKeys(child, keyPath)];
  });
  return node.items ? [...keys, ...schemaKeys(node.items, `${path}[]`)] : keys;
}

describe('docs/keys.md', () => {
  it('holds the table of site.yaml keys exactly as the schema describes them (run npm run docs)', () => {
    const table = keysDoc.slice(keysDoc.indexOf(TABLE_START) + TABLE_START.length, keysDoc.indexOf(TABLE_END)).trim();
    expect(table).toBe(siteKeysTable(schema));
  });

  it('documents every key of the schema, at every depth', () => {
    const table = keysDoc.slice(keysDoc.indexOf(TABLE_START), keysDoc.indexOf(TABLE_END));
    const documented = new Set(Array.from(table.matchAll(/^\| `([^`]+)` \|/gm), (row) => row[1]!));
    const keys = schemaKeys(schema).filter((key) => key !== '$schema'); // the editor's pointer to the schema, not a setting
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => !documented.has(key)), 'keys of schema/site.schema.json with no row in docs/keys.md (npm run docs)').toEqual([]);
  });

});

describe('README', () => {
  it('links only to files that exist', () => {
    const links = Array.from(readme.matchAll(/\]\(((?:docs\/)[^)#]+)\)/g), (link) => link[1]!);
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((link) => !existsSync(link))).toEqual([]);
  });

  it("shows the launch check's whole answer on the sample site as it is, line numbers and all", async () => {
    const intro = readme.indexOf('This is its whole answer on the sample site:');
    const start = readme.indexOf('```text\n', intro) + '```text\n'.length;
    const shown = readme.slice(start, readme.indexOf('\n```', start)).split('\n').filter((line) => !line.includes('Compiled the generator'));
    const { report } = await runLaunchCheck({ configFile: 'site.yaml', sendTest: false });
    expect(shown.join('\n')).toBe(report.trimEnd());
  });

  it('shows the two set-up commands', () => {
    expect(readme).toContain('npm install && npm run build');
    expect(readme).toContain('npm test');
  });
});
