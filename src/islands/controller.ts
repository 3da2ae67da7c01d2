import { createContext, useContext } from 'react';

/**
 * What the islands ask of the page script that was there before React: it owns opening and
 * closing the dialog, so the first click never waits for React.
 * The browser entry passes the real one in; on the server nothing is ever called.
 */
export interface PageController {
  closeEstimateDialog(): void;
  /** An island finished hydrating: the page script hands its part of the work over to React. */
  islandHydrated(container: HTMLElement): void;
}

const serverController: PageController = {
  closeEstimateDialog() {},
  islandHydrated() {},
};

export const PageControllerContext = createContext<PageController>(serverController);

export const usePageController = (): PageController => useContext(PageControllerContext);
