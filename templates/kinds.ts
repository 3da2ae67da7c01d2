import type { DataOf, PageKind } from '../src/site/page-kind.js';
import { estimatePage } from './estimate.js';
import { homePage } from './home.js';
import { notFoundPage } from './not-found.js';
import { pricesPage } from './prices.js';
import { projectsPage } from './projects.js';
import { reviewPage } from './review.js';
import { servicePage } from './service.js';
import { servicesPage } from './services.js';
import { townPage } from './town.js';

/**
 * Every kind of page, in the order its pages are written and listed in the sitemap. The build,
 * the sitemap, the Content-Security-Policy, the bench and the tests all go through this list.
 */
export const pageKinds = {
  home: homePage,
  services: servicesPage,
  service: servicePage,
  town: townPage,
  projects: projectsPage,
  prices: pricesPage,
  estimate: estimatePage,
  review: reviewPage,
  notFound: notFoundPage,
} satisfies Record<string, PageKind<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each kind has its own data

export type PageKindName = keyof typeof pageKinds;

/** One page: its kind's name and the data its kind makes it from. */
export type Page = { [Name in PageKindName]: { kind: Name } & DataOf<(typeof pageKinds)[Name]> }[PageKindName];

export const pageKindNames = Object.keys(pageKinds) as PageKindName[];

/** A kind's module, for code that handles pages of every kind alike. */
export const pageKindOf = (page: Page): PageKind<Page> => pageKinds[page.kind] as unknown as PageKind<Page>;
