import { createContext, useContext } from 'react';

/**
 * What the islands ask of the page script that was there before React: it owns opening and
 * closing the dialog, so the first click never waits for React, and the visitor's draft, so
 * typing is kept before React arrives and even if it never does.
 * The browser entry passes the real one in; on the server nothing is ever called.
 */
export interface PageController {
  closeEstimateDialog(): void;
  /** An island finished hydrating: the page script hands its part of the work over to React. */
  islandHydrated(container: HTMLElement): void;
  /** The step to show the visitor when React takes over: their draft's, unless the dialog is already open. */
  estimateStepToRestore(): number;
  /** The visitor moved the dialog to another step: the draft keeps it. */
  estimateStepShown(): void;
  /** The request was sent, or the visitor pressed Go Back: the draft is forgotten. */
  forgetEstimateDraft(): void;
}

const serverController: PageController = {
  closeEstimateDialog() {},
  islandHydrated() {},
  estimateStepToRestore: () => 1,
  estimateStepShown() {},
  forgetEstimateDraft() {},
};

export const PageControllerContext = createContext<PageController>(serverController);

export const usePageController = (): PageController => useContext(PageControllerContext);
