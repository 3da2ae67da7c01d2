import { EstimateDialog } from './EstimateDialog.js';
import { Header } from './Header.js';

/** Every component that hydrates in the browser, by the name written into the page. */
export const islandComponents = { Header, EstimateDialog };

export type IslandName = keyof typeof islandComponents;
