import { isHydrated, onClickWithin } from './dom.js';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogControls {
  open(opener: HTMLElement | null): void;
  close(): void;
  isOpen(): boolean;
  /** Called when the dialog island has hydrated: replays what the visitor did before that. */
  hydrated(): void;
}

/**
 * Opens and closes the estimate dialog without waiting for React: its markup is already in the
 * page. Keeps focus inside while open, returns it to the opener, and stops the page scrolling.
 * Until React has hydrated the form, the last step button pressed is held and replayed after.
 */
export function setUpEstimateDialog(): DialogControls | undefined {
  const dialog = document.querySelector<HTMLDialogElement>('[data-estimate-dialog]');
  // Without <dialog> support (Safari before 15.4) Get Estimate stays a link to the /estimate/ page.
  if (!dialog || typeof dialog.showModal !== 'function') return undefined;
  let opener: HTMLElement | null = null;
  let pendingAction: (() => void) | undefined;

  const visible = (element: HTMLElement) => !element.closest('[hidden]') && element.getClientRects().length > 0;
  const focusables = () => Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(visible);

  const open = (from: HTMLElement | null) => {
    if (dialog.open) return;
    opener = from;
    // The first click must not wait for more rendering work than showing the dialog: the field to
    // focus is found without measuring the page, and marked autofocus so that showModal focuses it
    // (rather than focusing the close button first and moving focus again).
    const steps = Array.from(dialog.querySelectorAll<HTMLElement>('[data-autofocus]'));
    steps.forEach((element) => element.removeAttribute('autofocus'));
    steps.find((element) => !element.closest('[hidden]'))?.setAttribute('autofocus', '');
    dialog.showModal();
    document.documentElement.classList.add('dialog-open');
  };
  const close = () => {
    if (dialog.open) dialog.close();
  };

  dialog.addEventListener('close', () => {
    pendingAction = undefined; // a step button pressed before React arrived no longer applies
    document.documentElement.classList.remove('dialog-open');
    // An opener inside the now closed mobile menu is hidden: the menu's toggle stands in for it.
    const closedMenu = opener?.closest('details:not([open])');
    (closedMenu ? closedMenu.querySelector('summary') : opener)?.focus();
    opener = null;
  });

  // Tab and Shift+Tab cycle inside the dialog instead of leaving it.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const items = focusables();
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });

  onClickWithin('[data-dialog-close]', close);

  // A click on the dimmed backdrop (outside the dialog box) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) close();
  });

  // Before hydration, hold the step button the visitor pressed (or Enter) until React can act on it.
  dialog.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-dialog-action]');
    if (!button || isHydrated(dialog)) return;
    event.preventDefault();
    pendingAction = () => button.click();
  });
  dialog.addEventListener('submit', (event) => {
    if (isHydrated(dialog)) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    pendingAction ??= () => form.requestSubmit();
  });

  return {
    open,
    close,
    isOpen: () => dialog.open,
    hydrated() {
      const action = pendingAction;
      pendingAction = undefined;
      action?.();
    },
  };
}
