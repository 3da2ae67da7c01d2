import type { ChangeEventHandler } from 'react';
import type { EstimateLabels } from '../config/types.js';
import type { EstimatePrices } from '../site/prices.js';

// The estimate form's fields, shared by the dialog and the /estimate/ page so both ask the same.

/** The form's texts: every estimate label but the /estimate/ page's own introduction, which the dialog never shows. */
export type FormLabels = Omit<EstimateLabels, 'pageIntro'>;

interface FieldProps {
  id: string;
  labels: FormLabels;
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

/** `prices`: each priced service's price per lot size, written on its option for the /estimate/ page's script. */
export function ServiceField({ id, labels, serviceTitles, prices }: FieldProps & { serviceTitles: readonly string[]; prices?: EstimatePrices['byService'] }) {
  return (
    <div className="field">
      <label htmlFor={id}>{labels.service}</label>
      <select id={id} name="service" required defaultValue="">
        <option value="">{labels.servicePlaceholder}</option>
        {serviceTitles.map((title) => (
          <option key={title} value={title} data-prices={prices?.[title] && JSON.stringify(prices[title])}>
            {title}
          </option>
        ))}
      </select>
    </div>
  );
}

interface LotSizeFieldProps extends FieldProps {
  prices: EstimatePrices;
  /** What the form shows for the lot size chosen ("Typical price: $35 – $45 per visit"); empty before one is. */
  shown: string;
  /** Every text that may be shown, laid unseen in the same place, so that showing one moves nothing below it. */
  possible: readonly string[];
  /** Kept in its place but unseen and not sent: the chosen service has no prices. */
  unpriced?: boolean;
  /** Taken out of the form, for the dialog, which has the field only for a service with prices. */
  hidden?: boolean;
  /**
   * For the plain /estimate/ form: its empty choice is disabled, so that a form posted without
   * JavaScript sends no lot size until one is chosen (the page script makes it a choice again).
   */
  plainForm?: boolean;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
}

/**
 * The optional lot size, then the price for it and the note every price assumes. The price is in a
 * polite live region, there from the start, so a screen reader says it (and the note) when it appears.
 */
export function LotSizeField({ id, labels, prices, shown, possible, unpriced, hidden, plainForm, onChange, autoFocusTarget }: LotSizeFieldProps) {
  return (
    <div className="price-choice" hidden={hidden} data-unpriced={unpriced ? '' : undefined} data-price-template={plainForm ? labels.priceShown : undefined}>
      <div className="field">
        <label htmlFor={id}>{labels.lotSize}</label>
        <span id={`${id}-hint`} className="field-hint">
          {labels.lotSizeHint}
        </span>
        <select id={id} name="lotSize" defaultValue="" disabled={hidden || unpriced} aria-describedby={`${id}-hint`} onChange={onChange} {...focusTarget(autoFocusTarget)}>
          <option value="" disabled={plainForm}>
            {labels.lotSizePlaceholder}
          </option>
          {prices.lotSizes.map(({ label, option }) => (
            <option key={label} value={label}>
              {option}
            </option>
          ))}
        </select>
      </div>
      {/* Said whole (aria-atomic), so the note is said with the price. */}
      <div className="price-shown" role="status" aria-live="polite" aria-atomic="true">
        <p className="price-range">
          <span data-price-range={plainForm ? '' : undefined}>{shown}</span>
          {possible.length > 0 && (
            <span className="price-sizer" aria-hidden="true">
              {[...new Set(possible)].map((text) => (
                <span key={text}>{text}</span>
              ))}
            </span>
          )}
        </p>
        <p className="price-note">{prices.note}</p>
      </div>
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

/** The page's language, sent with the request from a translation's pages (nothing on the site's own). */
export function LanguageField({ language }: { language: string | undefined }) {
  return language ? <input type="hidden" name="language" value={language} /> : null;
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
