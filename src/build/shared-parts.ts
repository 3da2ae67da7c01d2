import { prerenderLayoutFragments } from '../components/PageLayout.js';
import { notFoundHeadingScript } from '../site/not-found-script.js';
import { contentSecurityPolicy, type PolicyInputs } from '../site/security.js';
import type { Site } from '../site/site.js';
import { fillTemplate } from '../site/text.js';
import type { SharedPageParts } from './render-page.js';
import { allStyleVariants, type Stylesheets } from './stylesheet.js';

export const FAVICON = 'favicon.svg';

/** What every page of one build shares, worked out once (and again, identically, in each render worker). */
export function sharedPageParts(site: Site, bundle: { bootScript: string }, styles: Stylesheets, buildYear = new Date().getFullYear()): SharedPageParts {
  const { config, urls } = site;
  const serviceNotFound = config.labels.service.notFound;
  const title = fillTemplate(config.labels.seo.notFoundTitle, { heading: serviceNotFound, business: config.business.name });
  const notFoundScript = notFoundHeadingScript(urls.href('/services/'), serviceNotFound, title);
  return {
    styles,
    bootScriptHref: urls.href(bundle.bootScript),
    faviconHref: urls.href(FAVICON),
    contentSecurityPolicy: contentSecurityPolicy(policyInputs(site, { styles, notFoundScript }), 'meta'),
    notFoundScript,
    fragments: prerenderLayoutFragments(site, buildYear),
  };
}

export function policyInputs(site: Site, { styles, notFoundScript }: { styles: Stylesheets; notFoundScript: string }): PolicyInputs {
  const { config } = site;
  return { endpoint: config.estimateForm.endpoint, analytics: Boolean(config.analytics), inlineScripts: [notFoundScript], inlineStyles: allStyleVariants(styles) };
}
