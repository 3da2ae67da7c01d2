// The only script every page loads: small, and loaded as a module so it never blocks the first
// paint. React and the islands arrive later, on the first sign that the visitor needs them.
import type { PageController } from '../islands/controller.js';
import { startAnalyticsIfConfigured } from './analytics-loader.js';
import { showCurrentYear } from './current-year.js';
import { isPlainClick, onClickWithin } from './dom.js';
import { openDraftStore } from './draft.js';
import { keepEstimateDrafts } from './draft-forms.js';
import { setUpEstimateDialog } from './estimate-dialog.js';
import { fadeInSections } from './fade-in.js';
import { hydrateIslandsOnIntent } from './islands-loader.js';
import { enhanceBackLinks, enhanceScrollToTop, pressLinkButtonsWithSpace } from './navigation.js';

showCurrentYear();
const analytics = startAnalyticsIfConfigured();
const drafts = keepEstimateDrafts(openDraftStore());
const dialog = setUpEstimateDialog();
const dialogForm = () => document.querySelector<HTMLFormElement>('[data-estimate-dialog] form');

// While the dialog's code is late (not failed: it may still come), Get Estimate links go to the
// /estimate/ page again, where the draft is waiting.
let dialogUnavailable = false;
const loadError = () => document.querySelector<HTMLElement>('[data-load-error]');

const controller: PageController = {
  closeEstimateDialog: () => dialog?.close(),
  islandHydrated(container) {
    container.setAttribute('data-hydrated', '');
    if (!container.querySelector('[data-estimate-dialog]')) return;
    dialogUnavailable = false; // the code arrived after all
    loadError()?.setAttribute('hidden', '');
    dialog?.hydrated();
  },
  estimateStepToRestore: () => (dialog?.isOpen() ? 1 : drafts.savedStep()),
  estimateStepShown() {
    const form = dialogForm();
    if (form) drafts.save(form);
  },
  forgetEstimateDraft: drafts.forget,
};
const hydrateIslands = hydrateIslandsOnIntent(controller, (status) => {
  dialogUnavailable = status === 'slow';
  // A new download hides the error until it fails again; the form is still there to type in.
  loadError()?.toggleAttribute('hidden', status === 'loading');
});

// Get Estimate links open the dialog at once; React is only fetched now if intent missed it, or
// fetched again if it failed.
onClickWithin('[data-estimate-opener]', (opener, event) => {
  if (!isPlainClick(event) || !dialog || dialogUnavailable) return;
  event.preventDefault();
  if (opener.hasAttribute('data-hero-cta')) analytics.trackHeroClick();
  drafts.restore(); // typed in another tab, or on the /estimate/ page behind
  dialog.open(opener);
  opener.closest('details')?.removeAttribute('open');
  hydrateIslands();
});

enhanceBackLinks();
enhanceScrollToTop();
pressLinkButtonsWithSpace();
fadeInSections();
