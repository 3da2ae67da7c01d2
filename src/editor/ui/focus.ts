import { useCallback, useLayoutEffect, useRef } from 'react';
import type { Problem } from './api.js';
import { idOf } from './form-context.js';
import { fieldOf, type Schema } from './model.js';

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

/** Focuses the first field of the form, in its order, that has one of `found`, else the list of problems; returns its problem. */
export function focusFirstProblem(found: readonly Problem[], schema: Schema): Problem {
  const fields = found
    .map((problem) => ({ problem, element: fieldOf(schema, problem.keyPath) ? document.getElementById(idOf(problem.keyPath)) : null }))
    .filter((entry): entry is { problem: Problem; element: HTMLElement } => entry.element !== null)
    .sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  focusElement(fields[0]?.element ?? document.getElementById('problems'));
  return fields[0]?.problem ?? found[0]!;
}
