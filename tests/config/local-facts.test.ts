import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../src/config/load.js';
import { problemsOfText, readFixture } from '../helpers/config.js';

const small = readFixture('small-site.yaml');

/** The small site with `business` lines added under `business:` and `top` lines at its end. */
function siteWith({ business = '', top = '' }: { business?: string; top?: string }): string {
  return small.replace('business:\n', `business:\n${business}`) + top;
}


describe('local business facts: each mistake is named with its line, column and key', () => {
  it.each([
    // what is wrong, the site, key path, the text the line and column point at, what the message says
    [
      'hours that overlap on a day',
      siteWith({ business: '  hours:\n    - { days: [Mon, Tue], opens: "07:00", closes: "12:00" }\n    - { days: [Sat, Tue], opens: "11:00", closes: "15:00" }\n' }),
      'business.hours[1]',
      '{ days: [Sat, Tue], opens: "11:00"',
      /hours that do not overlap, found Tue in both business\.hours\[0\] and business\.hours\[1\] at the same time/,
    ],
    [
      'two whole weeks that overlap, said once',
      siteWith({ business: '  hours:\n    - { days: [Mon, Tue, Wed, Thu, Fri], opens: "07:00", closes: "17:00" }\n    - { days: [Mon, Tue, Wed, Thu, Fri], opens: "08:00", closes: "18:00" }\n' }),
      'business.hours[1]',
      '{ days: [Mon, Tue, Wed, Thu, Fri], opens: "08:00"',
      /found Mon, Tue, Wed, Thu, Fri in both/,
    ],
    [
      'closing before opening',
      siteWith({ business: '  hours:\n    - { days: [Mon], opens: "18:00", closes: "07:00" }\n' }),
      'business.hours[0].closes',
      '"07:00" }',
      /closing time later than the opening time 18:00, found 07:00/,
    ],
    [
      'a time that does not exist',
      siteWith({ business: '  hours:\n    - { days: [Mon], opens: "07:00", closes: "25:00" }\n' }),
      'business.hours[0].closes',
      '"25:00"',
      /a time on the 24-hour clock, such as 07:00/,
    ],
    [
      'a day written another way',
      siteWith({ business: '  hours:\n    - { days: [Monday], opens: "07:00", closes: "17:00" }\n' }),
      'business.hours[0].days[0]',
      'Monday]',
      /Mon/,
    ],
    [
      'an offer that ends before it starts',
      siteWith({ top: 'offers:\n  - { text: Half off, starts: 2027-05-01, ends: 2027-04-01 }\n' }),
      'offers[0].ends',
      '2027-04-01 }',
      /end date on or after the start date 2027-05-01, found 2027-04-01/,
    ],
    [
      'a date that is not on the calendar',
      siteWith({ top: 'offers:\n  - { text: Half off, starts: 2027-02-30, ends: 2027-04-01 }\n' }),
      'offers[0].starts',
      '2027-02-30',
      /a date that exists on the calendar, found 2027-02-30/,
    ],
    [
      'a month and a day that do not exist, said once',
      siteWith({ top: 'offers:\n  - { text: Half off, starts: 2027-13-45, ends: 2027-04-01 }\n' }),
      'offers[0].starts',
      '2027-13-45',
      /^expected a date written year-month-day, such as 2027-03-01, found the text "2027-13-45"$/,
    ],
    [
      'an offer linking to a page the build does not make',
      siteWith({ top: 'offers:\n  - { text: Half off, starts: 2027-03-01, ends: 2027-04-01, link: /services/aeration/ }\n' }),
      'offers[0].link',
      '/services/aeration/',
      /a page of this site, such as \/services\/mowing\/, found "\/services\/aeration\/": no page is built there/,
    ],
    [
      "an offer linking to a town page of another state's form",
      siteWith({ top: 'offers:\n  - { text: Half off, starts: 2027-03-01, ends: 2027-04-01, link: /lawn-care-springfield-pa/ }\n' }),
      'offers[0].link',
      '/lawn-care-springfield-pa/',
      /no page is built there/,
    ],
    [
      'an offer linking to a plain http address',
      siteWith({ top: 'offers:\n  - { text: Half off, starts: 2027-03-01, ends: 2027-04-01, link: "http://example.com/sale" }\n' }),
      'offers[0].link',
      '"http://example.com/sale"',
      /use https:\/\//,
    ],
    [
      'a social profile without https',
      siteWith({ business: '  social: [facebook.com/testmowers]\n' }),
      'business.social[0]',
      'facebook.com/testmowers]',
      /the full https:\/\/ address of the page/,
    ],
    [
      'a state that is not a state',
      siteWith({}).replace('  url: https://test-mowers.example\n', '  url: https://test-mowers.example\n  state: New Jersey\n'),
      'site.state',
      'New Jersey',
      /NJ/,
    ],
    [
      'a rating above 5',
      siteWith({ top: 'reviews: { rating: 6, count: 10, url: https://g.page/r/x/review }\n' }),
      'reviews.rating',
      '6, count',
      /5/,
    ],
    [
      'a rating without its count',
      siteWith({ top: 'reviews: { rating: 4.8, url: https://g.page/r/x/review }\n' }),
      'reviews.rating',
      '4.8, url',
      /^expected `count` beside `rating`, found none: .*give both, or neither until you have reviews/,
    ],
  ])('%s', async (_what, text, keyPath, pointsAt, message) => {
    const problems = await problemsOfText(text);
    expect(problems.map((problem) => problem.keyPath)).toEqual([keyPath]);
    const [problem] = problems;
    expect(problem!.message).toMatch(message);
    expect(text.split('\n')[problem!.line - 1]!.slice(problem!.column - 1)).toMatch(new RegExp(`^${pointsAt.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`));
  });

  it('accepts links to the pages the build makes, in the configured state, with or without a #part', async () => {
    const text = siteWith({
      top: [
        'offers:',
        '  - { text: A, starts: 2027-03-01, ends: 2027-03-01, link: /lawn-care-ogdenville-pa/ }',
        '  - { text: B, starts: 2027-03-01, ends: 2027-04-01, link: "/services/mowing/#main" }',
        '  - { text: C, starts: 2027-03-01, ends: 2027-04-01, link: /estimate/ }',
        '  - { text: D, starts: 2027-03-01, ends: 2027-04-01, link: https://example.com/spring }',
        '',
      ].join('\n'),
    }).replace('  url: https://test-mowers.example\n', '  url: https://test-mowers.example\n  state: PA\n');
    const { config } = await parseSiteConfig(text, 'site.yaml');
    expect(config.offers?.map((offer) => offer.link)).toEqual(['/lawn-care-ogdenville-pa/', '/services/mowing/#main', '/estimate/', 'https://example.com/spring']);
  });

  it('names a wrong state once, not again in every offer link to a town page', async () => {
    const text = siteWith({ top: 'offers:\n  - { text: A, starts: 2027-03-01, ends: 2027-04-01, link: /lawn-care-springfield-nj/ }\n' }).replace(
      '  url: https://test-mowers.example\n',
      '  url: https://test-mowers.example\n  state: New Jersey\n',
    );
    expect((await problemsOfText(text)).map((problem) => problem.keyPath)).toEqual(['site.state']);
  });

  it('lets a day have two sets of hours that do not overlap', async () => {
    const text = siteWith({ business: '  hours:\n    - { days: [Mon], opens: "07:00", closes: "12:00" }\n    - { days: [Mon], opens: "12:00", closes: "17:00" }\n' });
    const { config } = await parseSiteConfig(text, 'site.yaml');
    expect(config.business.hours).toHaveLength(2);
  });

  it('reports every problem of the new keys at once', async () => {
    const text = siteWith({
      business: '  hours:\n    - { days: [Mon], opens: "18:00", closes: "07:00" }\n',
      top: 'offers:\n  - { text: Half off, starts: 2027-05-01, ends: 2027-04-01, link: /nowhere/ }\n',
    });
    expect((await problemsOfText(text)).map((problem) => problem.keyPath)).toEqual(['business.hours[0].closes', 'offers[0].ends', 'offers[0].link']);
  });
});

describe('a phone number without its area code', () => {
  it('is refused: phones cannot call it from the tap-to-call links, nor search engines match it', async () => {
    await expect(parseSiteConfig(small.replace('phone: "(201) 555-0199"', 'phone: "555-0199"'), 'site.yaml')).rejects.toThrow(
      /business\.phone {2}expected a US phone number of ten digits, with its area code, such as \(201\) 555-0142, found the text "555-0199"/,
    );
  });

  it('is taken with one', async () => {
    await expect(parseSiteConfig(small, 'site.yaml')).resolves.toBeDefined();
  });
});
