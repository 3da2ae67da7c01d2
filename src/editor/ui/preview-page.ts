import type { PreviewRoute } from '../protocol.js';

/** Fixed texts shown on one kind of page: `labels.estimate.*` is seen on /estimate/. */
const LABEL_PAGES: Record<string, (routes: readonly PreviewRoute[]) => PreviewRoute | undefined> = {
  home: (routes) => routes.find((route) => route.path === '/'),
  estimate: (routes) => routes.find((route) => route.source === 'estimateForm'),
  service: (routes) => routes.find((route) => route.source.startsWith('services[')),
  town: (routes) => routes.find((route) => route.source.startsWith('towns[')),
  projects: (routes) => routes.find((route) => route.source === 'projects'),
};

/**
 * The page where the field at `keyPath` shows: a town's field → that town's page, a service's
 * field → that service's page, `labels.estimate.*` → /estimate/, the home page's sections → /.
 * Texts on every page (the header, the footer, the business) keep the page being looked at.
 */
export function previewPathFor(keyPath: string, routes: readonly PreviewRoute[], current: string): string {
  const own = routes
    .filter((route) => keyPath === route.source || keyPath.startsWith(`${route.source}.`) || keyPath.startsWith(`${route.source}[`))
    .sort((a, b) => b.source.length - a.source.length)[0];
  if (own) return own.path;
  const labels = /^labels\.([a-zA-Z]+)/.exec(keyPath);
  if (labels) return LABEL_PAGES[labels[1]!]?.(routes)?.path ?? current;
  const onEveryPage = /^(business|site|labels|analytics|offers)\b/.test(keyPath);
  if (onEveryPage) return current;
  if (/^(hero|whyChooseUs|trustBadges|testimonials|reviews|faq)\b/.test(keyPath)) return '/';
  return current;
}
