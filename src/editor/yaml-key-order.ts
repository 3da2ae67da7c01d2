import type { KeyPath } from '../config/key-path.js';

/** Where new keys go: for an object at a key path, the order of its keys in the schema. */
export type KeyOrder = (objectPath: KeyPath) => readonly string[];

/** The parts of JSON Schema that say where a key stands; site.schema.json uses no others. */
interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  /** The value of any other key (a translation, under its language code); `false` for none. */
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
}

/** The schema of the value at `key` of an object: a property's own, else the one every other key has. */
function valueSchema(node: SchemaNode | undefined, key: string): SchemaNode | undefined {
  if (node?.properties && Object.hasOwn(node.properties, key)) return node.properties[key];
  return typeof node?.additionalProperties === 'object' ? node.additionalProperties : undefined;
}

/** Where new keys go: the order of `properties` in the schema, for the object at each key path. */
export function keyOrderFromSchema(schema: object): KeyOrder {
  return (objectPath) => {
    let node: SchemaNode | undefined = schema;
    for (const segment of objectPath) {
      if (typeof segment === 'number') node = node?.items;
      else node = valueSchema(node, segment);
    }
    return Object.keys(node?.properties ?? {});
  };
}
