import type { ComponentProps, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteHeaderProps } from '../islands/Header.js';
import { islandComponents, type IslandName } from '../islands/registry.js';

type IslandProps<Name extends IslandName> = ComponentProps<(typeof islandComponents)[Name]>;

/**
 * Every island's props on a site's pages, but what depends on the page (the header's current
 * link, which the browser works out from the address): one file, fetched with the islands' code.
 */
export type IslandPropsOfSite = { Header: SiteHeaderProps; EstimateDialog: IslandProps<'EstimateDialog'> };

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
