import type { ComponentProps } from 'react';
import { EstimateDialog } from './EstimateDialog.js';
import { Header, type SiteHeaderProps } from './Header.js';

/** Every component that hydrates in the browser, by the name written into the page. */
export const islandComponents = { Header, EstimateDialog };

export type IslandName = keyof typeof islandComponents;

export type IslandProps<Name extends IslandName> = ComponentProps<(typeof islandComponents)[Name]>;

/**
 * Every island's props on a site's pages, but what depends on the page (the header's current
 * link, which the browser works out from the address): one file, fetched with the islands' code.
 */
export type IslandPropsOfSite = { Header: SiteHeaderProps; EstimateDialog: IslandProps<'EstimateDialog'> };
