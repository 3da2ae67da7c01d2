import type { ComponentProps, ReactNode } from 'react';
import { jsonForScript } from '../site/serialize.js';
import { islandComponents, type IslandName } from '../islands/registry.js';

interface IslandProps<Name extends IslandName> {
  name: Name;
  props: ComponentProps<(typeof islandComponents)[Name]>;
}

/**
 * Renders an island on the server, marked so the browser can hydrate it: the component inside a
 * wrapper, followed by its props as JSON (everything it renders comes from these props).
 */
export function Island<Name extends IslandName>({ name, props }: IslandProps<Name>) {
  const Component = islandComponents[name] as (p: object) => ReactNode;
  return (
    <>
      <div className="island" data-island={name}>
        <Component {...props} />
      </div>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: jsonForScript(props) }} />
    </>
  );
}
