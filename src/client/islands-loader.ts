import type { PageController } from '../islands/controller.js';

/** SPEC: a lazily loaded chunk that has not arrived in 120 seconds is an error, not a hang. */
export const CHUNK_TIMEOUT_MS = 120_000;

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
/** Get Estimate controls, and the menu toggle: the menu's Escape and click-outside live in React. */
const NEEDS_ISLANDS = '[data-estimate-opener], .mobile-menu > summary';

/**
 * Loads React and the islands on the first sign that the visitor wants the estimate form or the
 * menu (hover, touch or focus on a Get Estimate control or the menu toggle, or a Get Estimate
 * click), never before: most visits never need them. If the code fails to load, or has not
 * arrived after 120 seconds, `onUnavailable` is called (the page then offers the /estimate/ page
 * instead); code that arrives late still hydrates. The browser remembers a failed import, so it
 * is not retried.
 */
export function hydrateIslandsOnIntent(controller: PageController, onUnavailable: () => void): () => void {
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    const timer = setTimeout(() => {
      console.error('[estimate form]', new Error(`The estimate form code did not load within ${CHUNK_TIMEOUT_MS / 1000} seconds`));
      onUnavailable();
    }, CHUNK_TIMEOUT_MS);
    import('./hydrate-islands.js').then(
      (module) => {
        clearTimeout(timer);
        module.hydrateIslands(controller);
      },
      (error: unknown) => {
        clearTimeout(timer);
        console.error('[estimate form]', error);
        onUnavailable();
      },
    );
  };
  // Started after the event that showed intent, so a click right behind it is handled first.
  const loadSoon = () => setTimeout(load, 0);
  const onIntent = (event: Event) => {
    if ((event.target as Element | null)?.closest?.(NEEDS_ISLANDS)) loadSoon();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
  return loadSoon;
}
