import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { islandComponents, type IslandName, type IslandProps } from '../islands/registry.js';

/** An island rendered ahead of time, for parts that are the same on many pages. */
export interface PrerenderedIsland {
  name: IslandName;
  innerHtml: string;
}

/** Renders an island once, outside any page render, to be placed in many pages. */
export function prerenderIsland<Name extends IslandName>(name: Name, props: IslandProps<Name>): PrerenderedIsland {
  const Component = islandComponents[name] as (p: object) => ReactNode;
  return { name, innerHtml: renderToString(<Component {...props} />) };
}

/** A prerendered island as the browser finds it: the component's HTML inside a marked wrapper (its props are in the site's island props file). */
export function PlacedIsland({ island }: { island: PrerenderedIsland }) {
  return <div className="island" data-island={island.name} dangerouslySetInnerHTML={{ __html: island.innerHtml }} />;
}
