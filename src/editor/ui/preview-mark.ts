// Finding, in the preview's page, the element that shows a field, and marking it for a moment.
// The preview's pages say which element shows which key (`data-edit="towns[2].intro"`, added only
// in the editor's preview: src/site/edit-marks.ts); a field no element names (a built-in text) is
// found by its words. Runs in the editor page, on the preview's document (same origin).
import { formatKeyPath, type KeyPath } from '../../config/key-path.js';

/** How long an element stays marked. */
const MARK_MS = 2000;

/** The element of `doc` that shows the key at `path` (the site's own key path), or the nearest that shows what holds it. */
export function elementShowing(doc: Document, path: KeyPath, text: string | undefined): HTMLElement | undefined {
  for (let depth = path.length; depth >= 1; depth--) {
    const name = formatKeyPath(path.slice(0, depth));
    const found = [...doc.querySelectorAll<HTMLElement>(`[data-edit="${name.replace(/["\\]/g, '\\$&')}"]`)];
    if (found.length) return found.find(isShown) ?? found[0];
    // A whole list or section is not worth marking: the page itself shows it.
    if (depth <= 2 && typeof path[depth - 1] !== 'number' && depth < path.length) break;
  }
  return text ? elementWithText(doc, text) : undefined;
}

const isShown = (element: HTMLElement): boolean => element.getClientRects().length > 0 && !element.closest('[hidden]');

/** The innermost element whose text holds the longest part of `text` outside its {placeholders}. */
function elementWithText(doc: Document, text: string): HTMLElement | undefined {
  const part = text
    .split(/\{[^}]*\}/)
    .map((piece) => piece.trim())
    .sort((a, b) => b.length - a.length)[0];
  if (!part || part.length < 3 || !doc.body) return undefined;
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  let fallback: HTMLElement | undefined;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.includes(part)) continue;
    const element = node.parentElement;
    if (!element || element.closest('script, style')) continue;
    if (isShown(element)) return element;
    fallback ??= element;
  }
  return fallback;
}

/**
 * Brings `element` into view in its page (a question's answer is opened first) and, when `flash`,
 * marks it for a moment: an outline and a tint, drawn from here, since the page's own
 * Content-Security-Policy allows no style of ours.
 */
export function showElement(element: HTMLElement, flash: boolean): void {
  for (let details = element.closest('details'); details; details = details.parentElement?.closest('details') ?? null) details.open = true;
  const view = element.ownerDocument.defaultView;
  const box = element.getBoundingClientRect();
  const inView = view && box.top >= 0 && box.bottom <= view.innerHeight;
  // At once: the site's own smooth scrolling would leave the mark half-way for a moment.
  if (!inView) element.scrollIntoView({ block: box.height > (view?.innerHeight ?? 0) * 0.8 ? 'start' : 'center', behavior: 'instant' });
  if (!flash) return;
  element.setAttribute('data-edit-marked', '');
  const colour = '#1a56db';
  element.animate?.(
    [
      { outline: `3px solid ${colour}`, outlineOffset: '3px', backgroundColor: 'rgba(255, 214, 10, 0.45)' },
      { outline: `3px solid ${colour}`, outlineOffset: '3px', backgroundColor: 'rgba(255, 214, 10, 0.45)', offset: 0.7 },
      { outline: '3px solid transparent', outlineOffset: '3px', backgroundColor: 'transparent' },
    ],
    { duration: MARK_MS, easing: 'ease-out' },
  );
  view?.setTimeout(() => element.removeAttribute('data-edit-marked'), MARK_MS);
}

/**
 * Shows a change in the page at once, before the page is rendered again with it: each element
 * that shows the key and whose text is exactly the value before takes the new value. Only plain
 * texts are changed so; anything else waits for the page.
 */
export function patchText(doc: Document, path: KeyPath, before: string, after: string): boolean {
  const name = formatKeyPath(path).replace(/["\\]/g, '\\$&');
  let patched = false;
  for (const element of doc.querySelectorAll<HTMLElement>(`[data-edit="${name}"]`)) {
    if (element.children.length === 0 && element.textContent?.trim() === before.trim()) {
      element.textContent = after;
      patched = true;
    }
  }
  return patched;
}
