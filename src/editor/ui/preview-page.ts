import type { PreviewRoute } from '../protocol.js';

const isWithin = (keyPath: string, key: string) => keyPath === key || keyPath.startsWith(`${key}.`) || keyPath.startsWith(`${key}[`);

/**
 * The page where the field at `keyPath` shows: the page a key makes (a town's field → that town's
 * page), else the first page of the kind that shows the key (`hero.*` → /, `labels.estimate.*` →
 * /estimate/), as each kind of page says (`shows` in templates/). Texts on every page (the header,
 * the footer, the business) keep the page being looked at.
 */
export function previewPathFor(keyPath: string, routes: readonly PreviewRoute[], current: string): string {
  const mostSpecific = <T>(candidates: Array<[key: string, value: T]>): T | undefined =>
    candidates.filter(([key]) => isWithin(keyPath, key)).sort(([a], [b]) => b.length - a.length)[0]?.[1];
  return (
    mostSpecific(routes.map((route) => [route.source, route.path])) ??
    mostSpecific(routes.flatMap((route) => (route.shows ?? []).map((key): [string, string] => [key, route.path]))) ??
    current
  );
}
