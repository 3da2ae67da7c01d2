// The estimate request as an e-mail, or a text message, the visitor sends themselves when the form
// service could not be reached: nothing they typed is lost. The dialog and the /estimate/ page both
// write them here.
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

/** Which of the form's fields a message carries, and the words asking to attach the photos chosen. */
export interface LinesOf {
  /** The fields it carries: every field unless said (a text carries fewer). */
  carried?: (field: EstimateField) => boolean;
  /** `labels.estimate.photosInEmail`, with `{count}`: a link cannot carry files. */
  attachPhotos?: string;
}

/**
 * What the visitor filled in, as the e-mail's lines: `Label: value` for each field of the request
 * that holds an answer, labelled as on screen, in the form's order, after the lot size the price
 * the form showed for it, and for photos chosen a line asking to attach them. A field the form
 * does not ask now (disabled) is left out.
 */
export function requestLines(form: HTMLFormElement, { carried = () => true, attachPhotos }: LinesOf = {}): string[] {
  const lines: string[] = [];
  for (const field of ESTIMATE_FIELDS as readonly EstimateField[]) {
    if (!carried(field)) continue;
    const control = form.elements.namedItem(field.key) as Control | null;
    if (field.kind === 'photos') {
      const count = control && !control.disabled ? ((control as HTMLInputElement).files?.length ?? 0) : 0;
      if (count && attachPhotos) lines.push(fillTemplate(attachPhotos, { count }));
      continue;
    }
    const value = control && !control.disabled ? control.value.trim() : '';
    const label = control?.labels?.[0]?.textContent;
    if (!value || !label) continue;
    lines.push(`${label}: ${value}`);
    const shown = field.kind === 'lotSize' && form.querySelector('[data-price-shown]')?.textContent?.trim();
    if (shown) lines.push(shown);
  }
  return lines;
}

/** The e-mail's subject for what `form` holds now: the template with `{name}`. */
function subjectFor(form: HTMLFormElement, subject: string): string {
  const name = (form.elements.namedItem('name') as HTMLInputElement | null)?.value.trim() ?? '';
  return fillTemplate(subject, { name });
}

/** The whole e-mail link for what `form` holds now; `subject` is the template with `{name}`. */
export function requestEmailFor(form: HTMLFormElement, mailto: string, subject: string, attachPhotos?: string): string {
  return requestEmailHref(mailto, subjectFor(form, subject), requestLines(form, { attachPhotos }));
}

/**
 * A text message link (`sms` is the number's link, `sms:+12015550142`) whose body is `lines`, one
 * a line. `?&body=` is the form both iOS and Android open with the body filled in.
 */
const requestTextHref = (sms: string, lines: readonly string[]): string => `${sms}?&body=${encodeURIComponent(lines.join('\n'))}`;

/** `Text your request`: the e-mail's subject with the name, then the fields a text carries (fields.ts `texted`). */
export function requestTextFor(form: HTMLFormElement, sms: string, subject: string): string {
  return requestTextHref(sms, [subjectFor(form, subject), ...requestLines(form, { carried: (field) => field.texted === true })]);
}
