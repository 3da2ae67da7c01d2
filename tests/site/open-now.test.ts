import { runInNewContext } from 'node:vm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OpenNow } from '../../src/components/OpenNow.js';
import { longestOpenNowText, openNowData, type OpenNowData } from '../../src/site/open-now.js';
import { fixtureConfig } from '../helpers/config.js';
import { parseHtml } from '../helpers/html.js';
import { testInlineScripts } from '../helpers/render.js';

/** The Pennsylvania company: Mon–Fri 7:30 AM – 5:00 PM, Sat 8:00 AM – 1:00 PM, in America/New_York. */
const pa = openNowData(await fixtureConfig('pennsylvania.yaml'))!;
const ANY_TIME = 'You can send us a request any time.';

/**
 * Runs the footer's inline script as a browser would at the instant `now` (an ISO time), on the
 * line as the footer renders it, with the page's clock, timers and events stood in for. Returns
 * what the line says, and a way to let the page stay open until its timer fires (as a browser's
 * clock would carry it there).
 */
function openPageAt(now: string, data: OpenNowData = pa) {
  let clock = Date.parse(now);
  const page = parseHtml(renderToStaticMarkup(createElement(OpenNow, { data, script: testInlineScripts.openNow })));
  const box = page.querySelector<HTMLElement>('p.open-now')!;
  const script = box.querySelector('script:not([type])')!;
  const line = box.querySelector('span:not([aria-hidden])')!;
  expect(box.hidden, 'hidden until the script runs: without scripts the hours stand alone').toBe(true);
  const timers: Array<{ at: number; run: () => void }> = [];
  const listeners: Array<() => void> = [];
  const context = {
    document: { currentScript: script },
    Date: { now: () => clock },
    setTimeout: (run: () => void, ms: number) => timers.push({ at: clock + ms, run }) - 1,
    clearTimeout: (id: number | undefined) => {
      if (id !== undefined && timers[id]) timers[id] = { at: Infinity, run: () => {} };
    },
    addEventListener: (type: string, listener: () => void) => type === 'visibilitychange' && listeners.push(listener),
  };
  runInNewContext(script.textContent!, context);
  expect(box.hidden, 'the line is shown once the script has run').toBe(false);
  const pending = () => timers.filter((timer) => timer.at !== Infinity);
  return {
    says: () => line.textContent,
    /** When the one pending timer fires, as an ISO time. */
    nextCheck: () => {
      expect(pending()).toHaveLength(1);
      return new Date(pending()[0]!.at).toISOString();
    },
    /** The page stays open until its timer fires. */
    waitForNextCheck() {
      const [timer] = pending();
      clock = timer!.at;
      timer!.run();
    },
    /** The visitor comes back to the tab at `later` (its timers may have been held back). */
    comeBackAt(later: string) {
      clock = Date.parse(later);
      for (const listener of listeners) listener();
    },
  };
}

describe('the footer’s open-now line', () => {
  it('says open, and when it closes, on a weekday morning; it changes at closing time to when it opens next', () => {
    const page = openPageAt('2027-03-10T14:00:00Z'); // Wednesday 9:00 AM in New York (EST)
    expect(page.says()).toBe('Open now · closes at 5:00 PM');
    expect(page.nextCheck()).toBe('2027-03-10T22:00:00.099Z'); // 5:00 PM EST
    page.waitForNextCheck();
    expect(page.says()).toBe(`Closed now · opens tomorrow at 7:30 AM. ${ANY_TIME}`);
    expect(page.nextCheck()).toBe('2027-03-11T05:00:00.099Z'); // midnight: tomorrow becomes today
    page.waitForNextCheck();
    expect(page.says()).toBe(`Closed now · opens today at 7:30 AM. ${ANY_TIME}`);
    expect(page.nextCheck()).toBe('2027-03-11T12:30:00.099Z');
    page.waitForNextCheck();
    expect(page.says()).toBe('Open now · closes at 5:00 PM');
  });

  it('says it opens today before the first opening of a weekday', () => {
    expect(openPageAt('2027-03-10T10:15:00Z').says()).toBe(`Closed now · opens today at 7:30 AM. ${ANY_TIME}`); // 5:15 AM
  });

  it('says it opens tomorrow on a Sunday, and names the day on Saturday afternoon', () => {
    expect(openPageAt('2027-03-07T17:00:00Z').says()).toBe(`Closed now · opens tomorrow at 7:30 AM. ${ANY_TIME}`); // Sunday noon
    const saturday = openPageAt('2027-03-06T19:00:00Z'); // Saturday 2:00 PM
    expect(saturday.says()).toBe(`Closed now · opens Monday at 7:30 AM. ${ANY_TIME}`);
    // At midnight "Monday" becomes "tomorrow", and then "today".
    expect(saturday.nextCheck()).toBe('2027-03-07T05:00:00.099Z');
    saturday.waitForNextCheck();
    expect(saturday.says()).toBe(`Closed now · opens tomorrow at 7:30 AM. ${ANY_TIME}`);
    expect(saturday.nextCheck()).toBe('2027-03-08T05:00:00.099Z');
    saturday.waitForNextCheck();
    expect(saturday.says()).toBe(`Closed now · opens today at 7:30 AM. ${ANY_TIME}`);
    expect(saturday.nextCheck()).toBe('2027-03-08T12:30:00.099Z');
  });

  it('uses the business’s wall clock, not the visitor’s: Saturday in Tokyo is still Friday evening in New York', () => {
    expect(openPageAt('2027-03-13T01:00:00Z').says()).toBe(`Closed now · opens tomorrow at 8:00 AM. ${ANY_TIME}`); // Fri 8:00 PM EST
  });

  it('opens on time on the Monday after the clocks spring forward (2027-03-14), the page open since Saturday', () => {
    const page = openPageAt('2027-03-13T19:00:00Z'); // Saturday 2:00 PM EST
    expect(page.says()).toBe(`Closed now · opens Monday at 7:30 AM. ${ANY_TIME}`);
    expect(page.nextCheck()).toBe('2027-03-14T05:00:00.099Z'); // Sunday midnight, still EST
    page.waitForNextCheck();
    expect(page.nextCheck()).toBe('2027-03-15T04:00:00.099Z'); // Monday midnight, EDT: 23 hours later
    page.waitForNextCheck();
    expect(page.says()).toBe(`Closed now · opens today at 7:30 AM. ${ANY_TIME}`);
    // Monday 7:30 AM is EDT (UTC−4): 11:30Z.
    expect(page.nextCheck()).toBe('2027-03-15T11:30:00.099Z');
    page.waitForNextCheck();
    expect(page.says()).toBe('Open now · closes at 5:00 PM');
  });

  it('opens on time on the Monday after the clocks fall back (2027-11-07), the page open since Saturday', () => {
    const page = openPageAt('2027-11-06T18:00:00Z'); // Saturday 2:00 PM EDT
    expect(page.says()).toBe(`Closed now · opens Monday at 7:30 AM. ${ANY_TIME}`);
    expect(page.nextCheck()).toBe('2027-11-07T04:00:00.099Z'); // Sunday midnight, still EDT
    page.waitForNextCheck();
    expect(page.nextCheck()).toBe('2027-11-08T05:00:00.099Z'); // Monday midnight, EST: 25 hours later
    page.waitForNextCheck();
    expect(page.nextCheck()).toBe('2027-11-08T12:30:00.099Z'); // 7:30 AM EST
    page.waitForNextCheck();
    expect(page.says()).toBe('Open now · closes at 5:00 PM');
  });

  it.each([
    ['1:30 AM EST, before the clocks spring forward', '2027-03-14T06:30:00Z'],
    ['3:30 AM EDT, after', '2027-03-14T07:30:00Z'],
    ['1:30 AM EDT, before the clocks fall back', '2027-11-07T05:30:00Z'],
    ['1:30 AM EST, the hour again', '2027-11-07T06:30:00Z'],
  ])('says it opens tomorrow during the night the clocks change (%s), and today from midnight', (_when, now) => {
    const page = openPageAt(now);
    expect(page.says()).toBe(`Closed now · opens tomorrow at 7:30 AM. ${ANY_TIME}`);
    expect(page.nextCheck()).toBe(now.startsWith('2027-03') ? '2027-03-15T04:00:00.099Z' : '2027-11-08T05:00:00.099Z');
    page.waitForNextCheck();
    expect(page.says()).toBe(`Closed now · opens today at 7:30 AM. ${ANY_TIME}`);
    expect(page.nextCheck()).toBe(now.startsWith('2027-03') ? '2027-03-15T11:30:00.099Z' : '2027-11-08T12:30:00.099Z');
  });

  it('checks again when the visitor comes back to the page after its timer was held back', () => {
    const page = openPageAt('2027-03-10T14:00:00Z');
    page.comeBackAt('2027-03-11T02:00:00Z'); // 9:00 PM: the 5:00 PM timer never ran (a sleeping laptop)
    expect(page.says()).toBe(`Closed now · opens tomorrow at 7:30 AM. ${ANY_TIME}`);
    expect(page.nextCheck()).toBe('2027-03-11T05:00:00.099Z'); // one timer, at midnight: the old one was cleared
  });

  it('opens the same weekday a week later when that is the only day, and waits out a lunch break', async () => {
    const config = await fixtureConfig('pennsylvania.yaml', (data) => {
      data.business.hours = [
        { days: ['Mon'], opens: '08:00', closes: '12:00' },
        { days: ['Mon'], opens: '13:00', closes: '17:00' },
      ];
    });
    const mondays = openNowData(config)!;
    const lunch = openPageAt('2027-03-08T17:30:00Z', mondays); // Monday 12:30 PM
    expect(lunch.says()).toBe(`Closed now · opens today at 1:00 PM. ${ANY_TIME}`);
    expect(lunch.nextCheck()).toBe('2027-03-08T18:00:00.099Z');
    expect(lunch.nextCheck()).toBe('2027-03-08T18:00:00.099Z');
    lunch.waitForNextCheck();
    expect(lunch.says()).toBe('Open now · closes at 5:00 PM');
    lunch.waitForNextCheck();
    expect(lunch.says()).toBe(`Closed now · opens Monday at 8:00 AM. ${ANY_TIME}`);
    for (let night = 0; night < 7; night++) lunch.waitForNextCheck(); // midnights: Tuesday to Monday
    expect(lunch.says()).toBe(`Closed now · opens today at 8:00 AM. ${ANY_TIME}`);
    expect(lunch.nextCheck()).toBe('2027-03-15T12:00:00.099Z'); // next Monday, 8:00 AM EDT
  });

  it('never waits less than a minute when the next opening falls in the hour the clocks skip', async () => {
    const config = await fixtureConfig('pennsylvania.yaml', (data) => (data.business.hours = [{ days: ['Sun'], opens: '02:30', closes: '05:00' }]));
    const page = openPageAt('2027-03-14T06:45:00Z', openNowData(config)!); // 1:45 AM EST; 2:30 AM never comes that night
    expect(page.says()).toBe(`Closed now · opens today at 2:30 AM. ${ANY_TIME}`);
    const checks = [Date.parse('2027-03-14T06:45:00Z')];
    while (page.says().startsWith('Closed') && checks.length < 30) {
      checks.push(Date.parse(page.nextCheck()));
      page.waitForNextCheck();
    }
    // Open from 3:00 AM EDT (07:00Z), when the clocks jump past 2:30, checking once a minute until then.
    expect(page.says()).toBe('Open now · closes at 5:00 AM');
    expect(new Date(checks.at(-1)!).toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(checks.slice(1).map((at, i) => at - checks[i]!)).toEqual(Array(15).fill(60_000));
  });

  it('keeps the space of its longest sentence, in the language of the site', async () => {
    expect(longestOpenNowText(pa)).toBe(`Closed now · opens Wednesday at 7:30 AM. ${ANY_TIME}`);
    const german = openNowData(await fixtureConfig('pennsylvania.yaml', (data) => (data.site.language = 'de')))!;
    expect(german.openings[0]!.slice(2)).toEqual(['Open now · closes at 17:00', 'Closed now · opens today at 7:30.', 'Closed now · opens tomorrow at 7:30.', 'Closed now · opens Montag at 7:30.']);
  });

  it('has no line break in its script, which an HTML parser could change and so break its CSP hash', () => {
    expect(testInlineScripts.openNow).not.toMatch(/[\r\n\u2028\u2029]/);
  });

  it('is not there without hours', async () => {
    expect(openNowData(await fixtureConfig('small-site.yaml'))).toBeUndefined();
  });
});
