// The estimate draft: what the visitor typed in the dialog or on /estimate/, kept in their own
// browser only (localStorage, one key) until it is sent or they press Go Back.
import { ESTIMATE_FIELDS, type EstimateField } from '../estimate/fields.js';

/** The fields of the request that are kept (src/estimate/fields.ts); the honeypot never is. */
export const DRAFT_FIELDS = ESTIMATE_FIELDS.filter((field: EstimateField) => field.drafted).map((field) => field.key as DraftField);
export type DraftField = Extract<(typeof ESTIMATE_FIELDS)[number], { drafted: true }>['key'];
/** The fields a draft cannot keep (files): it keeps only that they held something. */
export const UNKEPT_FIELDS = ESTIMATE_FIELDS.filter((field: EstimateField) => !field.drafted).map((field) => field.key as UnkeptField);
export type UnkeptField = Extract<(typeof ESTIMATE_FIELDS)[number], { drafted: false }>['key'];

export interface EstimateDraft extends Partial<Record<DraftField, string>> {
  /** The dialog's step the visitor was on. */
  step: number;
  /**
   * Where each list's choice stands among its options (the service, the lot size): the same page
   * in another language lists the same choices in the same order, in other words.
   */
  positions?: Partial<Record<DraftField, number>>;
  /** The fields it cannot keep that held something (photos chosen): the form says so after a reload. */
  unkept?: UnkeptField[];
}

export const DRAFT_KEY = 'estimate-draft';
/** Long enough to come back after a few days; short enough not to greet the next person on a shared device. */
export const DRAFT_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DraftStore {
  /** The saved draft, unless there is none, it expired or it cannot be read (then it is dropped). */
  read(): EstimateDraft | undefined;
  /** Saves the draft with the time; a draft with nothing typed in it is no draft. False when the browser refused it. */
  save(draft: EstimateDraft): boolean;
  forget(): void;
}

/** localStorage, or nothing where the browser refuses it: even reading `localStorage` can throw. */
function localStorageIfAllowed(): DraftStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The draft in `storage`, dated by `now`. Storage that is missing or throws (private modes, a
 * full quota, storage turned off) only means nothing is kept: the form works as before.
 */
export function openDraftStore(storage = localStorageIfAllowed(), now: () => number = Date.now): DraftStore {
  const quietly = <T>(action: () => T): T | undefined => {
    try {
      return action();
    } catch {
      return undefined;
    }
  };
  const succeeds = (action: () => void) =>
    quietly(() => {
      action();
      return true;
    }) ?? false;
  const forget = () => succeeds(() => storage?.removeItem(DRAFT_KEY));
  return {
    read() {
      const draft = quietly(() => {
        const saved = JSON.parse(storage?.getItem(DRAFT_KEY) ?? '{}') as Record<string, unknown>;
        // A saved-at time ahead of the clock means the clock was changed: it counts by its distance too.
        return typeof saved.savedAt == 'number' && Math.abs(now() - saved.savedAt) <= DRAFT_LIFETIME_MS ? draftFrom(saved) : undefined;
      });
      if (!draft) forget();
      return draft;
    },
    save(draft) {
      if (!DRAFT_FIELDS.some((name) => draft[name]?.trim())) return forget();
      return succeeds(() => storage?.setItem(DRAFT_KEY, JSON.stringify({ ...draftFrom(draft), savedAt: now() })));
    },
    forget,
  };
}

/** The fields as text, the step, the lists' positions and the names of unkept fields: nothing else is ever kept or restored. */
function draftFrom(saved: object): EstimateDraft {
  const { step, positions, unkept } = saved as Record<string, unknown>;
  const draft: EstimateDraft = { step: Number.isInteger(step) ? (step as number) : 1 };
  for (const name of DRAFT_FIELDS) {
    const value = (saved as Record<string, unknown>)[name];
    if (typeof value == 'string') draft[name] = value;
    const position = (positions as Record<string, unknown> | undefined)?.[name];
    if (Number.isInteger(position) && (position as number) > 0) (draft.positions ??= {})[name] = position as number;
  }
  const held = UNKEPT_FIELDS.filter((name) => Array.isArray(unkept) && unkept.includes(name));
  if (held.length) draft.unkept = held;
  return draft;
}
