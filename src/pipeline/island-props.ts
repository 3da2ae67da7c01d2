import { islandProps } from '../page-frame/PageLayout.js';
import { contentHash } from '../cache/cache.js';
import type { Site } from '../site/site.js';

/**
 * The file of a site's island props (see IslandPropsOfSite), named by its content so it is cached
 * for a year like every other file under assets/.
 */
export function islandPropsFile(site: Site): { path: string; contents: string } {
  const contents = JSON.stringify(islandProps(site));
  return { path: `assets/islands/props-${contentHash(contents).slice(0, 8)}.json`, contents };
}
