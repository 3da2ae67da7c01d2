import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { CloseIcon } from '../components/icons.js';
import { EstimateFieldControl, HoneypotField, type FormLabels } from '../components/EstimateFields.js';
import { SendFallback, type FallbackHrefs } from '../components/SendFallback.js';
import { requestEmailFor, requestTextFor } from '../estimate/email.js';
import { photosChosen, photosToSend } from '../estimate/photo-field.js';
import { photoWords } from '../estimate/photos.js';
import { fieldsAsked, fieldsOfStep, STEP_COUNT, type EstimateField } from '../estimate/fields.js';
import { estimateRequestFrom, postEstimate } from '../estimate/request.js';
import { mailtoHref, smsHref, type DirectContact } from '../site/contact-links.js';
import type { EstimatePrices } from '../site/prices.js';
import { fillTemplate } from '../site/text.js';
import { usePageController } from './controller.js';

export interface EstimateDialogProps {
  endpoint: string;
  /** The /estimate/ page, offered when the dialog's code cannot load. */
  estimatePageHref: string;
  timeoutMs: number;
  serviceTitles: string[];
  /** Texts with their placeholders ({phone}) already filled in. */
  labels: FormLabels;
  /** On a site with prices: the lot sizes, and each priced service's price for each. */
  prices?: EstimatePrices;
  /** The choices of the best time to visit after `Any time`. */
  visitTimes: string[];
  /** Whether the visitor may add photos of the yard (`estimateForm.photos`). */
  photos: boolean;
  /** Offered when a request could not be sent: the request as an e-mail or a text, or a call. */
  contact: DirectContact;
  /** On a translation's pages, its code: the request names it (see requestLanguage). The dialog sends only with React, so it needs no field for it. */
  language?: string;
}

type Status = 'editing' | 'sending' | 'sent';
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const clampStep = (step: number) => Math.min(STEP_COUNT, Math.max(1, step));

/** The price of `service` for the lot size labelled `lotSize`, as the form shows and sends it; empty without one. */
const priceOf = (prices: EstimatePrices | undefined, service: string, lotSize: string): string =>
  prices?.byService[service]?.[prices.lotSizes.findIndex((size) => size.label === lotSize)] ?? '';

/**
 * The three-step estimate request. Its markup is in every page, so the page script can open it
 * on the first click; React hydrates it while the visitor types. The inputs are uncontrolled,
 * so nothing typed before or during hydration is lost.
 */
export function EstimateDialog({ endpoint, estimatePageHref, timeoutMs, serviceTitles, labels, prices, visitTimes, photos, contact, language }: EstimateDialogProps) {
  const controller = usePageController();
  const [step, setStep] = useState(1);
  const [status, setStatus] = useState<Status>('editing');
  // The service and lot size chosen, read from the (uncontrolled) fields: they decide the price shown.
  const [service, setService] = useState('');
  const [lotSize, setLotSize] = useState('');
  /** After a failed send: the request as an e-mail (and a text), offered beside the still-filled form. */
  const [fallback, setFallback] = useState<FallbackHrefs>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  const inFlight = useRef(false);
  const moveFocus = useRef(false);
  const invalidToReport = useRef<Field | null>(null);

  const readChoices = () => {
    const valueOf = (name: string) => (formRef.current?.elements.namedItem(name) as Field | null)?.value ?? '';
    setService(valueOf('service'));
    setLotSize(valueOf('lotSize'));
  };

  // After a step change: report the field that stopped the visitor, or focus the step's first field.
  useLayoutEffect(() => {
    readChoices(); // another tab's draft may have filled them since
    const movedByVisitor = moveFocus.current || invalidToReport.current !== null;
    if (invalidToReport.current) {
      invalidToReport.current.reportValidity();
      invalidToReport.current = null;
    } else if (moveFocus.current) {
      formRef.current?.querySelector<HTMLElement>(`[data-step="${step}"] [data-autofocus]`)?.focus();
    }
    moveFocus.current = false;
    // Only the visitor's moves are saved: restoring the draft's step is none, and saving then would
    // write this page's fields over what another tab saved since this page loaded.
    if (movedByVisitor) controller.estimateStepShown();
  }, [controller, step]);

  useLayoutEffect(() => {
    if (status === 'sent') successHeadingRef.current?.focus();
  }, [status]);

  // The visitor's draft (its fields are already in the form, put there by the page script) brings
  // back its step too, unless the dialog is open already: the form must not move under them.
  useEffect(() => {
    setStep(clampStep(controller.estimateStepToRestore()));
    readChoices();
  }, [controller]);
  useEffect(() => {
    if (status === 'sent') controller.forgetEstimateDraft();
  }, [controller, status]);

  const reset = () => {
    formRef.current?.reset();
    formRef.current?.querySelectorAll('[aria-invalid]').forEach((field) => field.removeAttribute('aria-invalid'));
    setStep(1);
    setStatus('editing');
    readChoices();
    setFallback(undefined);
  };

  /** What the form holds now, as an e-mail to the business, and a text where it takes texts. */
  const fallbackFor = (form: HTMLFormElement): FallbackHrefs => ({
    email: requestEmailFor(form, mailtoHref(contact.email), labels.emailSubject, labels.photosInEmail),
    ...(contact.sms && { text: requestTextFor(form, smsHref(contact.sms), labels.emailSubject) }),
  });
  // The visitor may have changed a field since the send failed: the link carries the form as it is now.
  const onFallbackClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!formRef.current) return;
    const hrefs = fallbackFor(formRef.current);
    event.currentTarget.href = event.currentTarget.dataset.fallback === 'text' ? hrefs.text! : hrefs.email;
    setFallback(hrefs);
  };

  // Closing after a request was sent starts the next visit with an empty form.
  const statusRef = useRef(status);
  statusRef.current = status;
  useEffect(() => {
    const dialog = dialogRef.current;
    const onClose = () => {
      if (statusRef.current === 'sent') reset();
    };
    dialog?.addEventListener('close', onClose);
    return () => dialog?.removeEventListener('close', onClose);
  }, []);

  const fieldsOf = (n: number): Field[] =>
    Array.from(formRef.current?.querySelectorAll<Field>(`[data-step="${n}"] :is(input, select, textarea)`) ?? []);
  /** The first field of step `n` that does not hold; every such field is marked invalid for the visitor. */
  const firstInvalidField = (n: number) => {
    const fields = fieldsOf(n);
    // Spaces alone are no answer: emptied, the field asks to be filled in rather than to match a format.
    fields.forEach((field) => {
      if (field.value !== '' && field.value.trim() === '') field.value = '';
    });
    const invalid = fields.filter((field) => !field.checkValidity());
    invalid.forEach((field) => field.setAttribute('aria-invalid', 'true'));
    return invalid[0];
  };
  // A field marked invalid is unmarked as soon as what the visitor typed holds.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as Field;
    if (field.getAttribute('aria-invalid') && field.checkValidity()) field.removeAttribute('aria-invalid');
    readChoices();
  };

  const onPhotosChosen = (input: HTMLInputElement) => photosChosen(input, photoWords(labels));

  const goToStep = (n: number) => {
    moveFocus.current = true;
    setStep(clampStep(n));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const invalid = firstInvalidField(step);
    if (invalid) {
      invalid.reportValidity();
      return;
    }
    if (step < STEP_COUNT) goToStep(step + 1);
    else void send(event.currentTarget);
  };

  const send = async (form: HTMLFormElement) => {
    // Every required field must hold before anything is sent, not just this step's.
    for (let n = 1; n < STEP_COUNT; n++) {
      const invalid = firstInvalidField(n);
      if (invalid) {
        invalidToReport.current = invalid;
        setStep(n);
        return;
      }
    }
    const data = new FormData(form);
    if (String(data.get('_gotcha') ?? '') !== '') {
      setStatus('sent'); // a robot: pretend it worked and send nothing
      return;
    }
    inFlight.current = true;
    setStatus('sending');
    let ok = false;
    try {
      // The price shown goes with the lot size (a disabled lot size, of a service without prices, is not in `data`).
      const price = priceOf(prices, String(data.get('service') ?? ''), String(data.get('lotSize') ?? ''));
      const photosReady = await photosToSend(form); // a photo chosen a moment ago may still be being made ready
      ok = await postEstimate(endpoint, { ...estimateRequestFrom(data, price), ...(language && { language }) }, timeoutMs, photosReady);
    } catch {
      ok = false; // network failure or time-out: the same message as an error answer
    }
    inFlight.current = false;
    if (ok) {
      setStatus('sent');
      setFallback(undefined);
      return;
    }
    flushSync(() => setStatus('editing'));
    window.alert(labels.failure);
    // After the alert, the other ways to reach the business, beside the form as it was filled in.
    flushSync(() => setFallback(fallbackFor(form)));
    // Disabling the button while sending took focus away from it: give it back for another try.
    form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  };

  // The second click of a double click must not press the button that took the first one's place.
  const ignoreRepeatClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 1) event.preventDefault();
  };

  const goBack = () => {
    reset();
    controller.forgetEstimateDraft();
    controller.closeEstimateDialog();
  };

  const sent = status === 'sent';
  const steps = Array.from({ length: STEP_COUNT }, (_, index) => fieldsOfStep(fieldsAsked({ prices: prices !== undefined, photos }), index + 1));
  // The lot size is asked on the last step, decided before it shows, so it never appears under the visitor's eyes.
  const priced = Boolean(prices?.byService[service]);
  const price = priceOf(prices, service, lotSize);
  // The lot size shows only for a service with prices: the step's first field shown takes the focus.
  const isShown = (field: EstimateField) => field.kind !== 'lotSize' || priced;
  const lotSizeChoice = prices && {
    prices,
    hidden: !priced,
    shown: price && fillTemplate(labels.priceShown, { price }),
    possible: (prices.byService[service] ?? []).map((text) => fillTemplate(labels.priceShown, { price: text })),
  };
  return (
    <dialog ref={dialogRef} id="estimate-dialog" className="estimate-dialog" aria-labelledby="estimate-dialog-title" data-estimate-dialog="">
      <div className="dialog-header">
        <h2 id="estimate-dialog-title">{labels.dialogTitle}</h2>
        {/* The page script closes the dialog, with or without React. */}
        <button type="button" className="dialog-close" aria-label={labels.close} data-dialog-close="">
          <CloseIcon />
        </button>
      </div>
      <div className="dialog-body">
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          onInput={onInput}
          onChange={onInput}
          hidden={sent}
          data-estimate-form=""
          data-estimate-draft=""
          data-current-step={step}
        >
          <p className="step-indicator" aria-live="polite">
            {fillTemplate(labels.step, { step, steps: STEP_COUNT })}
          </p>
          {steps.map((fields, index) => (
            <fieldset key={index} data-step={index + 1} hidden={step !== index + 1}>
              {fields.map((field) => (
                <EstimateFieldControl
                  key={field.key}
                  field={field}
                  idPrefix="estimate"
                  labels={labels}
                  serviceTitles={serviceTitles}
                  autoFocusTarget={field === fields.find(isShown)}
                  lotSize={lotSizeChoice}
                  visitTimes={visitTimes}
                  onPhotosChosen={onPhotosChosen}
                />
              ))}
            </fieldset>
          ))}
          <HoneypotField id="estimate-gotcha" labels={labels} />
          <div className="step-actions">
            {step > 1 && (
              <button type="button" className="button button-secondary" data-dialog-action="" onClick={() => goToStep(step - 1)}>
                {labels.back}
              </button>
            )}
            {step < STEP_COUNT ? (
              <button key="next" type="submit" className="button button-primary" data-dialog-action="" onClick={ignoreRepeatClick}>
                {labels.next}
              </button>
            ) : (
              <button
                key="submit"
                type="submit"
                className="button button-primary"
                data-dialog-action=""
                disabled={status === 'sending'}
                onClick={ignoreRepeatClick}
              >
                {status === 'sending' ? labels.sending : labels.submit}
              </button>
            )}
          </div>
          {fallback && <SendFallback labels={labels} contact={contact} hrefs={fallback} onClick={onFallbackClick} />}
        </form>
        <div className="dialog-success" hidden={!sent}>
          <h3 ref={successHeadingRef} tabIndex={-1} data-autofocus="">
            {labels.successHeading}
          </h3>
          <p>{labels.successText}</p>
          <button type="button" className="button button-primary" onClick={goBack}>
            {labels.goBack}
          </button>
        </div>
        <p className="load-error" role="alert" hidden data-load-error="">
          {`${labels.loadError} `}
          <a href={estimatePageHref}>{labels.loadErrorLink}</a>
        </p>
      </div>
    </dialog>
  );
}
