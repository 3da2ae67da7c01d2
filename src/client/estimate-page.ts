// The /estimate/ page's own script, loaded by that page only: it sends the form as the dialog does,
// shows the price of the lot size chosen, and, when a request could not be sent, offers it by e-mail.
import { requestEmailFor, requestTextFor } from '../estimate/email.js';
import { estimateRequestFrom, postEstimate } from '../estimate/request.js';
import { openDraftStore } from './draft.js';
import { photosChosen, photosToSend } from '../estimate/photo-field.js';

sendEstimatePageForm();

/**
 * Sends the /estimate/ page's form as the dialog sends its own, so that the visitor stays on the
 * site and the draft is forgotten only once the form service has the request: a plain post would
 * leave for the service with the draft forgotten, whether or not the request got there.
 */
function sendEstimatePageForm(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-estimate-page]');
  const sent = document.querySelector<HTMLElement>('[data-estimate-sent]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !sent || !button) return;
  const { timeoutMs, sending } = form.dataset;
  // "Not sure" and "Any time" can be chosen again: a plain post would send them empty.
  for (const option of form.querySelectorAll<HTMLOptionElement>('option[value=""][disabled]')) option.disabled = false;
  const priceShown = showPrices(form);
  const offerFallback = sendFallback(form, button);
  // Photos chosen are made ready at once, with the words the field carries for them.
  const photoField = form.querySelector<HTMLElement>('[data-photo-field]');
  form.addEventListener('change', ({ target }) => (target as Element).matches('[data-photo-input]') && photosChosen(target as HTMLInputElement, JSON.parse(photoField!.dataset.words!)));

  form.addEventListener('submit', async (event) => {
    event.preventDefault(); // the browser checked the fields before this event
    if (button.disabled) return;
    const data = new FormData(form);
    const label = button.textContent;
    button.disabled = true;
    button.textContent = sending ?? label;
    // A robot fills the hidden field: it is told the request was sent, and nothing is.
    // A photo chosen a moment ago may still be being made ready: it goes too.
    const send = async () => postEstimate(form.action, estimateRequestFrom(data, priceShown()), Number(timeoutMs), await photosToSend(form));
    const ok = !!data.get('_gotcha') || (await send().catch(() => false));
    button.disabled = false;
    button.textContent = label;
    if (!ok) {
      offerFallback();
      return;
    }
    openDraftStore().forget();
    form.hidden = true;
    sent.hidden = false;
    sent.querySelector('h2')?.focus();
  });
}

/**
 * Shows the chosen service's price for the chosen lot size the moment either changes, from the
 * texts the server wrote on the service's option (templates/estimate.tsx). Returns the price shown.
 */
function showPrices(form: HTMLFormElement): () => string {
  const lotSize = form.elements.namedItem('lotSize') as HTMLSelectElement | null;
  let price = '';
  if (lotSize) {
    const choice = lotSize.closest<HTMLElement>('[data-price-template]')!;
    const shown = choice.querySelector('[data-price-shown]')!;
    const service = form.elements.namedItem('service') as HTMLSelectElement;
    choice.querySelector<HTMLElement>('[role="status"]')!.hidden = false; // a price can show now
    const update = () => {
      const { value, dataset } = service.selectedOptions[0]!;
      // A service without prices has no lot size: the field stays in its place, unseen and unsent, so nothing below moves.
      lotSize.disabled = !!value && !dataset.prices;
      choice.toggleAttribute('data-unpriced', lotSize.disabled);
      price = dataset.prices && lotSize.selectedIndex ? (JSON.parse(dataset.prices) as string[])[lotSize.selectedIndex - 1]! : '';
      shown.textContent = price && choice.dataset.priceTemplate!.replaceAll('{price}', price);
    };
    form.addEventListener('input', update);
    update();
  }
  return () => price;
}

/**
 * After a failed send: the dialog's alert, focus back on Submit (disabling it while sending took
 * focus away), and after them the other ways to reach the business, the e-mail link carrying
 * everything the form holds (and the text link what a text carries), kept up to date as the
 * visitor goes on typing.
 */
function sendFallback(form: HTMLFormElement, button: HTMLButtonElement): () => void {
  const fallback = form.querySelector<HTMLElement>('[data-send-fallback]');
  const email = fallback?.querySelector<HTMLAnchorElement>('[data-fallback="email"]');
  const text = fallback?.querySelector<HTMLAnchorElement>('[data-fallback="text"]');
  if (!fallback || !email) return () => alert(form.dataset.failure);
  const subject = fallback.dataset.subject ?? '';
  const [mailto, sms] = [email, text].map((link) => link?.getAttribute('href')!.split('?')[0]);
  const attachPhotos = form.querySelector<HTMLElement>('[data-photo-field]')?.dataset.attach;
  const write = () => {
    email.href = requestEmailFor(form, mailto!, subject, attachPhotos);
    if (text) text.href = requestTextFor(form, sms!, subject);
  };
  form.addEventListener('input', () => fallback.hidden || write());
  return () => {
    alert(form.dataset.failure);
    button.focus();
    write();
    fallback.hidden = false;
  };
}
