// The estimate request's fields, declared once. The dialog and the /estimate/ page ask them in this
// order (src/components/EstimateFields.tsx draws each kind), the request carries them (request.ts),
// the visitor's draft keeps them (src/client/draft.ts), the e-mail fallback lists them (email.ts) and
// the launch check's test request fills them (src/launch/send-test.ts). Adding a field is one entry
// here, its label in the schema and es.json, and its own control when it is a new kind.
// The page script reads this list: keep it to data.
import type { EstimateLabels } from '../config/types.js';

/** How a field is asked; each kind has its component. */
export type FieldKind = 'text' | 'email' | 'service' | 'lotSize' | 'visitTime' | 'notes' | 'photos';

/** What the launch check's test request puts in a field (src/launch/send-test.ts fills these in). */
export type TestValue = 'test name' | 'business email' | 'business address' | 'first service' | 'test note' | 'test photo';

export interface EstimateField {
  /** The form control's `name` and the request's key. */
  key: string;
  /** Its label under `labels.estimate`: what the form shows, and what the e-mail fallback calls it. */
  label: Exclude<keyof EstimateLabels, 'pageIntro'>;
  /** The dialog's step that asks it; the /estimate/ page asks every field at once, in this order. */
  step: 1 | 2 | 3;
  required: boolean;
  kind: FieldKind;
  /** The browser's autofill hint for a typed answer. */
  autoComplete?: string;
  /**
   * Asked only on a site with prices (`pricing`, and a service priced), or only on a site that takes
   * photos (`estimateForm.photos`); otherwise on every site.
   */
  onlyWith?: keyof AskedOn;
  /** Sent even when left empty (as ""), where the form service expects the key; otherwise only once filled in. */
  alwaysSent?: boolean;
  /** Kept in the visitor's draft until it is sent (a file could not be). */
  drafted: boolean;
  /**
   * Carried by the text message `Text your request` writes: a text is short, so what and where; the
   * name is in its first line, the e-mail's subject.
   */
  texted?: boolean;
  /** What the launch check's test request says, when it fills the field. */
  test?: TestValue;
}

export const ESTIMATE_FIELDS = [
  { key: 'name', label: 'name', step: 1, required: true, kind: 'text', autoComplete: 'name', alwaysSent: true, drafted: true, test: 'test name' },
  { key: 'email', label: 'email', step: 1, required: true, kind: 'email', autoComplete: 'email', alwaysSent: true, drafted: true, test: 'business email' },
  { key: 'address', label: 'address', step: 2, required: true, kind: 'text', autoComplete: 'address-line1', alwaysSent: true, drafted: true, texted: true, test: 'business address' },
  { key: 'service', label: 'service', step: 2, required: true, kind: 'service', alwaysSent: true, drafted: true, texted: true, test: 'first service' },
  { key: 'lotSize', label: 'lotSize', step: 3, required: false, kind: 'lotSize', onlyWith: 'prices', drafted: true },
  // Sent only when a time is chosen: its first choice, "Any time", is empty.
  { key: 'preferredTime', label: 'preferredTime', step: 3, required: false, kind: 'visitTime', drafted: true },
  { key: 'notes', label: 'notes', step: 3, required: false, kind: 'notes', alwaysSent: true, drafted: true, test: 'test note' },
  // Files, each a part of a multipart request (request.ts); a file cannot be kept in the draft.
  { key: 'photos', label: 'photos', step: 3, required: false, kind: 'photos', onlyWith: 'photos', drafted: false, test: 'test photo' },
] as const satisfies readonly EstimateField[];

export type FieldKey = (typeof ESTIMATE_FIELDS)[number]['key'];

/** What a site has that decides which fields it asks. */
export interface AskedOn {
  /** Prices, and a service priced. */
  prices: boolean;
  /** `estimateForm.photos`. */
  photos: boolean;
}

/** The fields a site asks: those of sites with prices or photos only when it has them. */
export const fieldsAsked = (site: AskedOn): EstimateField[] => ESTIMATE_FIELDS.filter((field: EstimateField) => !field.onlyWith || site[field.onlyWith]);

/** The fields the dialog's step `step` asks. */
export const fieldsOfStep = (fields: readonly EstimateField[], step: number): EstimateField[] => fields.filter((field) => field.step === step);

/** The dialog's number of steps. */
export const STEP_COUNT = 3;
