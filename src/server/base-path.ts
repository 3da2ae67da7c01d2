import { SiteUrls } from '../site/urls.js';
import type { SiteFiles } from './site-files.js';

/**
 * The folder a built site is published under, read from its home page's canonical link, so a
 * site for `https://you.github.io/repo/` is served at `/repo/` as it will be. Undefined when the
 * build has no home page.
 */
export async function basePathOf(files: SiteFiles): Promise<string | undefined> {
  if ((await files.kind('index.html')) !== 'file') return undefined;
  const home = (await files.read('index.html')).toString('utf8');
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
  return canonical ? new SiteUrls(canonical).basePath : '/';
}
