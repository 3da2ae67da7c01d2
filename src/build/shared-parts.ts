import { pageKinds } from '../../templates/kinds.js';
import { offerBannerScripts } from '../components/OfferBanner.js';
import { openNowScripts } from '../components/OpenNow.js';
import { prerenderLayoutFragments } from '../components/PageLayout.js';
import { yearOf, type ScheduledOffer } from '../site/offers.js';
import type { SitePlan } from '../site/plan.js';
import { contentSecurityPolicy, type PolicyInputs } from '../site/security.js';
import type { ShareImage } from '../site/photos.js';
import type { Site } from '../site/site.js';
import type { SharedPageParts } from './render-page.js';
import { islandPropsFile } from './island-props.js';
import { shellsFit } from './page-shell.js';
import { allStyleVariants, type Stylesheets } from './stylesheet.js';

export const FAVICON = 'favicon.svg';

/**
 * What every page of one build shares, worked out once. The plan's day is the build's one "now":
 * the copyright year and the offers that are published and shown both follow it. `site` is the
 * plan's site with its photos made.
 */
export function sharedPageParts(
  plan: Pick<SitePlan, 'today' | 'offers'>,
  site: Site,
  bundle: { bootScript: string },
  styles: Stylesheets,
  shareCards: ReadonlyMap<string, ShareImage> = new Map(),
): SharedPageParts {
  const { urls } = site;
  return {
    styles,
    bootScriptHref: urls.asset(bundle.bootScript),
    faviconHref: urls.asset(FAVICON),
    islandPropsHref: urls.asset(islandPropsFile(site).path),
    contentSecurityPolicy: contentSecurityPolicy(policyInputs(site, styles, plan.offers), 'meta'),
    fragments: prerenderLayoutFragments(site, yearOf(plan.today), plan.offers),
    shareCards,
    shells: new Map(),
    shellsFit: shellsFit(site.config),
  };
}

/**
 * What the Content-Security-Policy must allow: the offer banner's script when the build has
 * offers and the footer's open-now script when the site has hours (both are on every page),
 * every kind's inline scripts, and the inline styles, by hash.
 */
export function policyInputs(site: Site, styles: Stylesheets, offers: readonly ScheduledOffer[]): PolicyInputs {
  const { config } = site;
  return {
    endpoint: config.estimateForm.endpoint,
    analytics: Boolean(config.analytics),
    inlineScripts: [...offerBannerScripts(offers), ...openNowScripts(site), ...Object.values(pageKinds).flatMap((kind) => kind.inlineScripts(site))],
    inlineStyles: allStyleVariants(styles),
  };
}
