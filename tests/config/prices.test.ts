import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { parseSiteConfig } from '../../src/config/load.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { problemsOfText, readFixture } from '../helpers/config.js';
import { makeTempDir, snapshotTree } from '../helpers/files.js';

const small = readFixture('small-site.yaml');

const PRICING = [
  'pricing:',
  '  note: Prices are for a typical lawn.',
  '  lotSizes:',
  '    - { id: small, label: "Up to 5,000 sq ft", hint: a townhouse }',
  '    - { id: medium, label: "5,000 – 10,000 sq ft" }',
  '',
].join('\n');

/** The small site with `prices` lines under its first service (Mowing) and `pricing` lines at its end. */
function siteWith({ prices = '', pricing = PRICING }: { prices?: string; pricing?: string }): string {
  const points = '    points: [Front Yards, Back Yards, Edging, Blowing]\n';
  return small.replace(points, `${points}${prices}`) + pricing;
}

/** `prices:` of the first service with these range lines (each `{ lotSize: …, from: …, to: … }`). */
const pricesWith = (ranges: string[], per = 'visit') => `    prices:\n      per: ${per}\n      ranges:\n${ranges.map((range) => `        - ${range}\n`).join('')}`;

describe('prices: each mistake is named with its line, column and key', () => {
  it.each([
    // what is wrong, the site, key path, the text the line and column point at, what the message says
    [
      'a lot size pricing does not list',
      siteWith({ prices: pricesWith(['{ lotSize: small, from: 35, to: 45 }', '{ lotSize: huge, from: 60, to: 85 }']) }),
      'services[0].prices.ranges[1].lotSize',
      'huge, from',
      /^expected the id of a lot size listed under `pricing.lotSizes` \(small, medium\), found "huge"$/,
    ],
    [
      'a lot size named twice in one service',
      siteWith({ prices: pricesWith(['{ lotSize: small, from: 35, to: 45 }', '{ lotSize: medium, from: 45, to: 60 }', '{ lotSize: small, from: 40, to: 50 }']) }),
      'services[0].prices.ranges[2].lotSize',
      'small, from: 40',
      /each lot size once in a service's prices, found "small" in both services\[0\]\.prices\.ranges\[0\] and services\[0\]\.prices\.ranges\[2\]/,
    ],
    [
      '`from` above `to`',
      siteWith({ prices: pricesWith(['{ lotSize: small, from: 45, to: 35 }']) }),
      'services[0].prices.ranges[0].to',
      '35 }',
      /^expected `to` to be at least `from` \(45\), found 35: write the lower amount in `from` and the higher in `to`$/,
    ],
    [
      'a negative amount',
      siteWith({ prices: pricesWith(['{ lotSize: small, from: -5, to: 35 }']) }),
      'services[0].prices.ranges[0].from',
      '-5, to',
      /^expected a whole number from 0 to 100,000, found the number -5$/,
    ],
    [
      'an amount with cents',
      siteWith({ prices: pricesWith(['{ lotSize: small, from: 35, to: 45.5 }']) }),
      'services[0].prices.ranges[0].to',
      '45.5 }',
      /^expected a whole number, found the number 45.5: for example `to: 45`$/,
    ],
    [
      'an amount written with its $ sign',
      siteWith({ prices: pricesWith(['{ lotSize: small, from: $35, to: 45 }']) }),
      'services[0].prices.ranges[0].from',
      '$35, to',
      /^expected a whole number, found the text "\$35": for example `from: 35`$/,
    ],
    [
      'prices without pricing',
      siteWith({ prices: pricesWith(['{ lotSize: small, from: 35, to: 45 }']), pricing: '' }),
      'services[0].prices',
      'per: visit',
      /^expected `pricing` at the top of the file for these prices, found none: add a `pricing:` section/,
    ],
    [
      'an unknown per',
      siteWith({ prices: pricesWith(['{ lotSize: small, from: 35, to: 45 }'], 'week') }),
      'services[0].prices.per',
      'week',
      /^expected one of visit \| month \| season \| year \| job, found the text "week"$/,
    ],
    [
      'a lot size id listed twice',
      siteWith({ pricing: PRICING.replace('{ id: medium', '{ id: small') }),
      'pricing.lotSizes[1].id',
      'small, label: "5,000',
      /^expected each lot size id once, found "small" in both pricing\.lotSizes\[0\] and pricing\.lotSizes\[1\]: give each lot size an id of its own$/,
    ],
    [
      'a lot size id with capitals',
      siteWith({ pricing: PRICING.replace('{ id: medium', '{ id: Medium') }),
      'pricing.lotSizes[1].id',
      'Medium, label',
      /^expected lower-case letters, digits and single hyphens only, such as small or half-acre, found the text "Medium"$/,
    ],
    [
      'pricing without its note',
      siteWith({ pricing: PRICING.replace('  note: Prices are for a typical lawn.\n', '') }),
      'pricing.note',
      'lotSizes:',
      /^expected `note` in pricing, found nothing: add `note: Prices are for a typical property; we confirm yours after a free visit.`/,
    ],
  ])('%s', async (_what, text, keyPath, pointsAt, message) => {
    const problems = await problemsOfText(text);
    expect(problems.map((problem) => problem.keyPath)).toEqual([keyPath]);
    const [problem] = problems;
    expect(problem!.message).toMatch(message);
    expect(text.split('\n')[problem!.line - 1]!.slice(problem!.column - 1)).toMatch(new RegExp(`^${pointsAt.replace(/[.*+?^${}()|[\]\\/$]/g, '\\$&')}`));
  });

  it('reports every problem of the prices at once', async () => {
    const text = siteWith({
      prices: pricesWith(['{ lotSize: huge, from: 35, to: 45 }', '{ lotSize: small, from: 60, to: 50 }', '{ lotSize: small, from: 1.5, to: 50 }'], 'week'),
    });
    expect((await problemsOfText(text)).map((problem) => problem.keyPath).sort()).toEqual(
      [
        'services[0].prices.per',
        'services[0].prices.ranges[0].lotSize',
        'services[0].prices.ranges[1].to',
        'services[0].prices.ranges[2].from',
        'services[0].prices.ranges[2].lotSize',
      ].sort(),
    );
  });

  it('does not call every range unknown when pricing itself is broken', async () => {
    const text = siteWith({ prices: pricesWith(['{ lotSize: small, from: 35, to: 45 }']), pricing: 'pricing: Prices are for a typical lawn.\n' });
    expect((await problemsOfText(text)).map((problem) => problem.keyPath)).toEqual(['pricing']);
  });

  it('accepts a lot size in several services, one amount for both ends, zero, and lot sizes a service leaves out', async () => {
    const text = siteWith({ prices: pricesWith(['{ lotSize: medium, from: 0, to: 0 }', '{ lotSize: small, from: 40, to: 40 }']) }).replace(
      '    points: [Driveways, Walkways]\n',
      `    points: [Driveways, Walkways]\n${pricesWith(['{ lotSize: small, from: 300, to: 450 }'], 'season')}`,
    );
    const { config } = await parseSiteConfig(text, 'site.yaml');
    expect(config.services.map((service) => service.prices?.ranges.map((range) => range.lotSize))).toEqual([['medium', 'small'], ['small']]);
    expect(config.pricing?.lotSizes.map((lotSize) => lotSize.hint)).toEqual(['a townhouse', undefined]);
  });

  it('accepts pricing with no priced service yet', async () => {
    const { config } = await parseSiteConfig(siteWith({}), 'site.yaml');
    expect(config.pricing?.note).toBe('Prices are for a typical lawn.');
  });

  it('stops the build and leaves the last output byte for byte as it was', async () => {
    const dir = makeTempDir();
    const [good, bad, out] = [join(dir, 'good.yaml'), join(dir, 'bad.yaml'), join(dir, 'dist')];
    writeFileSync(good, siteWith({ prices: pricesWith(['{ lotSize: small, from: 35, to: 45 }']) }));
    writeFileSync(bad, siteWith({ prices: pricesWith(['{ lotSize: small, from: 45, to: 35 }']) }));
    await buildSite({ configFile: good, outDir: out, reporter: silentReporter });
    const before = snapshotTree(out);
    await expect(buildSite({ configFile: bad, outDir: out, reporter: silentReporter })).rejects.toThrow(/bad\.yaml:\d+:\d+ +services\[0\]\.prices\.ranges\[0\]\.to/);
    expect(snapshotTree(out)).toEqual(before);
  });
});
