// The estimate request as an e-mail the visitor sends themselves, when the form service could not
// be reached: nothing they typed is lost. Used by the dialog (in the islands' code, loaded when the
// dialog is wanted); the /estimate/ page's inline script does the same (templates/estimate.tsx).

/** A field the visitor filled in: its label as the form shows it, and what they typed. */
export type FilledField = readonly [label: string, value: string];

/**
 * A `mailto:` link (`mailto` is the address part, `mailto:office@…`) whose subject and body carry
 * the request: one `Label: value` line per field, lines ended with CRLF as e-mail wants (a note's
 * own line breaks kept), everything percent-encoded so no character can end a part early.
 */
export function requestEmailHref(mailto: string, subject: string, fields: readonly FilledField[]): string {
  const body = fields.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, '\r\n')}`).join('\r\n');
  return `${mailto}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Every field of `form` the visitor filled in, in the form's order, labelled as on screen; the robots' honeypot (`_gotcha`) is never one. */
export function filledFields(form: HTMLFormElement): FilledField[] {
  const fields: FilledField[] = [];
  for (const element of Array.from(form.elements) as Field[]) {
    const value = typeof element.value === 'string' ? element.value.trim() : '';
    const label = element.labels?.[0]?.textContent;
    if (element.name && !element.name.startsWith('_') && value && label) fields.push([label, value]);
  }
  return fields;
}
