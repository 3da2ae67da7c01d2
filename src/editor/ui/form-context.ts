import { createContext, useContext } from 'react';
import type { KeyPath, Schema } from './model.js';

export interface FormActions {
  root: Schema;
  /** Problems by key path (`towns[2].slug`), in the loader's words. */
  problems: ReadonlyMap<string, string[]>;
  photos: readonly string[];
  /** Gives the key at `path` a value; undefined takes an optional key away. */
  setValue(path: KeyPath, value: unknown): void;
  addItem(listPath: KeyPath, value: unknown): void;
  removeItem(listPath: KeyPath, index: number): void;
  moveItem(listPath: KeyPath, from: number, to: number): void;
  /** The owner is on this field: the preview shows its page. */
  focused(path: KeyPath): void;
  /** Adds the file to photos/: the name it was given there, or why it was refused. */
  uploadPhoto(file: File): Promise<{ src?: string; error?: string }>;
}

export const FormContext = createContext<FormActions | null>(null);

export function useForm(): FormActions {
  const form = useContext(FormContext);
  if (!form) throw new Error('form fields need a FormContext');
  return form;
}

/** An element id for a key path: `towns[2].slug` → `f-towns-2-slug`. */
export const idOf = (name: string): string => `f-${name.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-$/, '')}`;
