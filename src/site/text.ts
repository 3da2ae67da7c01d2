/** Fills `{name}` placeholders in a site.yaml text; unknown placeholders stay as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

const listFormats = new Map<string, Intl.ListFormat>();

/** "A, B, and C" in the site's language, so no joining word is hard-coded. */
export function formatList(language: string, items: readonly string[]): string {
  let format = listFormats.get(language);
  if (!format) listFormats.set(language, (format = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' })));
  return format.format(items);
}
