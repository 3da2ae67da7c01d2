import { pageKinds } from '../../templates/kinds.js';
import { prerenderLayoutFragments } from '../components/PageLayout.js';
import { contentSecurityPolicy, type PolicyInputs } from '../site/security.js';
import type { ShareImage } from '../site/photos.js';
import type { Site } from '../site/site.js';
import type { SharedPageParts } from './render-page.js';
import { allStyleVariants, type Stylesheets } from './stylesheet.js';

export const FAVICON = 'favicon.svg';

/** What every page of one build shares, worked out once. */
export function sharedPageParts(
  site: Site,
  bundle: { bootScript: string },
  styles: Stylesheets,
  buildYear = new Date().getFullYear(),
  shareCards: ReadonlyMap<string, ShareImage> = new Map(),
): SharedPageParts {
  const { urls } = site;
  return {
    styles,
    bootScriptHref: urls.href(bundle.bootScript),
    faviconHref: urls.href(FAVICON),
    contentSecurityPolicy: contentSecurityPolicy(policyInputs(site, styles), 'meta'),
    fragments: prerenderLayoutFragments(site, buildYear),
    shareCards,
  };
}

/** What the Content-Security-Policy must allow: every kind's inline scripts and styles, by hash. */
export function policyInputs(site: Site, styles: Stylesheets): PolicyInputs {
  const { config } = site;
  return {
    endpoint: config.estimateForm.endpoint,
    analytics: Boolean(config.analytics),
    inlineScripts: Object.values(pageKinds).flatMap((kind) => kind.inlineScripts(site)),
    inlineStyles: allStyleVariants(styles),
  };
}
