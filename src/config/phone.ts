/**
 * `(201) 555-0142` → `+12015550142` (E.164), for tel: links and search engines. Ten-digit numbers
 * are North American, as are eleven digits starting with 1; a number written with + stays as written.
 */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (/^\d{10}$/.test(digits)) return `+1${digits}`;
  if (/^1\d{10}$/.test(digits)) return `+${digits}`;
  return digits;
}
