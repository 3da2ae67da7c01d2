import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaText, translationsBlock, withTranslationsBlock, type SchemaNode } from '../../src/config/translation-schema.js';
import { TEXT, TEXTS, TRANSLATED, type Shape } from '../../src/config/translations.js';
import { schemaFile } from '../../src/paths.js';

/** Every text's place in TRANSLATED, lists as `[]` and the key (slug, id) that matches items by it. */
function shapePaths(shape: Shape, at: string): string[] {
  if (shape === TEXT) return [at];
  if (shape === TEXTS) return [`${at}[]`];
  if (shape.kind === 'list') return shapePaths(shape.item, `${at}[]`);
  if (shape.kind === 'optional') return shapePaths(shape.shape, at);
  const keys = Object.entries(shape.keys).flatMap(([key, inner]) => shapePaths(inner, `${at}${shape.kind === 'byKey' ? '[]' : ''}.${key}`));
  return shape.kind === 'byKey' ? [`${at}[].${shape.key}`, ...keys] : keys;
}

/** Every string's place in a schema block, but the labels (their own block). */
function schemaPaths(node: SchemaNode, at: string): string[] {
  if (node.properties) return Object.entries(node.properties).flatMap(([key, inner]) => (at === '' && key === 'labels' ? [] : schemaPaths(inner, `${at}.${key}`)));
  if (node.items) return schemaPaths(node.items, `${at}[]`);
  return node.type === 'string' ? [at] : [];
}

const committed = readFileSync(schemaFile, 'utf8');
const schema = JSON.parse(committed) as SchemaNode & { properties: Record<string, SchemaNode> };
const block = translationsBlock(schema).additionalProperties as SchemaNode;

describe("the schema's translations block", () => {
  it('is the one the rest of the schema gives (run npm run types)', () => {
    expect(committed, "schema/site.schema.json's translations block is out of date: run npm run types").toBe(schemaText(withTranslationsBlock(schema)));
  });

  it('has a place for exactly the texts the loader asks a translation for, and the slugs that match them', () => {
    expect(schemaPaths(block, '').sort()).toEqual(shapePaths(TRANSLATED, '').sort());
  });

  it('checks each text as the site’s own is checked, and says what it is in the same words', () => {
    const alt = block.properties!.projects!.items!.properties!.before!.properties!.alt!;
    const own = schema.properties.projects!.items!.properties!.before!.properties!.alt!;
    expect(alt.pattern).toBe(own.pattern);
    expect(alt.description).toBe(`In this language: ${own.description}`);
    expect(block.properties!.towns!.items!.properties!.slug!.pattern).toBe(schema.properties.towns!.items!.properties!.slug!.pattern);
  });

  it('takes labels, in the shape of the site’s own, without their defaults', () => {
    const labels = block.properties!.labels!;
    const own = schema.properties.labels!;
    expect(Object.keys(labels.properties!)).toEqual(Object.keys(own.properties!));
    for (const [section, node] of Object.entries(own.properties!)) expect(Object.keys(labels.properties![section]!.properties!), section).toEqual(Object.keys(node.properties!));
    expect(JSON.stringify(labels)).not.toContain('"default"');
  });

  it('names a text TRANSLATED asks for that the schema does not describe', () => {
    const { subtext: _subtext, ...hero } = schema.properties.hero!.properties!;
    const without = { ...schema, properties: { ...schema.properties, hero: { ...schema.properties.hero, properties: hero } } };
    expect(() => translationsBlock(without)).toThrow('TRANSLATED names hero.subtext, which the schema does not describe');
  });
});
