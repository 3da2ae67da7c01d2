import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on the page, with every violation in full and only one node of each other result: collecting
 * every passing node took a fifth of the time on a large page (the editor's test: 22 s against 18 s).
 * In one axe.run, same-origin frames included (legacy mode): the default runs axe in each frame,
 * then again in a blank page it opens to merge the results, 1.2-1.6 s a check of the home page
 * against 0.5-0.6 s. Neither the site nor the editor shows a page from another origin in a frame.
 */
export const axe = (page: Page): AxeBuilder => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
