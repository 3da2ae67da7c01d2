import type { ScheduledOffer } from '../site/offers.js';
import type { Site } from '../site/site.js';

/**
 * Shows each offer only from its first to its last day by the visitor's calendar, and the banner
 * only while one shows. It runs as soon as the banner is parsed, before the first paint, so the
 * page never shifts; without JavaScript the build day's decision stands. Written small by hand:
 * every page carries it, and its hash is in the Content-Security-Policy. The visitor's day is the
 * ISO (UTC) text of the time moved by the time-zone offset; with no banner it does nothing.
 */
export const OFFER_BANNER_SCRIPT =
  '{let b=document.querySelector("[data-offer-banner]"),d=new Date,t=new Date(d-d.getTimezoneOffset()*6e4).toISOString().slice(0,10),s=0;' +
  'if(b){for(let o of b.querySelectorAll("[data-starts]")){let h=t<o.dataset.starts||t>o.dataset.ends;o.hidden=h;s|=!h}b.hidden=!s}}';

/** The inline scripts the banner brings: none when the build has no offers. */
export const offerBannerScripts = (offers: readonly ScheduledOffer[]): string[] => (offers.length ? [OFFER_BANNER_SCRIPT] : []);

export interface OfferBannerProps {
  /** The landmark's name for screen readers (`labels.offers.region`). */
  label: string;
  offers: Array<{ text: string; href?: string; starts: string; ends: string; showsOnBuildDay: boolean }>;
}

/** What the banner shows, with links worked out: a site path gets the site's folder, a web address stays as it is. */
export function offerBannerProps(site: Site, offers: readonly ScheduledOffer[]): OfferBannerProps | undefined {
  if (!offers.length) return undefined;
  return {
    label: site.config.labels.offers.region,
    offers: offers.map(({ offer, showsOnBuildDay }) => ({
      text: offer.text,
      href: offer.link && (offer.link.startsWith('/') ? site.urls.href(offer.link) : offer.link),
      starts: offer.starts,
      ends: offer.ends,
      showsOnBuildDay,
    })),
  };
}

/** The band at the top of every page with the offers of the build, each hidden outside its days. */
export function OfferBanner({ label, offers }: OfferBannerProps) {
  return (
    <>
      <section className="offer-banner" aria-label={label} data-offer-banner="" hidden={!offers.some((offer) => offer.showsOnBuildDay)}>
        <ul className="container">
          {offers.map((offer, index) => (
            <li key={index} data-starts={offer.starts} data-ends={offer.ends} hidden={!offer.showsOnBuildDay}>
              {offer.href ? <a href={offer.href}>{offer.text}</a> : offer.text}
            </li>
          ))}
        </ul>
      </section>
      <script dangerouslySetInnerHTML={{ __html: OFFER_BANNER_SCRIPT }} />
    </>
  );
}
