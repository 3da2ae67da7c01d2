import { isPlainClick, onClickWithin, prefersReducedMotion } from './dom.js';

/**
 * Back links step back in history. With no page to go back to (the address was typed, or the
 * page opened in a new tab, so there is no referrer) they stay links to the home page.
 */
export function enhanceBackLinks(): void {
  onClickWithin('[data-back-link]', (_link, event) => {
    if (!isPlainClick(event) || history.length <= 1 || !document.referrer) return;
    event.preventDefault();
    history.back();
  });
}

/** The town pages' estimate button only scrolls to the top, where the header's Get Estimate is. */
export function enhanceScrollToTop(): void {
  onClickWithin('[data-scroll-to-top]', (_link, event) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    document.querySelector<HTMLElement>('.site-header [data-estimate-opener]')?.focus({ preventScroll: true });
  });
}

/** Links that act as buttons (Back, scroll to top) also answer the Space key, as buttons do. */
export function pressLinkButtonsWithSpace(): void {
  document.addEventListener('keydown', (event) => {
    const target = event.target as Element | null;
    if (event.key !== ' ' || !target?.matches?.('a[role="button"]')) return;
    event.preventDefault();
    (target as HTMLElement).click();
  });
}
