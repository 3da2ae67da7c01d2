import { useCallback, useLayoutEffect, useRef } from 'react';
import type { Problem } from './api.js';
import { idOf } from './form-context.js';
import { formatKeyPath, parseKeyPath, type KeyPath } from '../../config/key-path.js';
import { fieldOf, type Schema } from './model.js';
import { originalOf } from './translation-pairs.js';

/** Focuses an element, opening the collapsed sections around it first. */
export function focusElement(found: HTMLElement | null): void {
  if (!found) return;
  // A list or a section with a problem: its first control.
  const element = found.matches('input, select, textarea, button, [tabindex]') ? found : (found.querySelector<HTMLElement>('input, select, textarea, button') ?? found);
  for (let details = element.closest('details'); details; details = details.parentElement?.closest('details') ?? null) details.open = true;
  element.focus();
  element.scrollIntoView({ block: 'center' });
}

/**
 * Focus for the element a change is about to draw (a new item's first field, the button now in
 * place of a removed one): give its selector, and it is focused once the component has drawn.
 */
export function useFocusAfterRender(): (selector: string) => void {
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    const selector = pending.current;
    if (!selector) return;
    pending.current = null;
    focusElement(document.querySelector<HTMLElement>(selector));
  });
  return useCallback((selector: string) => {
    pending.current = selector;
  }, []);
}

/**
 * The element of the form a problem at `keyPath` is shown at: its field. A translation's problem
 * the form has no field for (a list of another length, a service not translated yet) is shown,
 * unless `fieldOnly`, at the original it translates, else at the nearest section there is.
 */
export function elementOfProblem(keyPath: string, schema: Schema, data: unknown, fieldOnly = false): HTMLElement | null {
  const field = fieldOf(schema, keyPath, data);
  const own = field ? document.getElementById(idOf(field)) : null;
  if (own || fieldOnly || !keyPath.startsWith('translations.')) return own;
  const path = parseKeyPath(field ?? keyPath) ?? [];
  const nearest = (at: KeyPath | undefined) => {
    for (let depth = at?.length ?? 0; depth > 0; depth--) {
      const element = document.getElementById(idOf(formatKeyPath(at!.slice(0, depth))));
      if (element) return element;
    }
    return null;
  };
  return nearest(originalOf(data, path)) ?? nearest(path);
}

/**
 * Focuses the first field of the form, in its order, that has one of `found` (a problem shown
 * only near its place, a translation's, when none has), else the list of problems; returns its problem.
 */
export function focusFirstProblem(found: readonly Problem[], schema: Schema, data: unknown): Problem {
  const first = (fieldOnly: boolean) =>
    found
      .map((problem) => ({ problem, element: elementOfProblem(problem.keyPath, schema, data, fieldOnly) }))
      .filter((entry): entry is { problem: Problem; element: HTMLElement } => entry.element !== null)
      .sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  const shown = first(true) ?? first(false);
  focusElement(shown?.element ?? document.getElementById('problems'));
  return shown?.problem ?? found[0]!;
}

/**
 * Focuses the field named `keyPath` (a control's name, or a group's) once it is drawn: after a
 * section opens or an item unfolds, it is there by the next frame or so.
 */
export function focusField(keyPath: string, schema: Schema, data: unknown): void {
  whenDrawn(() => document.getElementById(idOf(keyPath)) ?? elementOfProblem(keyPath, schema, data), focusElement);
}

/** Focuses the first element `selector` finds once it is drawn (a section's heading after it opens). */
export function focusWhenDrawn(selector: string): void {
  whenDrawn(() => document.querySelector<HTMLElement>(selector), (element) => element.focus());
}

/**
 * Does `act` on what `find` finds, looking again each frame for up to 30 frames until it is drawn;
 * not once the owner has put the focus somewhere else meanwhile (on a busy computer the section can
 * take longer to draw than the owner takes to click a field and type: the keys would go nowhere).
 */
function whenDrawn(find: () => HTMLElement | null, act: (element: HTMLElement) => void): void {
  const focusedBefore = document.activeElement;
  const movedOn = () => document.activeElement !== focusedBefore && document.activeElement !== null && document.activeElement !== document.body;
  let frames = 0;
  const attempt = () => {
    if (movedOn()) return;
    const element = find();
    if (element) return act(element);
    if (++frames < 30) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
