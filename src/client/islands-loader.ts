import type { PageController } from '../islands/controller.js';
import { withTimeout } from './with-timeout.js';

/** SPEC: a lazily loaded chunk that has not arrived in 120 seconds is an error, not a hang. */
export const CHUNK_TIMEOUT_MS = 120_000;

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
const OPENER = '[data-estimate-opener]';

/**
 * Loads React and the islands on the first sign that the visitor wants the estimate form
 * (hover, touch or focus on a Get Estimate control, or its click), never before: most visits
 * never need them. A failed or timed-out load shows the dialog's error text and can be retried.
 */
export function hydrateIslandsOnIntent(controller: PageController): () => void {
  let loading: Promise<void> | undefined;
  const load = () => {
    loading ??= withTimeout(import('./hydrate-islands.js'), CHUNK_TIMEOUT_MS, 'The estimate form code')
      .then((module) => module.hydrateIslands(controller))
      .catch((error: unknown) => {
        loading = undefined;
        console.error('[estimate form]', error);
        document.querySelector<HTMLElement>('[data-load-error]')?.removeAttribute('hidden');
      });
  };
  // Started after the event that showed intent, so a click right behind it is handled first.
  const loadSoon = () => setTimeout(load, 0);
  const onIntent = (event: Event) => {
    if ((event.target as Element | null)?.closest?.(OPENER)) loadSoon();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
  return loadSoon;
}
