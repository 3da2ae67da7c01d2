import type { Offer, SiteConfig } from '../config/types.js';

/** A calendar day as site.yaml writes it, `YYYY-MM-DD`; such days compare correctly as text. */
export type CalendarDay = string;

/** The day `moment` falls on by the clock of the machine it runs on, as `YYYY-MM-DD`. */
export function localDay(moment: Date): CalendarDay {
  const twoDigits = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}`;
}

export const yearOf = (day: CalendarDay): number => Number(day.slice(0, 4));

/** From `starts` to `ends`, both days included. */
export const offerShowsOn = (offer: Offer, day: CalendarDay): boolean => offer.starts <= day && day <= offer.ends;

/** An offer that goes into the build. */
export interface ScheduledOffer {
  offer: Offer;
  /** Its place in site.yaml, `offers[N]`. */
  keyPath: string;
  /** Whether it shows on the build day; the banner's script decides again by the visitor's day. */
  showsOnBuildDay: boolean;
}

export interface OffersOfBuild {
  /** Every offer that has not ended by the build day (running or still to come), in site.yaml's order. */
  inBuild: ScheduledOffer[];
  /** One per offer that ended before the build day: it is left out of the site. */
  warnings: string[];
}

/** Which offers a build made on `buildDay` publishes, which of them show that day, and which have ended. */
export function offersOfBuild(config: Pick<SiteConfig, 'offers'>, buildDay: CalendarDay): OffersOfBuild {
  const inBuild: ScheduledOffer[] = [];
  const warnings: string[] = [];
  (config.offers ?? []).forEach((offer, index) => {
    const keyPath = `offers[${index}]`;
    if (offer.ends < buildDay) warnings.push(endedOfferWarning(offer, keyPath));
    else inBuild.push({ offer, keyPath, showsOnBuildDay: offerShowsOn(offer, buildDay) });
  });
  return { inBuild, warnings };
}

const endedOfferWarning = (offer: Offer, keyPath: string): string =>
  `${keyPath} "${offer.text}" ended on ${offer.ends}, so it was left out of the site. ` +
  'Remove it from site.yaml, or change its `starts` and `ends` dates to run it again.';
