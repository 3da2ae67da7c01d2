import type { ComponentProps, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { jsonForScript } from '../site/serialize.js';
import { islandComponents, type IslandName } from '../islands/registry.js';

type IslandProps<Name extends IslandName> = ComponentProps<(typeof islandComponents)[Name]>;

/** An island rendered ahead of time, for parts that are the same on many pages. */
export interface PrerenderedIsland {
  name: IslandName;
  innerHtml: string;
  propsJson: string;
}

/** Renders an island once, outside any page render, to be placed in many pages. */
export function prerenderIsland<Name extends IslandName>(name: Name, props: IslandProps<Name>): PrerenderedIsland {
  const Component = islandComponents[name] as (p: object) => ReactNode;
  return { name, innerHtml: renderToString(<Component {...props} />), propsJson: jsonForScript(props) };
}

/**
 * A prerendered island as the browser finds it: the component's HTML inside a marked wrapper,
 * followed by its props as JSON (everything it renders comes from these props).
 */
export function PlacedIsland({ island }: { island: PrerenderedIsland }) {
  return (
    <>
      <div className="island" data-island={island.name} dangerouslySetInnerHTML={{ __html: island.innerHtml }} />
      <IslandProps json={island.propsJson} />
    </>
  );
}

function IslandProps({ json }: { json: string }) {
  return <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: json }} />;
}
