import { prerenderLayoutFragments } from '../components/PageLayout.js';
import { notFoundHeadingScript } from '../site/not-found-script.js';
import { contentSecurityPolicy, type PolicyInputs } from '../site/security.js';
import type { Site } from '../site/site.js';
import { fillTemplate } from '../site/text.js';
import type { SharedPageParts } from './render-page.js';

export const FAVICON = 'favicon.svg';

/** What every page of one build shares, worked out once (and again, identically, in each render worker). */
export function sharedPageParts(site: Site, bundle: { bootScript: string }, css: string, buildYear = new Date().getFullYear()): SharedPageParts {
  const { config, urls } = site;
  const serviceNotFound = config.labels.service.notFound;
  const title = fillTemplate(config.labels.seo.notFoundTitle, { heading: serviceNotFound, business: config.business.name });
  const notFoundScript = notFoundHeadingScript(urls.href('/services/'), serviceNotFound, title);
  return {
    css,
    bootScriptHref: urls.href(bundle.bootScript),
    faviconHref: urls.href(FAVICON),
    contentSecurityPolicy: contentSecurityPolicy(policyInputs(site, { css, notFoundScript }), 'meta'),
    notFoundScript,
    fragments: prerenderLayoutFragments(site, buildYear),
  };
}

export function policyInputs(site: Site, { css, notFoundScript }: { css: string; notFoundScript: string }): PolicyInputs {
  const { config } = site;
  return { endpoint: config.estimateForm.endpoint, analytics: Boolean(config.analytics), inlineScripts: [notFoundScript], inlineStyles: [css] };
}
