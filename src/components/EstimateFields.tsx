import type { ChangeEventHandler } from 'react';
import type { EstimateLabels } from '../config/types.js';
import type { EstimateField } from '../estimate/fields.js';
import { PHOTO_LIMITS, photoWords } from '../estimate/photos.js';
import type { EstimatePrices } from '../site/prices.js';
import { fillTemplate } from '../site/text.js';

// The estimate form's fields, drawn from their declaration (src/estimate/fields.ts) for the dialog
// and the /estimate/ page alike, so both ask the same.

/** The form's texts: every estimate label but the /estimate/ page's own introduction, which the dialog never shows. */
export type FormLabels = Omit<EstimateLabels, 'pageIntro'>;

/** What the lot size field shows and how, which differs between the dialog and the plain page. */
export type LotSizeChoice = Omit<LotSizeFieldProps, keyof FieldProps>;

interface FieldControlProps {
  field: EstimateField;
  /** The form's own prefix for the controls' ids (`estimate`, `page`): `estimate-lot-size`. */
  idPrefix: string;
  labels: FormLabels;
  /** Marks the field the dialog focuses when its step is shown. */
  autoFocusTarget?: boolean;
  serviceTitles: readonly string[];
  /** The services' prices, written on their options for the /estimate/ page's script. */
  servicePrices?: EstimatePrices['byService'];
  /** The lot size field's state, on a site with prices. */
  lotSize?: LotSizeChoice;
  /** The choices of the best time to visit after `Any time` (src/site/hours.ts `visitTimes`). */
  visitTimes: readonly string[];
  /**
   * The plain /estimate/ form: an optional list's empty first choice is disabled, so that the form
   * posted without JavaScript sends nothing for it (its page script makes it a choice again).
   */
  plainForm?: boolean;
  /** The dialog's own handling of photos chosen (the /estimate/ page's script listens for them itself). */
  onPhotosChosen?: (input: HTMLInputElement) => void;
}

/** `lotSize` → `lot-size`, for the control's id. */
const idPart = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The control that asks `field`, by its kind. */
export function EstimateFieldControl({ field, idPrefix, labels, autoFocusTarget, serviceTitles, servicePrices, lotSize, visitTimes, plainForm, onPhotosChosen }: FieldControlProps) {
  const props: FieldProps = { id: `${idPrefix}-${idPart(field.key)}`, field, labels, autoFocusTarget };
  switch (field.kind) {
    case 'text':
    case 'email':
      return <TypedField {...props} />;
    case 'service':
      return <ServiceField {...props} serviceTitles={serviceTitles} prices={servicePrices} />;
    case 'lotSize':
      return lotSize ? <LotSizeField {...props} {...lotSize} /> : null;
    case 'visitTime':
      return <VisitTimeField {...props} choices={visitTimes} plainForm={plainForm} />;
    case 'notes':
      return <NotesField {...props} />;
    case 'photos':
      return <PhotosField {...props} onChosen={onPhotosChosen} plainForm={plainForm} />;
  }
}

interface FieldProps {
  id: string;
  field: EstimateField;
  labels: FormLabels;
  autoFocusTarget?: boolean;
}

const focusTarget = (on: boolean | undefined) => (on ? { 'data-autofocus': '' } : {});

/** `required` accepts a few spaces; this does not (it also guards the plain form without JavaScript). */
const NOT_ONLY_SPACES = '.*\\S.*';

/** A typed answer: text, or an e-mail address (whose own check already refuses spaces). */
function TypedField({ id, field, labels, autoFocusTarget }: FieldProps) {
  const email = field.kind === 'email';
  return (
    <div className="field">
      <label htmlFor={id}>{labels[field.label]}</label>
      <input
        id={id}
        name={field.key}
        type={email ? 'email' : 'text'}
        autoComplete={field.autoComplete}
        inputMode={email ? 'email' : undefined}
        required={field.required}
        pattern={field.required && !email ? NOT_ONLY_SPACES : undefined}
        {...focusTarget(autoFocusTarget)}
      />
    </div>
  );
}

/** `prices`: each priced service's price per lot size, written on its option for the /estimate/ page's script. */
function ServiceField({ id, field, labels, serviceTitles, prices }: FieldProps & { serviceTitles: readonly string[]; prices?: EstimatePrices['byService'] }) {
  return (
    <div className="field">
      <label htmlFor={id}>{labels[field.label]}</label>
      <select id={id} name={field.key} required={field.required} defaultValue="">
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
  /** What the form shows for the lot size chosen ("Typical price: $35 – $45 per visit"); empty before one is (it asks for one then). */
  shown: string;
  /** Every price text that may be shown, laid unseen in the same place, so that showing one moves nothing below it. */
  possible: readonly string[];
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
function LotSizeField({ id, field, labels, prices, shown, possible, hidden, plainForm, onChange, autoFocusTarget }: LotSizeFieldProps) {
  return (
    <div className="price-choice" hidden={hidden} data-price-template={plainForm ? labels.priceShown : undefined}>
      <div className="field">
        <label htmlFor={id}>{labels[field.label]}</label>
        <span id={`${id}-hint`} className="field-hint">
          {labels.lotSizeHint}
        </span>
        <select id={id} name={field.key} defaultValue="" disabled={hidden} aria-describedby={`${id}-hint`} onChange={onChange} {...focusTarget(autoFocusTarget)}>
          <option value="" disabled={plainForm}>
            {labels.lotSizePlaceholder}
          </option>
          {/* A hint heads its lot size in the list, so the box shows the lot size alone and never cuts it short. */}
          {prices.lotSizes.map(({ label, option, hint }) =>
            hint ? (
              <optgroup key={label} label={hint}>
                <option value={label}>{option}</option>
              </optgroup>
            ) : (
              <option key={label} value={label}>
                {option}
              </option>
            ),
          )}
        </select>
      </div>
      {/* Said whole (aria-atomic), so the note is said with the price. */}
      {/* Without JavaScript the plain form shows no price: the page's script shows this part. */}
      <div className="price-shown" role="status" aria-live="polite" aria-atomic="true" hidden={plainForm}>
        <p className="price-range">
          <span data-price-shown="">{shown}</span>
          {/* Until a price shows: what to choose to see one (hidden by the stylesheet once one shows). */}
          <span className="price-prompt">{labels.pricePrompt}</span>
          {possible.length > 0 && (
            <span className="price-sizer" aria-hidden="true">
              {[...new Set([labels.pricePrompt, ...possible])].map((text) => (
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

/** The optional best time to visit: `Any time` first, whose empty value sends nothing, then each choice by its text. */
function VisitTimeField({ id, field, labels, choices, plainForm, autoFocusTarget }: FieldProps & { choices: readonly string[]; plainForm?: boolean }) {
  return (
    <div className="field">
      <label htmlFor={id}>{labels[field.label]}</label>
      <select id={id} name={field.key} defaultValue="" {...focusTarget(autoFocusTarget)}>
        <option value="" disabled={plainForm}>
          {labels.timeAny}
        </option>
        {/* Sent as shown: an option's value is its text. */}
        {choices.map((choice) => (
          <option key={choice}>{choice}</option>
        ))}
      </select>
    </div>
  );
}

function NotesField({ id, field, labels, autoFocusTarget }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{labels[field.label]}</label>
      <span id={`${id}-hint`} className="field-hint">
        {labels.notesHint}
      </span>
      <textarea id={id} name={field.key} rows={4} aria-describedby={`${id}-hint`} {...focusTarget(autoFocusTarget)} />
    </div>
  );
}

/** HTML React sets once and never again: what is inside is the photo code's. */
const LEFT_TO_SCRIPT = { __html: '' };

/**
 * The optional photos of the yard (`estimateForm.photos`): a file field, for which a phone offers
 * its camera too; the photos chosen as thumbnails, each with a button that removes it; and a
 * message beside it naming a file it left out. The code that makes the photos ready and fills
 * these (src/estimate/yard-photos.ts) is loaded when the field is first used, so React leaves the
 * thumbnails and the message alone. Its words are the dialog's props; the plain /estimate/ form,
 * whose script has no props, carries them (and the e-mail's) on the field. The row of thumbnails
 * keeps its height from the start, so nothing below moves when they appear. Without JavaScript the
 * plain form posts the files as they were chosen.
 */
function PhotosField({ id, field, labels, onChosen, plainForm }: FieldProps & { onChosen?: (input: HTMLInputElement) => void; plainForm?: boolean }) {
  const hint = `${id}-hint`;
  const message = `${id}-message`;
  return (
    <div className="field" data-photo-field="" data-words={plainForm ? JSON.stringify(photoWords(labels)) : undefined} data-attach={plainForm ? labels.photosInEmail : undefined}>
      <label htmlFor={id}>{labels[field.label]}</label>
      <span id={hint} className="field-hint">
        {fillTemplate(labels.photosHint, { count: PHOTO_LIMITS.count })}
      </span>
      <input
        id={id}
        name={field.key}
        type="file"
        accept="image/*"
        multiple
        aria-describedby={`${hint} ${message}`}
        data-photo-input=""
        // React calls this on the field's own change only, never on the input events its code sends.
        onChange={onChosen && ((event) => onChosen(event.currentTarget))}
      />
      <ul className="photo-thumbs" dangerouslySetInnerHTML={LEFT_TO_SCRIPT} />
      <p id={message} className="photo-message" aria-live="polite" dangerouslySetInnerHTML={LEFT_TO_SCRIPT} />
      {/* Shown after a reload by the draft, which keeps everything typed but cannot keep a file. */}
      <p className="field-hint" hidden data-not-kept="">
        {labels.photosNotKept}
      </p>
    </div>
  );
}

/** The page's language, sent with the request from a translation's pages (nothing on the site's own). */
export function LanguageField({ language }: { language: string | undefined }) {
  return language ? <input type="hidden" name="language" value={language} /> : null;
}

/** Spam robots fill every field; people never see this one. The name is the form services' convention. */
export function HoneypotField({ id, labels }: { id: string; labels: FormLabels }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{labels.honeypot}</label>
      <input id={id} name="_gotcha" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
