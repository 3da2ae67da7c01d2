import { isHydrated, onClickWithin } from './dom.js';

/**
 * The mobile menu is a <details>, so it already opens and closes on its own. Until the header
 * island hydrates, this keeps aria-expanded true to the menu's state and closes the menu on
 * Escape, on a click elsewhere and when one of its links is chosen.
 */
export function enhanceMobileMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>('.mobile-menu');
  const toggle = menu?.querySelector('summary');
  if (!menu || !toggle) return;
  const active = () => !isHydrated(menu);

  menu.addEventListener('toggle', () => {
    if (active()) toggle.setAttribute('aria-expanded', String(menu.open));
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open || !active()) return;
    menu.open = false;
    toggle.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (menu.open && active() && !menu.contains(event.target as Node)) menu.open = false;
  });
  onClickWithin('.mobile-menu-panel a', () => {
    if (active()) menu.open = false;
  });
}
