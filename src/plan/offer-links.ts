import { quoted, shownText } from '../config/shown-text.js';
import type { SiteConfig } from '../config/types.js';
import type { ProblemAtKey } from '../config/problem.js';
import type { Route } from './routes.js';

/** An offer's link to a page of this site must lead to a page the build makes (addresses elsewhere are checked with site.yaml). */
export function offerLinkProblems(config: SiteConfig, routes: readonly Route[]): ProblemAtKey[] {
  const paths = new Set(routes.filter((route) => route.indexable).map((route) => route.path));
  const example = routes.find((route) => route.page.kind === 'service')?.path ?? '/estimate/';
  const problems: ProblemAtKey[] = [];
  (config.offers ?? []).forEach((offer, index) => {
    const link = offer.link;
    if (!link?.startsWith('/') || paths.has(link.replace(/#.*$/, ''))) return;
    problems.push({
      keyPath: ['offers', index, 'link'],
      message: `expected the address of a page of this site, such as ${shownText(example)}, found ${quoted(link)}: no page is built there`,
    });
  });
  return problems;
}
