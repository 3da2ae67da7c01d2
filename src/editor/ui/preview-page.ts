import type { PreviewRoute } from '../protocol.js';

const isWithin = (keyPath: string, key: string) => keyPath === key || keyPath.startsWith(`${key}.`) || keyPath.startsWith(`${key}[`);

/** `translations.es.hero.headline` → `es`; undefined for the site's own texts. */
const translationCode = (keyPath: string): string | undefined => /^translations\.([^.[\]]+)/.exec(keyPath)?.[1];

/**
 * The page where the field at `keyPath` shows: the page a key makes (a town's field → that town's
 * page), else the first page of the kind that shows the key (`hero.*` → /, `labels.estimate.*` →
 * /estimate/), as each kind of page says (`shows` in templates/). Texts on every page (the header,
 * the footer, the business) keep the page being looked at; a label's in the label's language: a
 * Spanish footer label shows the Spanish page of the page being looked at (`/es/services/`), an
 * English one the English page. A translation's field is found by its keys under `translations.{code}`.
 */
export function previewPathFor(keyPath: string, routes: readonly PreviewRoute[], current: string): string {
  const mostSpecific = <T>(candidates: Array<[key: string, value: T]>): T | undefined =>
    candidates.filter(([key]) => isWithin(keyPath, key)).sort(([a], [b]) => b.length - a.length)[0]?.[1];
  return (
    mostSpecific(routes.map((route) => [route.source, route.path])) ??
    mostSpecific(routes.flatMap((route) => (route.shows ?? []).map((key): [string, string] => [key, route.path]))) ??
    inLanguageOf(keyPath, routes, current)
  );
}

/** The page `current`, in the language of the field at `keyPath`: every language has the same pages, under `/{code}/` for a translation. */
function inLanguageOf(keyPath: string, routes: readonly PreviewRoute[], current: string): string {
  const codes = new Set(routes.map((route) => translationCode(route.source)).filter((code) => code !== undefined));
  if (!codes.size) return current;
  const shownIn = [...codes].find((code) => current.startsWith(`/${code}/`));
  const wanted = translationCode(keyPath);
  // The business's name, phone or hours are the same in every language: the page stays as it is.
  if (shownIn === wanted || (!wanted && !keyPath.startsWith('labels.'))) return current;
  const own = shownIn ? current.slice(shownIn.length + 1) : current;
  return wanted && codes.has(wanted) ? `/${wanted}${own}` : own;
}
