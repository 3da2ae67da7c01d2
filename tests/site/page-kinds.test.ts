// The registry of page kinds is the site's one route table: what each kind declares must hold.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import schema from '../../schema/site.schema.json' with { type: 'json' };
import type { KeyPath } from '../../src/config/key-path.js';
import { SHARED_STYLE_PARTS } from '../../src/styles/parts.js';
import { pageKinds } from '../../templates/kinds.js';

type SchemaNode = { properties?: Record<string, SchemaNode>; items?: SchemaNode };

/** Whether the schema has the key at `path` (`labels.town`, `hero`). */
function schemaHas(path: KeyPath): boolean {
  let node: SchemaNode | undefined = schema as SchemaNode;
  for (const segment of path) node = typeof segment === 'number' ? node?.items : node?.properties?.[segment];
  return node !== undefined;
}

describe('every kind of page', () => {
  it.each(Object.entries(pageKinds))('%s names only keys site.yaml has among the keys its pages show', (_name, kind) => {
    expect(kind.shows.filter((key) => !schemaHas(key))).toEqual([]);
  });

  it('has its own stylesheet beside its module exactly when it names one, and every shared part is a file', () => {
    const templates = readdirSync(join(import.meta.dirname, '..', '..', 'templates'));
    const withOwn = Object.entries(pageKinds).filter(([, kind]) => (kind.styles as readonly string[]).includes('own')).map(([name]) => `${name}.css`);
    expect(templates.filter((file) => file.endsWith('.css')).sort()).toEqual(withOwn.sort());
    const shared = readdirSync(join(import.meta.dirname, '..', '..', 'src', 'styles')).filter((file) => file.endsWith('.css'));
    expect(shared.sort()).toEqual(SHARED_STYLE_PARTS.map((part) => `${part}.css`).sort());
  });
});
