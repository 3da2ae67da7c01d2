import { estimateRequestFrom, postEstimate } from '../islands/submit-estimate.js';

/**
 * Sends the /estimate/ page's form as the dialog sends its own, so that the visitor stays on the
 * site and the draft is forgotten only once the form service has the request: a plain post would
 * leave for the service with the draft forgotten, whether or not the request got there.
 */
export function sendEstimatePageForm(forgetDraft: () => void): void {
  const form = document.querySelector<HTMLFormElement>('form[data-estimate-page]');
  const sent = document.querySelector<HTMLElement>('[data-estimate-sent]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !sent || !button) return;
  const { timeoutMs, sending } = form.dataset;
  const priceShown = showPrices(form);

  form.addEventListener('submit', async (event) => {
    event.preventDefault(); // the browser checked the fields before this event
    if (button.disabled) return;
    const data = new FormData(form);
    const label = button.textContent;
    button.disabled = true;
    button.textContent = sending ?? label;
    // A robot fills the hidden field: it is told the request was sent, and nothing is.
    const ok = !!data.get('_gotcha') || (await postEstimate(form.action, estimateRequestFrom(data, priceShown()), Number(timeoutMs)).catch(() => false));
    button.disabled = false;
    button.textContent = label;
    if (!ok) {
      // The page's own script says so, gives the button its focus back and offers e-mail and phone instead (templates/estimate.tsx).
      form.dispatchEvent(new Event('estimate-failed'));
      return;
    }
    forgetDraft();
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
    const shown = choice.querySelector('[data-price-range]')!;
    const service = form.elements.namedItem('service') as HTMLSelectElement;
    lotSize.options[0]!.disabled = false; // "Not sure" can be chosen again; a plain post would send it empty
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
