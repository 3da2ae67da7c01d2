import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEXT, TEXTS, TRANSLATED, type Shape } from '../../src/config/translations.js';

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

/** Every text's place in TRANSLATED, lists as `[]` and the slug that matches items by it. */
function shapePaths(shape: Shape, at: string): string[] {
  if (shape === TEXT) return [at];
  if (shape === TEXTS) return [`${at}[]`];
  if (shape.kind === 'list') return shapePaths(shape.item, `${at}[]`);
  const keys = Object.entries(shape.keys).flatMap(([key, inner]) => shapePaths(inner, `${at}${shape.kind === 'bySlug' ? '[]' : ''}.${key}`));
  return shape.kind === 'bySlug' ? [`${at}[].slug`, ...keys] : keys;
}

/** Every string's place in a schema block, but the labels (their own block). */
function schemaPaths(node: SchemaNode, at: string): string[] {
  if (node.properties) return Object.entries(node.properties).flatMap(([key, inner]) => (at === '' && key === 'labels' ? [] : schemaPaths(inner, `${at}.${key}`)));
  if (node.items) return schemaPaths(node.items, `${at}[]`);
  return node.type === 'string' ? [at] : [];
}

const schema: unknown = JSON.parse(readFileSync('schema/site.schema.json', 'utf8'));

describe("the schema's translations block", () => {
  const block = (schema as { properties: { translations: { additionalProperties: SchemaNode } } }).properties.translations.additionalProperties;

  it('has a place for exactly the texts the loader asks a translation for, and the slugs that match them', () => {
    expect(schemaPaths(block, '').sort()).toEqual(shapePaths(TRANSLATED, '').sort());
  });

  it('takes labels, in the shape of the site’s own', () => {
    const labels = block.properties!.labels!;
    const own = (schema as { properties: { labels: SchemaNode } }).properties.labels;
    expect(Object.keys(labels.properties!)).toEqual(Object.keys(own.properties!));
  });
});
