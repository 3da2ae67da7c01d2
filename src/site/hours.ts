// Opening hours in the visitor's words: every day name, time and range separator comes from Intl
// in the site's language, so no word or punctuation of the output is written here.
import type { EstimateLabels, OpeningHours } from '../config/types.js';
import { WEEK } from '../config/week.js';

/** One line of the hours: a day or a run of days, and the times they share ("Mon – Fri", ["7:00 AM – 6:00 PM"]). */
export interface HoursLine {
  days: string;
  times: string[];
}

interface Interval {
  opens: string;
  closes: string;
}

/**
 * Consecutive days with the same hours collapse into one line; days not listed are closed and
 * left out. A day may have several intervals (closed for lunch), shown in order.
 */
export function openingHoursLines(hours: readonly OpeningHours[], language: string): HoursLine[] {
  const format = formattersFor(language);
  const lines: HoursLine[] = [];
  let run: { first: number; last: number; intervals: Interval[]; key: string } | undefined;
  const close = () => {
    if (!run) return;
    lines.push({
      days: run.first === run.last ? format.day.format(dayDate(run.first)) : format.day.formatRange(dayDate(run.first), dayDate(run.last)),
      times: run.intervals.map((interval) => format.time.formatRange(timeDate(interval.opens), timeDate(interval.closes))),
    });
    run = undefined;
  };
  WEEK.forEach((day, index) => {
    const intervals = hours
      .filter((entry) => entry.days.includes(day))
      .map(({ opens, closes }) => ({ opens, closes }))
      .sort((a, b) => a.opens.localeCompare(b.opens));
    const key = intervals.map((interval) => `${interval.opens}-${interval.closes}`).join(',');
    if (run && key === run.key) {
      run.last = index;
      return;
    }
    close();
    if (intervals.length > 0) run = { first: index, last: index, intervals, key };
  });
  close();
  return lines;
}

// 1 January 2024 was a Monday. Everything is formatted in UTC, so the build machine's zone cannot shift a day.
const dayDate = (index: number): Date => new Date(Date.UTC(2024, 0, 1 + index, 12));

/** "07:30" (24-hour clock, as the schema requires) on that Monday. */
function timeDate(time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(2024, 0, 1, hours, minutes));
}

/** "6:00 PM" for "18:00", as the hours show it, in `language`. */
export const formatTimeOfDay = (time: string, language: string): string => formattersFor(language).time.format(timeDate(time));

/** "Monday" for 0 (site.yaml's week starts on Monday), in `language`. */
export const formatWeekday = (index: number, language: string): string => formattersFor(language).weekday.format(dayDate(index));

const formatters = new Map<string, { day: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(language: string) {
  let found = formatters.get(language);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }),
      weekday: new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }),
      time: new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
    };
    formatters.set(language, found);
  }
  return found;
}

/**
 * The estimate form's choices of `Best time to visit` after its first, `Any time`: weekday mornings
 * and afternoons, and Saturdays when the business opens on Saturdays.
 */
export function visitTimes(config: { business: { hours?: readonly OpeningHours[] }; labels: { estimate: Pick<EstimateLabels, 'timeWeekdayMornings' | 'timeWeekdayAfternoons' | 'timeSaturdays'> } }): string[] {
  const labels = config.labels.estimate;
  const saturdays = (config.business.hours ?? []).some((entry) => entry.days.includes('Sat'));
  return [labels.timeWeekdayMornings, labels.timeWeekdayAfternoons, ...(saturdays ? [labels.timeSaturdays] : [])];
}
