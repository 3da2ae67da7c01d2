import type { KeyOrder, KeyPath } from './yaml-edit.js';

interface SchemaNode {
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode | SchemaNode[];
  allOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  then?: SchemaNode;
  else?: SchemaNode;
}

/** Where new keys go: the order of `properties` in the schema, for the object at each key path. */
export function keyOrderFromSchema(schema: object): KeyOrder {
  const root = schema as SchemaNode;
  const cache = new Map<string, readonly string[]>();

  const deref = (node: SchemaNode, seen = new Set<string>()): SchemaNode => {
    if (!node.$ref?.startsWith('#') || seen.has(node.$ref)) return node;
    seen.add(node.$ref);
    let target: unknown = root;
    for (const part of node.$ref.slice(1).split('/').filter(Boolean)) {
      target = (target as Record<string, unknown> | undefined)?.[decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~')];
    }
    return target && typeof target === 'object' ? deref(target as SchemaNode, seen) : node;
  };

  // A node and every branch it combines, each resolved.
  const branches = (node: SchemaNode): SchemaNode[] => {
    const resolved = deref(node);
    const parts = [resolved.allOf, resolved.anyOf, resolved.oneOf, resolved.then && [resolved.then], resolved.else && [resolved.else]].flatMap((list) => list ?? []);
    return [resolved, ...parts.flatMap(branches)];
  };

  const child = (nodes: SchemaNode[], segment: string | number): SchemaNode[] =>
    nodes.flatMap(branches).flatMap((node) => {
      if (typeof segment === 'number') return node.items && !Array.isArray(node.items) ? [node.items] : Array.isArray(node.items) && node.items[segment] ? [node.items[segment]] : [];
      const property = node.properties?.[segment];
      if (property) return [property];
      return typeof node.additionalProperties === 'object' ? [node.additionalProperties] : [];
    });

  return (objectPath: KeyPath): readonly string[] => {
    const cacheKey = JSON.stringify(objectPath);
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    let nodes: SchemaNode[] = [root];
    for (const segment of objectPath) nodes = child(nodes, segment);
    const keys = [...new Set(nodes.flatMap(branches).flatMap((node) => Object.keys(node.properties ?? {})))];
    cache.set(cacheKey, keys);
    return keys;
  };
}
