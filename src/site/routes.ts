import type { SiteConfig } from '../config/types.js';
import { pageKindNames, pageKinds, type Page } from '../../templates/kinds.js';
import { outputFileFor } from './urls.js';

export type { Page };

export interface Route {
  /** The URL path, in the site's one link form (`/services/irrigation/`). */
  path: string;
  /** Where the page is written, relative to the output folder. */
  file: string;
  page: Page;
  /** Listed in the sitemap and open to search engines. */
  indexable: boolean;
  /** The site.yaml key the page comes from, for error messages. */
  source: string;
}

/**
 * Every page of the site, kind by kind, in the order they are written. A pure function of the
 * config. Validation has already made slugs unique, so no two pages share a path.
 */
export function routeTable(config: SiteConfig): Route[] {
  return pageKindNames.flatMap((kind) =>
    pageKinds[kind].pages(config).map(({ path, data, source, indexable = true }) => ({
      path,
      file: outputFileFor(path),
      page: { kind, ...data } as Page,
      indexable,
      source,
    })),
  );
}
