// The footer's "Open now / Closed now" line: says whether the business is open now, in its own
// time zone wherever the visitor is, and sets a timer for the next opening or closing (or
// midnight, while closed), corrected when the clocks change in between, so a page left open
// stays right. Inline, right after the line and its data (src/components/OpenNow.tsx): it runs
// as the footer is parsed, before anything below it is on the page, into a box its sizer keeps
// as tall as the longest sentence, so nothing moves or flashes.
import type { OpenNowScriptData } from '../../site/open-now.js';

const MINUTE_MS = 60_000;
const DAY = 24 * 60; // in minutes, as the openings are
const WEEK = 7 * DAY;
const HALF_WEEK = WEEK / 2;

// The data sits just before this script, the line's empty box just before the data.
const data = document.currentScript!.previousSibling!;
const line = data.previousSibling as HTMLElement;
const [zone, openings, anyTime] = JSON.parse(data.textContent!) as OpenNowScriptData;

// Read in English whatever the page's language: only its numbers and weekday names are used.
const wallClock = Intl.DateTimeFormat('en', { timeZone: zone, hourCycle: 'h23', weekday: 'short', hour: 'numeric', minute: 'numeric' });

/**
 * Minutes since Monday 00:00 on the business's wall clock at `time`: weekday, hour and minute
 * from Intl in its zone, seconds from the time itself (zones differ by whole minutes).
 */
const weekMinutes = (time: number): number => {
  const [weekday, hour, minute] = wallClock.format(time).split(/\W+/);
  return ('MonTueWedThuFriSatSun'.indexOf(weekday!) / 3) * DAY + +hour! * 60 + +minute! + (time % MINUTE_MS) / MINUTE_MS;
};

let timer: ReturnType<typeof setTimeout> | undefined;

const update = (): void => {
  const now = Date.now();
  const minutes = weekMinutes(now);
  // The first opening that has not closed: the list ends with next week's first, so there always is one.
  const opening = openings.find(([, closes]) => minutes < closes)!;
  const open = opening[0] <= minutes;
  // The next time the line changes: the closing while open, else the opening...
  let next = opening[open ? 1 : 0];
  const daysAhead = Math.min(2, Math.floor(((minutes % DAY) + next - minutes) / DAY)); // today, tomorrow or later
  line.textContent = open ? opening[2] : `${opening[3 + daysAhead]} ${anyTime}`;
  // ...or midnight, when today becomes tomorrow.
  if (!open) next = Math.min(next, minutes - (minutes % DAY) + DAY);
  // Its real time, then moved by what the wall clock shows then: the change of clocks in between.
  // (The difference is brought within half a week either way; `next` may be in next week.)
  let at = now + (next - minutes) * MINUTE_MS;
  at -= (((weekMinutes(at) - next + 2 * WEEK + HALF_WEEK) % WEEK) - HALF_WEEK) * MINUTE_MS;
  clearTimeout(timer);
  // An opening in the hour the clocks skip never comes on the wall clock: then a check a minute on.
  timer = setTimeout(update, at - now < 1000 ? MINUTE_MS : at - now + 99);
};

update();
(line.parentNode as HTMLElement).hidden = false;
// A sleeping computer holds timers back: a page coming back into view checks again.
addEventListener('visibilitychange', update);
