import type { KeyPath } from '../config/key-path.js';

/** Where new keys go: for an object at a key path, the order of its keys in the schema. */
export type KeyOrder = (objectPath: KeyPath) => readonly string[];

/** The parts of JSON Schema that say where a key stands; site.schema.json uses no others. */
interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

/** Where new keys go: the order of `properties` in the schema, for the object at each key path. */
export function keyOrderFromSchema(schema: object): KeyOrder {
  return (objectPath) => {
    let node: SchemaNode | undefined = schema;
    for (const segment of objectPath) {
      if (typeof segment === 'number') node = node?.items;
      else node = node?.properties && Object.hasOwn(node.properties, segment) ? node.properties[segment] : undefined;
    }
    return Object.keys(node?.properties ?? {});
  };
}
