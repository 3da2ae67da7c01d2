import { pageKinds } from '../../templates/kinds.js';
import { offerBannerScripts } from '../components/OfferBanner.js';
import { prerenderLayoutFragments } from '../components/PageLayout.js';
import { localDay, offersOfBuild, yearOf, type CalendarDay, type ScheduledOffer } from '../site/offers.js';
import { contentSecurityPolicy, type PolicyInputs } from '../site/security.js';
import type { ShareImage } from '../site/photos.js';
import type { Site } from '../site/site.js';
import type { SharedPageParts } from './render-page.js';
import { allStyleVariants, type Stylesheets } from './stylesheet.js';

export const FAVICON = 'favicon.svg';

/**
 * What every page of one build shares, worked out once. `buildDay` is the build's one "now":
 * the copyright year and the offers that are published and shown both follow it.
 */
export function sharedPageParts(
  site: Site,
  bundle: { bootScript: string },
  styles: Stylesheets,
  buildDay: CalendarDay = localDay(new Date()),
  shareCards: ReadonlyMap<string, ShareImage> = new Map(),
  offers: readonly ScheduledOffer[] = offersOfBuild(site.config, buildDay).inBuild,
): SharedPageParts {
  const { urls } = site;
  return {
    styles,
    bootScriptHref: urls.href(bundle.bootScript),
    faviconHref: urls.href(FAVICON),
    contentSecurityPolicy: contentSecurityPolicy(policyInputs(site, styles, offers), 'meta'),
    fragments: prerenderLayoutFragments(site, yearOf(buildDay), offers),
    shareCards,
  };
}

/**
 * What the Content-Security-Policy must allow: the offer banner's script when the build has
 * offers (it is on every page), every kind's inline scripts, and the inline styles, by hash.
 */
export function policyInputs(site: Site, styles: Stylesheets, offers: readonly ScheduledOffer[]): PolicyInputs {
  const { config } = site;
  return {
    endpoint: config.estimateForm.endpoint,
    analytics: Boolean(config.analytics),
    inlineScripts: [...offerBannerScripts(offers), ...Object.values(pageKinds).flatMap((kind) => kind.inlineScripts(site))],
    inlineStyles: allStyleVariants(styles),
  };
}
