import { createContext, useContext, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { KeyPath } from '../../config/key-path.js';
import type { Problem } from './api.js';
import { fieldOf, type Schema } from './model.js';
import { plainMessage } from './plain-words.js';
import type { ViewStore } from './view.js';

/** A value to pick, and what the owner sees of it. */
export interface Choice {
  value: string;
  label: string;
}

export interface FormActions {
  root: Schema;
  /** Problems by key path (`towns[2].slug`), in the loader's words. */
  problems: ProblemStore;
  photos: readonly string[];
  /** Gives the key at `path` a value; undefined takes an optional key away. */
  setValue(path: KeyPath, value: unknown): void;
  /** Gives the translation into `code` of the text at `path` (the site's own) a value; undefined takes it away. */
  setTranslation(path: KeyPath, code: string, value: unknown): void;
  addItem(listPath: KeyPath, value: unknown): void;
  removeItem(listPath: KeyPath, index: number): void;
  moveItem(listPath: KeyPath, from: number, to: number): void;
  /** The owner is on this field: the preview shows its page. */
  focused(path: KeyPath): void;
  /** What of the form is in view: the section, the search, the items opened, the pages of long lists. */
  view: ViewStore;
  /** Brings the field at `path` into view (its section, its item, its page) and focuses it, or the control named `control`. */
  reveal(path: KeyPath, control?: string): void;
  /** Adds the file to photos/: the name it was given there, or why it was refused. */
  uploadPhoto(file: File): Promise<{ src?: string; error?: string }>;
  /** The values a `choicesFrom` in the schema names, in the file as edited so far, with what visitors see of each. */
  choices(source: string): Choice[];
  /** Calls `listener` after every edit, for fields whose choices come from elsewhere in the file. */
  subscribe(listener: () => void): () => void;
}

export const FormContext = createContext<FormActions | null>(null);

export function useForm(): FormActions {
  const form = useContext(FormContext);
  if (!form) throw new Error('form fields need a FormContext');
  return form;
}

/** An element id for a key path: `towns[2].slug` → `f-towns-2-slug`. */
export const idOf = (name: string): string => `f-${name.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-$/, '')}`;

/**
 * The problems of the last check, by key path. Each field subscribes to its own, so a check
 * redraws only the fields whose problems changed, not the whole form.
 */
export class ProblemStore {
  private byField: ReadonlyMap<string, string[]> = new Map();
  private readonly listeners = new Set<() => void>();

  replace(byField: ReadonlyMap<string, string[]>): void {
    const before = this.byField;
    // Unchanged messages keep their array, so those fields are not drawn again.
    const next = new Map<string, string[]>();
    for (const [field, messages] of byField) {
      const old = before.get(field);
      next.set(field, old && old.length === messages.length && old.every((m, i) => m === messages[i]) ? old : messages);
    }
    // Placed again after an edit (a translated service's problem is found by its slug): nothing to tell when nothing moved.
    if (next.size === before.size && [...next].every(([field, messages]) => before.get(field) === messages)) return;
    this.byField = next;
    this.listeners.forEach((listener) => listener());
  }

  get = (field: string): string[] | undefined => this.byField.get(field);

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/**
 * A store of `problems` by the field each belongs to; problems without a field here are left out.
 * `data`: the form's, where a translated service or town named by its slug is found.
 */
export function useProblemStore(problems: readonly Problem[], schema: Schema | null, data: unknown): ProblemStore {
  const [store] = useState(() => new ProblemStore());
  // Only a translation's problem, named by a slug, moves when the data does: without one, an edit places nothing again.
  // A message naming an item says its name ("town 4 (Springfield)"), so the data it is said in counts too.
  const translated = problems.some((problem) => problem.keyPath.startsWith('translations.'));
  const placedIn = translated ? data : undefined;
  const said = useRef(data);
  said.current = data;
  useLayoutEffect(() => {
    if (!schema) return;
    const byField = new Map<string, string[]>();
    for (const problem of problems) {
      // A service or town the translation lacks keeps the check's name (`translations.es.services[aeration]`), which its original's fields look for.
      const field = fieldOf(schema, problem.keyPath, placedIn) ?? (problem.keyPath.startsWith('translations.') ? problem.keyPath : undefined);
      if (field) byField.set(field, [...(byField.get(field) ?? []), plainMessage(problem.keyPath, problem.message, said.current)]);
    }
    store.replace(byField);
  }, [problems, schema, store, placedIn]);
  return store;
}

/** The problems of one field, redrawn when they change. */
export function useProblems(field: string): string[] | undefined {
  const { problems } = useForm();
  return useSyncExternalStore(problems.subscribe, () => problems.get(field));
}
