import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../src/config/load.js';
import { businessTimeZone, isKnownTimeZone, SEVERAL_TIME_ZONES, STATE_TIME_ZONES } from '../../src/config/time-zones.js';
import { problemsOfText, readFixture } from '../helpers/config.js';

const small = readFixture('small-site.yaml');
const HOURS = '  hours:\n    - { days: [Mon, Tue, Wed, Thu, Fri], opens: "07:00", closes: "17:00" }\n';

/** The small site in `state`, with hours unless told otherwise, and `timeZone` when given. */
function siteIn(state: string, { hours = true, timeZone }: { hours?: boolean; timeZone?: string } = {}): string {
  const site = `  url: https://test-mowers.example\n  state: ${state}\n${timeZone ? `  timeZone: ${timeZone}\n` : ''}`;
  return small.replace('  url: https://test-mowers.example\n', site).replace('business:\n', `business:\n${hours ? HOURS : ''}`);
}

const schemaStates = (JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as { properties: { site: { properties: { state: { enum: string[] } } } } }).properties.site.properties.state.enum;

describe('the time zone of the hours', () => {
  it('is the state’s own where the state keeps one clock', async () => {
    const { config } = await parseSiteConfig(siteIn('NJ'), 'site.yaml');
    expect(businessTimeZone(config)).toBe('America/New_York');
    expect(businessTimeZone((await parseSiteConfig(siteIn('CA'), 'site.yaml')).config)).toBe('America/Los_Angeles');
  });

  it('is site.timeZone when it is set', async () => {
    const { config } = await parseSiteConfig(siteIn('TX', { timeZone: 'America/Denver' }), 'site.yaml');
    expect(businessTimeZone(config)).toBe('America/Denver');
  });

  it('must be set, at the line and column of the state, when a state with several zones gives hours', async () => {
    const text = siteIn('TX');
    const problems = await problemsOfText(text);
    expect(problems.map((problem) => problem.keyPath)).toEqual(['site.timeZone']);
    const [problem] = problems;
    expect(text.split('\n')[problem!.line - 1]!.slice(problem!.column - 1)).toBe('TX');
    expect(problem!.message).toBe(
      'expected `timeZone` beside `state: TX`, found nothing: Texas has more than one time zone, and the footer says whether you are open right now by your hours; ' +
        'add `timeZone: America/Chicago` (most of Texas) or `timeZone: America/Denver` (El Paso and Hudspeth counties)',
    );
  });

  it('need not be set in such a state without hours', async () => {
    const { config } = await parseSiteConfig(siteIn('FL', { hours: false }), 'site.yaml');
    expect(businessTimeZone(config)).toBeUndefined();
  });

  it('is refused at its line and column when no time zone has that name, with the nearest one', async () => {
    const text = siteIn('NJ', { timeZone: 'America/NewYork' });
    const problems = await problemsOfText(text);
    const line = text.split('\n').indexOf('  timeZone: America/NewYork') + 1;
    expect(problems).toEqual([
      { line, column: 13, keyPath: 'site.timeZone', message: 'expected a time zone name such as America/New_York or America/Chicago, found the text "America/NewYork": did you mean America/New_York?' },
    ]);
  });

  it('is known for every state and territory, or asked for', () => {
    for (const state of schemaStates) {
      const one = state in STATE_TIME_ZONES;
      const several = state in SEVERAL_TIME_ZONES;
      expect(one !== several, state).toBe(true);
    }
    expect(Object.keys(SEVERAL_TIME_ZONES).sort()).toEqual(['AK', 'AZ', 'FL', 'ID', 'IN', 'KS', 'KY', 'MI', 'ND', 'NE', 'NV', 'OR', 'SD', 'TN', 'TX']);
    const zones = [...Object.values(STATE_TIME_ZONES), ...Object.values(SEVERAL_TIME_ZONES).flatMap((choices) => choices!.map(([zone]) => zone))];
    expect(zones.filter((zone) => !isKnownTimeZone(zone!))).toEqual([]);
  });
});
