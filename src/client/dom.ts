/** Runs `handler` for clicks on (or inside) elements matching `selector`, anywhere in the page. */
export function onClickWithin(selector: string, handler: (element: HTMLElement, event: MouseEvent) => void): void {
  document.addEventListener('click', (event) => {
    const element = (event.target as Element | null)?.closest?.<HTMLElement>(selector);
    if (element) handler(element, event);
  });
}

/** True once React has taken over the island that contains `element`. */
export const isHydrated = (element: Element): boolean => element.closest('[data-hydrated]') !== null;

export const prefersReducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A plain left click, not one that asks the browser to open the link elsewhere. */
export const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
