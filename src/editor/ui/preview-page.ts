import { startsWithPath, type KeyPath } from '../../config/key-path.js';
import type { PreviewRoute } from '../protocol.js';

/** `translations.es.hero.headline` → `es`; undefined for the site's own texts. */
const translationCode = (path: KeyPath): string | undefined => (path[0] === 'translations' && typeof path[1] === 'string' ? path[1] : undefined);

/**
 * The page where the field at `path` shows: the page a key makes (a town's field → that town's
 * page), else the first page of the kind that shows the key (`hero.*` → /, `labels.estimate.*` →
 * /estimate/), as each kind of page says (`shows` in templates/). Texts on every page (the header,
 * the footer, the business) keep the page being looked at; a label's in the label's language: a
 * Spanish footer label shows the Spanish page of the page being looked at (`/es/services/`), an
 * English one the English page. A translation's field is found by its keys under `translations.{code}`.
 */
export function previewPathFor(path: KeyPath, routes: readonly PreviewRoute[], current: string): string {
  const mostSpecific = <T>(candidates: Array<[key: KeyPath, value: T]>): T | undefined =>
    candidates.filter(([key]) => startsWithPath(path, key)).sort(([a], [b]) => b.length - a.length)[0]?.[1];
  return (
    mostSpecific(routes.flatMap((route): Array<[KeyPath, string]> => (route.source ? [[route.source, route.path]] : []))) ??
    mostSpecific(routes.flatMap((route) => (route.shows ?? []).map((key): [KeyPath, string] => [key, route.path]))) ??
    inLanguageOf(path, routes, current)
  );
}

/** The page `current`, in the language of the field at `path`: every language has the same pages, under `/{code}/` for a translation. */
function inLanguageOf(path: KeyPath, routes: readonly PreviewRoute[], current: string): string {
  const keys = routes.flatMap((route) => [route.source ?? [], ...(route.shows ?? [])]);
  const codes = new Set(keys.map(translationCode).filter((code) => code !== undefined));
  if (!codes.size) return current;
  const shownIn = [...codes].find((code) => current.startsWith(`/${code}/`));
  const wanted = translationCode(path);
  // The business's name, phone or hours are the same in every language: the page stays as it is.
  if (shownIn === wanted || (!wanted && !(path[0] === 'labels' && path.length > 1))) return current;
  const own = shownIn ? current.slice(shownIn.length + 1) : current;
  return wanted && codes.has(wanted) ? `/${wanted}${own}` : own;
}
