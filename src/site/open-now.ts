// What the footer's "Open now" line needs, worked out at build time: the business's time zone,
// each opening of the week in minutes, and every sentence the line can say, its times and days
// already formatted for the site's language. The browser only decides which one holds now
// (src/client/inline/open-now.ts), reading this as data beside it (src/components/OpenNow.tsx).
import { businessTimeZone } from '../config/time-zones.js';
import type { OpeningHours, SiteConfig } from '../config/types.js';
import { WEEK } from '../config/week.js';
import { formatTimeOfDay, formatWeekday } from './hours.js';
import { localeOf } from './site.js';
import { fillTemplate } from './text.js';

export const MINUTES_PER_DAY = 24 * 60;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/**
 * One opening of the week, in minutes from Monday 00:00 in the business's time, and what the
 * line says while it is open, and before it while closed: when it opens later the same day, the
 * day after, or on a later day.
 */
export type Opening = [opens: number, closes: number, whileOpen: string, opensToday: string, opensTomorrow: string, opensLater: string];

export interface OpenNowData {
  /** The IANA time zone of the hours. */
  zone: string;
  /**
   * Every opening of the week, in order, then the week's first opening again a week later: so
   * after the last closing of the week there is always a next opening, ahead in minutes.
   */
  openings: Opening[];
  /** Said after each closed sentence: a request can be sent at any hour. */
  anyTime: string;
}

/**
 * The same, as the line's script reads it from the JSON beside it: a list rather than an object,
 * whose names every page would carry.
 */
export type OpenNowScriptData = [zone: OpenNowData['zone'], openings: Opening[], anyTime: OpenNowData['anyTime']];

export const openNowScriptData = ({ zone, openings, anyTime }: OpenNowData): OpenNowScriptData => [zone, openings, anyTime];

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The openings of the week from site.yaml's hours, in order. */
export function weeklyOpenings(hours: readonly OpeningHours[]): Array<{ day: number; opens: string; closes: string }> {
  return hours
    .flatMap((entry) => entry.days.map((day) => ({ day: WEEK.indexOf(day), opens: entry.opens, closes: entry.closes })))
    .sort((a, b) => a.day - b.day || minutesOf(a.opens) - minutesOf(b.opens));
}

/** A label with its values in place; a value that ends in its own period (`7:00 a.m.` in Spanish) also ends the sentence, not followed by a second one. */
function sentence(template: string, values: Readonly<Record<string, string>>): string {
  return fillTemplate(template.replace(/\{(\w+)\}\./g, (whole, name: string) => (values[name]?.endsWith('.') ? `{${name}}` : whole)), values);
}

/** Everything the footer's open-now line needs; undefined without hours (or without a known zone). */
export function openNowData(config: Pick<SiteConfig, 'business' | 'site' | 'labels'>): OpenNowData | undefined {
  const { hours } = config.business;
  const zone = businessTimeZone(config);
  if (!hours || !zone) return undefined;
  const language = localeOf(config);
  const labels = config.labels.footer;
  const openings = weeklyOpenings(hours).map(({ day, opens, closes }): Opening => {
    const opensAt = { time: formatTimeOfDay(opens, language), day: formatWeekday(day, language) };
    return [
      day * MINUTES_PER_DAY + minutesOf(opens),
      day * MINUTES_PER_DAY + minutesOf(closes),
      sentence(labels.openNow, { time: formatTimeOfDay(closes, language) }),
      sentence(labels.closedOpensToday, opensAt),
      sentence(labels.closedOpensTomorrow, opensAt),
      sentence(labels.closedOpensOn, opensAt),
    ];
  });
  const [first] = openings;
  if (!first) return undefined;
  const [opens, closes, ...texts] = first;
  return { zone, openings: [...openings, [opens + MINUTES_PER_WEEK, closes + MINUTES_PER_WEEK, ...texts]], anyTime: labels.requestAnyTime };
}

/** Everything the line can say, each closed sentence with the any-time one after it. */
export const openNowTexts = ({ openings, anyTime }: OpenNowData): string[] =>
  openings.flatMap(([, , whileOpen, ...closed]) => [whileOpen, ...closed.map((text) => `${text} ${anyTime}`)]);

/** The longest thing the line can say: the space the footer keeps for it, so a change never moves the page. */
export function longestOpenNowText(data: OpenNowData): string {
  const texts = openNowTexts(data);
  return texts.reduce((longest, text) => ([...text].length > [...longest].length ? text : longest), '');
}
