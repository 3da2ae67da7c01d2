import { DRAFT_FIELDS, UNKEPT_FIELDS, type DraftStore, type EstimateDraft } from './draft.js';

/** The dialog's form and the /estimate/ page's form: they share one draft. */
const DRAFT_FORMS = 'form[data-estimate-draft]';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface EstimateDrafts {
  /** Fills the empty fields of every estimate form on the page from the saved draft: what was typed here stays. */
  restore(): void;
  /** Saves what `form` holds, with the dialog's step (React keeps it in `data-current-step`). */
  save(form: HTMLFormElement): void;
  forget(): void;
  /** The dialog's step in the saved draft (1 without one). */
  savedStep(): number;
}

const fieldOf = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as Field | null;

/**
 * Keeps a draft of the estimate forms as the visitor types, in the page script, so it works
 * before React arrives, and when the dialog's code could not load at all. A successful send
 * forgets it (see EstimateDialog and estimate-page.ts).
 */
export function keepEstimateDrafts(store: DraftStore): EstimateDrafts {
  // When storage refused this page's last save (it is full), the draft there is older than the fields.
  let lastSaveRefused = false;
  const save = (form: HTMLFormElement) => {
    const draft: EstimateDraft = { step: Number(form.dataset.currentStep) || 1, positions: {} };
    for (const name of DRAFT_FIELDS) {
      const field = fieldOf(form, name);
      draft[name] = field?.value;
      if (field instanceof HTMLSelectElement && field.selectedIndex > 0) draft.positions![name] = field.selectedIndex;
    }
    draft.unkept = UNKEPT_FIELDS.filter((name) => fieldOf(form, name)?.value);
    lastSaveRefused = !store.save(draft);
  };
  // Every browser the site supports fires `input` for a select's choice too.
  document.addEventListener('input', (event) => {
    const form = (event.target as Partial<Field>).form;
    if (form?.matches(DRAFT_FORMS)) save(form);
  });

  const restore = () => {
    const draft = lastSaveRefused ? undefined : store.read();
    for (const form of document.querySelectorAll<HTMLFormElement>(DRAFT_FORMS)) {
      for (const name of draft ? DRAFT_FIELDS : []) {
        const field = fieldOf(form, name);
        const value = draft![name];
        // Never over a value: it was typed on this page, and another tab's draft may have it empty or older.
        if (!field || !value || field.value) continue;
        field.value = value;
        // A choice made on the same page in another language: the option in its place.
        const position = draft!.positions?.[name];
        if (field instanceof HTMLSelectElement && !field.value && position && position < field.options.length) field.selectedIndex = position;
      }
      // Photos chosen before a reload are gone: the field says to choose them again, until the draft is.
      for (const name of UNKEPT_FIELDS) {
        const field = fieldOf(form, name);
        field?.parentElement?.querySelector('[data-not-kept]')?.toggleAttribute('hidden', !draft?.unkept?.includes(name) || !!field.value);
      }
    }
  };
  restore();
  return { restore, save, forget: store.forget, savedStep: () => store.read()?.step ?? 1 };
}
