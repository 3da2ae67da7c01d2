// The estimate request as an e-mail the visitor sends themselves, when the form service could not
// be reached: nothing they typed is lost. The dialog and the /estimate/ page both write it here.
import { fillTemplate } from '../site/text.js';
import { ESTIMATE_FIELDS, type EstimateField } from './fields.js';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A `mailto:` link (`mailto` is the address part, `mailto:office@…`) whose subject and body carry
 * the request: one line per field, lines ended with CRLF as e-mail wants (a note's own line breaks
 * kept), everything percent-encoded so no character can end a part early.
 */
export function requestEmailHref(mailto: string, subject: string, lines: readonly string[]): string {
  const body = lines.map((line) => line.replace(/\r?\n/g, '\r\n')).join('\r\n');
  return `${mailto}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * What the visitor filled in, as the e-mail's lines: `Label: value` for each field of the request
 * that holds an answer, labelled as on screen, in the form's order, and after the lot size the
 * price the form showed for it. A field the form does not ask now (disabled) is left out.
 */
export function requestLines(form: HTMLFormElement): string[] {
  const lines: string[] = [];
  for (const field of ESTIMATE_FIELDS as readonly EstimateField[]) {
    const control = form.elements.namedItem(field.key) as Control | null;
    const value = control && !control.disabled ? control.value.trim() : '';
    const label = control?.labels?.[0]?.textContent;
    if (!value || !label) continue;
    lines.push(`${label}: ${value}`);
    const shown = field.kind === 'lotSize' && form.querySelector('[data-price-shown]')?.textContent?.trim();
    if (shown) lines.push(shown);
  }
  return lines;
}

/** The whole e-mail link for what `form` holds now; `subject` is the template with `{name}`. */
export function requestEmailFor(form: HTMLFormElement, mailto: string, subject: string): string {
  const name = (form.elements.namedItem('name') as HTMLInputElement | null)?.value.trim() ?? '';
  return requestEmailHref(mailto, fillTemplate(subject, { name }), requestLines(form));
}
