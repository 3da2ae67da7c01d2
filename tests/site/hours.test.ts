import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../../src/config/types.js';
import { openingHoursLines, visitTimes } from '../../src/site/hours.js';

// ICU puts thin and narrow no-break spaces around dashes and before AM; what matters here is the words.
const plain = (lines: ReturnType<typeof openingHoursLines>) =>
  lines.map((line) => [line.days, ...line.times].map((text) => text.replace(/\s+/g, ' ')).join(' | '));

const weekdays: OpeningHours = { days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], opens: '07:00', closes: '18:00' };
const saturday: OpeningHours = { days: ['Sat'], opens: '08:00', closes: '12:00' };

describe('openingHoursLines', () => {
  it('collapses consecutive days with the same hours into one line', () => {
    expect(plain(openingHoursLines([weekdays, saturday], 'en'))).toEqual(['Mon – Fri | 7:00 AM – 6:00 PM', 'Sat | 8:00 AM – 12:00 PM']);
  });

  it('gives minutes as two digits and keeps one day of its own as a single name', () => {
    expect(plain(openingHoursLines([{ days: ['Sun'], opens: '09:05', closes: '11:30' }], 'en'))).toEqual(['Sun | 9:05 – 11:30 AM']);
  });

  it('goes by the week, Monday first, whatever order site.yaml lists the days in', () => {
    const shuffled: OpeningHours = { days: ['Fri', 'Mon', 'Wed', 'Thu', 'Tue'], opens: '07:00', closes: '18:00' };
    expect(plain(openingHoursLines([saturday, shuffled], 'en'))).toEqual(['Mon – Fri | 7:00 AM – 6:00 PM', 'Sat | 8:00 AM – 12:00 PM']);
  });

  it('breaks a run at a closed day and at a day with other hours', () => {
    const lines = openingHoursLines(
      [
        { days: ['Mon', 'Tue', 'Thu', 'Fri'], opens: '07:00', closes: '18:00' },
        { days: ['Sat', 'Sun'], opens: '07:00', closes: '12:00' },
      ],
      'en',
    );
    expect(plain(lines)).toEqual(['Mon – Tue | 7:00 AM – 6:00 PM', 'Thu – Fri | 7:00 AM – 6:00 PM', 'Sat – Sun | 7:00 AM – 12:00 PM']);
  });

  it('shows a day closed for lunch with both of its intervals, in order, and joins days that share both', () => {
    const lines = openingHoursLines(
      [
        { days: ['Mon', 'Tue'], opens: '13:00', closes: '17:00' },
        { days: ['Mon', 'Tue', 'Wed'], opens: '08:00', closes: '12:00' },
      ],
      'en',
    );
    expect(plain(lines)).toEqual(['Mon – Tue | 8:00 AM – 12:00 PM | 1:00 – 5:00 PM', 'Wed | 8:00 AM – 12:00 PM']);
  });

  it("speaks the site's language: German day names and the 24-hour clock", () => {
    expect(plain(openingHoursLines([weekdays, saturday], 'de'))).toEqual(['Mo – Fr | 07:00–18:00 Uhr', 'Sa | 08:00–12:00 Uhr']);
  });

  it('gives nothing for no hours', () => {
    expect(openingHoursLines([], 'en')).toEqual([]);
  });
});

describe('visitTimes: the choices of the best time to visit after Any time', () => {
  const labels = { estimate: { timeWeekdayMornings: 'Weekday mornings', timeWeekdayAfternoons: 'Weekday afternoons', timeSaturdays: 'Saturdays' } };

  it('offers Saturdays only when the business opens on Saturdays', () => {
    expect(visitTimes({ business: { hours: [weekdays, saturday] }, labels })).toEqual(['Weekday mornings', 'Weekday afternoons', 'Saturdays']);
    expect(visitTimes({ business: { hours: [weekdays, { days: ['Sun'], opens: '09:00', closes: '12:00' }] }, labels })).toEqual(['Weekday mornings', 'Weekday afternoons']);
  });

  it('offers the weekdays to a business without hours', () => {
    expect(visitTimes({ business: {}, labels })).toEqual(['Weekday mornings', 'Weekday afternoons']);
  });
});
