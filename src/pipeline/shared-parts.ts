import { pageKindNames, pageKinds, type PageKindName } from '../../templates/kinds.js';
import { offerBannerScripts } from '../components/OfferBanner.js';
import { openNowScripts } from '../components/OpenNow.js';
import { prerenderLayoutFragments } from '../page-frame/PageLayout.js';
import { yearOf, type ScheduledOffer } from '../site/offers.js';
import type { SitePlan } from '../plan/plan.js';
import { contentSecurityPolicy, type PolicyInputs } from '../site/security.js';
import type { ShareImage } from '../site/photos.js';
import type { Site } from '../site/site.js';
import type { InlineScripts } from '../site/inline-scripts.js';
import type { ClientBundle } from './client-bundle.js';
import type { SharedPageParts } from './render-page.js';
import { islandPropsFile } from './island-props.js';
import { shellsFit } from './page-shell.js';
import { stylesFor, type Stylesheets } from './stylesheet.js';

export const FAVICON = 'favicon.svg';

/**
 * What every page of one build shares, worked out once. The plan's day is the build's one "now":
 * the copyright year and the offers that are published and shown both follow it. `site` is the
 * plan's site with its photos made.
 */
export function sharedPageParts(
  plan: Pick<SitePlan, 'today' | 'offers'>,
  site: Site,
  bundle: Pick<ClientBundle, 'bootScript' | 'pageScripts' | 'inlineScripts'>,
  styles: Stylesheets,
  shareCards: ReadonlyMap<string, ShareImage> = new Map(),
): SharedPageParts {
  const { urls } = site;
  const { inlineScripts } = bundle;
  const policies = new Map<PageKindName, string>();
  return {
    styles,
    inlineScripts,
    bootScriptHref: urls.asset(bundle.bootScript),
    pageScriptHref: (kindName) => {
      const script = pageKinds[kindName].script;
      return script && urls.asset(bundle.pageScripts[script]);
    },
    faviconHref: urls.asset(FAVICON),
    islandPropsHref: urls.asset(islandPropsFile(site).path),
    contentSecurityPolicy: (kindName) => {
      if (!policies.has(kindName)) policies.set(kindName, contentSecurityPolicy(pagePolicyInputs(site, plan.offers, kindName, styles, inlineScripts), 'meta'));
      return policies.get(kindName)!;
    },
    fragments: prerenderLayoutFragments(site, yearOf(plan.today), plan.offers, inlineScripts),
    shareCards,
    shells: new Map(),
    shellsFit: shellsFit(site.config),
  };
}

/**
 * What one kind's pages in one language need the Content-Security-Policy of their <meta> to allow,
 * by hash: the offer banner's script when the build has offers and the open-now line's when the
 * site has hours (both on every page), the kind's own inline scripts, and its one stylesheet.
 * Naming only these keeps the policy, which every page carries, short.
 */
function pagePolicyInputs(site: Site, offers: readonly ScheduledOffer[], kindName: PageKindName, styles: Stylesheets, scripts: InlineScripts): PolicyInputs {
  const kind = pageKinds[kindName];
  return {
    endpoint: site.config.estimateForm.endpoint,
    analytics: Boolean(site.config.analytics),
    inlineScripts: [...new Set([...offerBannerScripts(offers, scripts), ...openNowScripts(site, scripts), ...kind.inlineScripts(scripts)])],
    inlineStyles: [stylesFor(kindName, kind, styles)],
  };
}

/**
 * What the host's Content-Security-Policy header must allow: what every kind's pages allow, in
 * every language the site has (a host's headers file gives one policy for the whole site).
 */
export function policyInputs(languages: ReadonlyArray<{ site: Site; offers: readonly ScheduledOffer[] }>, styles: Stylesheets, scripts: InlineScripts): PolicyInputs {
  const pages = languages.flatMap(({ site, offers }) => pageKindNames.map((kindName) => pagePolicyInputs(site, offers, kindName, styles, scripts)));
  return {
    ...pages[0]!,
    inlineScripts: [...new Set(pages.flatMap((page) => page.inlineScripts))],
    inlineStyles: [...new Set(pages.flatMap((page) => page.inlineStyles))],
  };
}
