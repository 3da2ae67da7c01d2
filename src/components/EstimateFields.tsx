import type { EstimateLabels } from '../config/types.js';

// The estimate form's fields, shared by the dialog and the /estimate/ page so both ask the same.

interface FieldProps {
  id: string;
  labels: EstimateLabels;
  /** Marks the field the dialog focuses when its step is shown. */
  autoFocusTarget?: boolean;
}

const focusTarget = (on: boolean | undefined) => (on ? { 'data-autofocus': '' } : {});

/** `required` accepts a few spaces; this does not (it also guards the plain form without JavaScript). */
const NOT_ONLY_SPACES = '.*\\S.*';

export function NameField({ id, labels, autoFocusTarget }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{labels.name}</label>
      <input id={id} name="name" type="text" autoComplete="name" required pattern={NOT_ONLY_SPACES} {...focusTarget(autoFocusTarget)} />
    </div>
  );
}

export function EmailField({ id, labels }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{labels.email}</label>
      <input id={id} name="email" type="email" autoComplete="email" inputMode="email" required />
    </div>
  );
}

export function AddressField({ id, labels, autoFocusTarget }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{labels.address}</label>
      <input id={id} name="address" type="text" autoComplete="address-line1" required pattern={NOT_ONLY_SPACES} {...focusTarget(autoFocusTarget)} />
    </div>
  );
}

export function ServiceField({ id, labels, serviceTitles }: FieldProps & { serviceTitles: readonly string[] }) {
  return (
    <div className="field">
      <label htmlFor={id}>{labels.service}</label>
      <select id={id} name="service" required defaultValue="">
        <option value="">{labels.servicePlaceholder}</option>
        {serviceTitles.map((title) => (
          <option key={title} value={title}>
            {title}
          </option>
        ))}
      </select>
    </div>
  );
}

export function NotesField({ id, labels, autoFocusTarget }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{labels.notes}</label>
      <span id={`${id}-hint`} className="field-hint">
        {labels.notesHint}
      </span>
      <textarea id={id} name="notes" rows={4} aria-describedby={`${id}-hint`} {...focusTarget(autoFocusTarget)} />
    </div>
  );
}

/** Spam robots fill every field; people never see this one. The name is the form services' convention. */
export function HoneypotField({ id, labels }: FieldProps) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{labels.honeypot}</label>
      <input id={id} name="_gotcha" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
