import { describe, expect, it } from 'vitest';
import type { Offer } from '../../src/config/types.js';
import { localDay, offersOfBuild, offerShowsOn } from '../../src/site/offers.js';

const spring: Offer = { text: 'Spring cleanup 10% off', starts: '2027-03-01', ends: '2027-04-30', link: '/services/leaf-removal/' };
const may: Offer = { text: 'May mowing special: first cut free', starts: '2027-05-01', ends: '2027-05-31' };
const summer: Offer = { text: 'Summer aeration 15% off', starts: '2027-06-01', ends: '2027-06-30' };

describe('offerShowsOn', () => {
  it.each([
    ['the day before it starts', '2027-04-30', false],
    ['the day it starts', '2027-05-01', true],
    ['a day in between', '2027-05-15', true],
    ['the day it ends', '2027-05-31', true],
    ['the day after it ends', '2027-06-01', false],
    ['the same day a year later', '2028-05-15', false],
  ])('%s (%s): %s', (_when, day, shows) => expect(offerShowsOn(may, day)).toBe(shows));

  it('shows a one-day offer on that day only', () => {
    const oneDay = { ...may, starts: '2027-05-10', ends: '2027-05-10' };
    expect(['2027-05-09', '2027-05-10', '2027-05-11'].map((day) => offerShowsOn(oneDay, day))).toEqual([false, true, false]);
  });
});

describe('offersOfBuild', () => {
  it('publishes running and coming offers in site.yaml order, shows only the running one, and warns about the ended one', () => {
    const { inBuild, warnings } = offersOfBuild({ offers: [spring, may, summer] }, '2027-05-10');
    expect(inBuild.map(({ offer, keyPath, showsOnBuildDay }) => [offer.text, keyPath, showsOnBuildDay])).toEqual([
      ['May mowing special: first cut free', 'offers[1]', true],
      ['Summer aeration 15% off', 'offers[2]', false],
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('offers[0] "Spring cleanup 10% off" ended on 2027-04-30');
    expect(warnings[0]).toMatch(/left out of the site/);
    expect(warnings[0]).toMatch(/Remove it from site\.yaml, or change its `starts` and `ends` dates/);
  });

  it('keeps an offer on the day it ends, and leaves it out the day after', () => {
    expect(offersOfBuild({ offers: [may] }, '2027-05-31')).toEqual({ inBuild: [{ offer: may, keyPath: 'offers[0]', showsOnBuildDay: true }], warnings: [] });
    const dayAfter = offersOfBuild({ offers: [may] }, '2027-06-01');
    expect(dayAfter.inBuild).toEqual([]);
    expect(dayAfter.warnings).toEqual([expect.stringContaining('offers[0] "May mowing special: first cut free" ended on 2027-05-31')]);
  });

  it('publishes an offer that starts the day after the build, hidden until then', () => {
    expect(offersOfBuild({ offers: [may] }, '2027-04-30').inBuild).toEqual([{ offer: may, keyPath: 'offers[0]', showsOnBuildDay: false }]);
  });

  it('names every ended offer, each in a warning of its own', () => {
    const { inBuild, warnings } = offersOfBuild({ offers: [spring, may] }, '2027-07-01');
    expect(inBuild).toEqual([]);
    expect(warnings.map((warning) => warning.split(' ended')[0])).toEqual(['offers[0] "Spring cleanup 10% off"', 'offers[1] "May mowing special: first cut free"']);
  });

  it('has nothing to publish or say for a site without offers', () => {
    expect(offersOfBuild({}, '2027-05-10')).toEqual({ inBuild: [], warnings: [] });
    expect(offersOfBuild({ offers: [] }, '2027-05-10')).toEqual({ inBuild: [], warnings: [] });
  });
});

describe('localDay', () => {
  it('is the calendar day of the local clock, with two-digit month and day', () => {
    expect(localDay(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
    expect(localDay(new Date(2027, 11, 31, 0, 0))).toBe('2027-12-31');
  });
});
