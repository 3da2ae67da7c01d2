// The owner's edits as the form keeps them: the file's values, what the form shows, and the
// changes that make the one from the other. Pure, so the session and its tests share it.
import type { Change } from '../../config/key-path.js';
import { addChange, applyToData } from './model.js';

export interface Edits {
  /** The file's values as last loaded or saved. */
  base: unknown;
  /** What the form shows: `base` with `changes` made. */
  data: unknown;
  changes: readonly Change[];
  /** The first changes, being saved: a new change does not fold into them. */
  sealed: number;
}

export type EditAction =
  | { type: 'load'; data: unknown }
  | { type: 'change'; change: Change }
  | { type: 'seal' }
  /** The first `count` changes were saved: they become the base; changes made since stay unsaved. */
  | { type: 'saved'; count: number }
  /** The file as the server read it after a save, with the changes not yet saved made on it. */
  | { type: 'rebase'; data: unknown };

export const noEdits: Edits = { base: null, data: null, changes: [], sealed: 0 };

export function editsReducer(state: Edits, action: EditAction): Edits {
  switch (action.type) {
    case 'load':
      return { base: action.data, data: action.data, changes: [], sealed: 0 };
    case 'change':
      return { ...state, data: applyToData(state.data, action.change), changes: addChange(state.changes, action.change, state.sealed) };
    case 'seal':
      return { ...state, sealed: state.changes.length };
    case 'saved': {
      const base = state.changes.slice(0, action.count).reduce(applyToData, state.base);
      return { base, data: state.data, changes: state.changes.slice(action.count), sealed: 0 };
    }
    case 'rebase':
      return { ...state, base: action.data, data: state.changes.reduce(applyToData, action.data) };
  }
}

/**
 * Whether the form holds anything the file does not: changes that, together, leave every value as
 * it was saved (a price typed and typed back) are nothing to save.
 */
export function hasUnsavedChanges(edits: Edits): boolean {
  return edits.changes.length > 0 && !sameData(edits.data, edits.base);
}

/** Whether two values read from YAML are the same, whatever the order of their keys. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return aKeys.length === bKeys.length && aKeys.every((key) => sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
