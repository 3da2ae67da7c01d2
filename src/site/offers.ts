import { formatKeyPath, type KeyPath } from '../config/key-path.js';
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
  /** Whether it shows on the build day; the banner's script decides again by the visitor's day. */
  showsOnBuildDay: boolean;
}

/** The day before `day`. */
function dayBefore(day: CalendarDay): CalendarDay {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export interface OffersOfBuild {
  /** Every offer that has not ended by the build day (running or still to come), in site.yaml's order. */
  inBuild: ScheduledOffer[];
  /** One per offer left out of the site because it has ended. */
  warnings: string[];
}

/**
 * Which offers a build made on `buildDay` publishes, which of them show that day, and which have
 * ended. An offer that ended the day before stays in, hidden: visitors west of the build machine
 * (a host building on UTC in the evening of New Jersey's last day) may still be on its last day.
 */
export function offersOfBuild(config: Pick<SiteConfig, 'offers'>, buildDay: CalendarDay): OffersOfBuild {
  const inBuild: ScheduledOffer[] = [];
  const warnings: string[] = [];
  const endedBefore = dayBefore(buildDay);
  (config.offers ?? []).forEach((offer, index) => {
    if (offer.ends < endedBefore) warnings.push(endedOfferWarning(offer, ['offers', index]));
    else inBuild.push({ offer, showsOnBuildDay: offerShowsOn(offer, buildDay) });
  });
  return { inBuild, warnings };
}

const endedOfferWarning = (offer: Offer, keyPath: KeyPath): string =>
  `${formatKeyPath(keyPath)} "${offer.text}" ended on ${offer.ends}, so it was left out of the site. ` +
  'Remove it from site.yaml, or change its `starts` and `ends` dates to run it again.';
