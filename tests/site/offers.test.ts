import { afterEach, describe, expect, it } from 'vitest';
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
    expect(inBuild.map(({ offer, showsOnBuildDay }) => [offer.text, showsOnBuildDay])).toEqual([
      ['May mowing special: first cut free', true],
      ['Summer aeration 15% off', false],
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('offers[0] "Spring cleanup 10% off" ended on 2027-04-30');
    expect(warnings[0]).toMatch(/left out of the site/);
    expect(warnings[0]).toMatch(/Remove it from site\.yaml, or change its `starts` and `ends` dates/);
  });

  it('shows an offer on the day it ends, keeps it hidden the day after for visitors still on that day, and leaves it out the day after that', () => {
    expect(offersOfBuild({ offers: [may] }, '2027-05-31')).toEqual({ inBuild: [{ offer: may, showsOnBuildDay: true }], warnings: [] });
    expect(offersOfBuild({ offers: [may] }, '2027-06-01')).toEqual({ inBuild: [{ offer: may, showsOnBuildDay: false }], warnings: [] });
    const twoDaysAfter = offersOfBuild({ offers: [may] }, '2027-06-02');
    expect(twoDaysAfter.inBuild).toEqual([]);
    expect(twoDaysAfter.warnings).toEqual([expect.stringContaining('offers[0] "May mowing special: first cut free" ended on 2027-05-31')]);
  });

  it('counts back across a month and a year', () => {
    const newYear = { ...may, starts: '2027-12-01', ends: '2027-12-31' };
    expect(offersOfBuild({ offers: [newYear] }, '2028-01-01').inBuild).toHaveLength(1);
    expect(offersOfBuild({ offers: [newYear] }, '2028-01-02').inBuild).toHaveLength(0);
    const leap = { ...may, starts: '2028-02-01', ends: '2028-02-28' };
    expect(offersOfBuild({ offers: [leap] }, '2028-03-01').inBuild).toHaveLength(0);
    expect(offersOfBuild({ offers: [leap] }, '2028-02-29').inBuild).toHaveLength(1);
  });

  it('publishes an offer that starts the day after the build, hidden until then', () => {
    expect(offersOfBuild({ offers: [may] }, '2027-04-30').inBuild).toEqual([{ offer: may, showsOnBuildDay: false }]);
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
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each([
    ['America/New_York', '2027-04-30'],
    ['UTC', '2027-05-01'],
    ['Pacific/Kiritimati', '2027-05-01'],
    ['Pacific/Pago_Pago', '2027-04-30'],
  ])('is the day on the clock of a machine in %s', (timeZone, day) => {
    process.env.TZ = timeZone;
    expect(localDay(new Date('2027-05-01T01:00:00Z'))).toBe(day);
  });
});
