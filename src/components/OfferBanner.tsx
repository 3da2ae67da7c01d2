import type { InlineScripts } from '../site/inline-scripts.js';
import type { ScheduledOffer } from '../site/offers.js';
import type { Site } from '../site/site.js';
import { editMark, type EditMark } from '../site/edit-marks.js';

/** The inline scripts the banner brings: none when the build has no offers. */
export const offerBannerScripts = (offers: readonly ScheduledOffer[], scripts: InlineScripts): string[] => (offers.length ? [scripts.offerBanner] : []);

export interface OfferBannerProps {
  /** The landmark's name for screen readers (`labels.offers.region`). */
  label: string;
  offers: Array<{ text: string; href?: string; starts: string; ends: string; showsOnBuildDay: boolean; mark?: EditMark }>;
  /** Shows the offers of the visitor's day (src/client/inline/offer-banner.ts). */
  script: string;
}

/** What the banner shows, with links worked out: a site path gets the site's folder, a web address stays as it is. */
export function offerBannerProps(site: Site, offers: readonly ScheduledOffer[], scripts: InlineScripts): OfferBannerProps | undefined {
  if (!offers.length) return undefined;
  return {
    script: scripts.offerBanner,
    label: site.config.labels.offers.region,
    offers: offers.map(({ offer, showsOnBuildDay }) => ({
      text: offer.text,
      href: offer.link && (offer.link.startsWith('/') ? site.urls.href(offer.link) : offer.link),
      starts: offer.starts,
      ends: offer.ends,
      showsOnBuildDay,
      mark: editMark(offer),
    })),
  };
}

/**
 * The band at the top of every page with the offers of the build, each hidden outside its days by
 * the build's day, then by the visitor's as soon as it is parsed: its script follows it.
 */
export function OfferBanner({ label, offers, script }: OfferBannerProps) {
  return (
    <>
      <section className="offer-banner" aria-label={label} data-offer-banner="" hidden={!offers.some((offer) => offer.showsOnBuildDay)}>
        <ul className="container">
          {offers.map((offer, index) => (
            <li key={index} data-starts={offer.starts} data-ends={offer.ends} hidden={!offer.showsOnBuildDay} {...offer.mark}>
              {offer.href ? <a href={offer.href}>{offer.text}</a> : offer.text}
            </li>
          ))}
        </ul>
      </section>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
