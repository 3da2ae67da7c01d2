import { describe, expect, it } from 'vitest';
import { estimatePrices, formatDollars, overallPriceRange, priceTable, pricedServices } from '../../src/site/prices.js';
import { fixtureConfig } from '../helpers/config.js';
import { addPrices } from '../helpers/prices.js';

const config = await fixtureConfig('small-site.yaml', addPrices);
const [mowing, snowRemoval] = config.services;

describe('formatDollars', () => {
  it.each([
    ['en', 35, 45, '$35 – $45'],
    ['en', 1200, 1800, '$1,200 – $1,800'],
    ['en', 40, 40, '$40'],
    ['en', 0, 25, '$0 – $25'],
    ['en-US', 900, undefined, '$900'],
    // The language decides the dash, the spaces and where the sign goes: nothing is written by hand.
    ['es', 35, 45, '35-45\u00a0US$'],
    ['es', 1200, 1800, '1200-1800\u00a0US$'],
  ] as const)('%s %s to %s: %s', (language, from, to, text) => {
    expect(formatDollars(language, from, to)).toBe(text);
  });

  it('writes no cents', () => expect(formatDollars('en', 35, 45)).not.toMatch(/\./));
});

describe('a price table', () => {
  it('has a row per lot size, in the order of pricing, with the range and what it is per', () => {
    const table = priceTable(config, mowing!, 'en')!;
    expect(table.caption).toBe('Mowing: prices by lot size');
    expect(table.rows.map((row) => [row.lotSize.label, row.lotSize.hint, row.price, row.ranged])).toEqual([
      ['Up to 5,000 sq ft', 'a townhouse or small lot', '$35 – $45 per visit', true],
      ['5,000 – 10,000 sq ft', undefined, '$45 – $60 per visit', true],
      ['Over 10,000 sq ft', undefined, 'Priced after a visit', false],
    ]);
  });

  it.each([
    ['month', '$35 – $45 per month'],
    ['season', '$35 – $45 per season'],
    ['year', '$35 – $45 per year'],
    ['job', '$35 – $45 per job'],
  ] as const)('says per %s', async (per, text) => {
    const edited = await fixtureConfig('small-site.yaml', (data) => {
      addPrices(data);
      data.services[0].prices.per = per;
    });
    expect(priceTable(edited, edited.services[0]!, 'en')!.rows[0]!.price).toBe(text);
  });

  it("takes its caption from the prices' `for`, and every word from labels", async () => {
    const edited = await fixtureConfig('small-site.yaml', (data) => {
      addPrices(data);
      data.services[0].prices.for = 'Mowing, trimming and edging';
      data.labels = { prices: { caption: 'Cost of {what}', perVisit: '{price} each time', afterVisit: 'Ask us' } };
    });
    const table = priceTable(edited, edited.services[0]!, 'en')!;
    expect(table.caption).toBe('Cost of Mowing, trimming and edging');
    expect(table.rows.map((row) => row.price)).toEqual(['$35 – $45 each time', '$45 – $60 each time', 'Ask us']);
  });

  it('is not made for a service without prices, or on a site without pricing', async () => {
    expect(priceTable(config, snowRemoval!, 'en')).toBeUndefined();
    const plain = await fixtureConfig('small-site.yaml');
    expect(priceTable(plain, plain.services[0]!, 'en')).toBeUndefined();
    expect(pricedServices(plain)).toEqual([]);
    expect(pricedServices(config).map((service) => service.title)).toEqual(['Mowing']);
  });
});

describe('the range of all prices, for search engines', () => {
  it('runs from the lowest amount to the highest of every service', async () => {
    expect(overallPriceRange(config, 'en')).toBe('$35 – $60');
    const twoServices = await fixtureConfig('small-site.yaml', (data) => {
      addPrices(data);
      data.services[1].prices = { per: 'season', ranges: [{ lotSize: 'large', from: 300, to: 900 }] };
    });
    expect(overallPriceRange(twoServices, 'en')).toBe('$35 – $900');
  });

  it('is absent without prices', async () => expect(overallPriceRange(await fixtureConfig('small-site.yaml'), 'en')).toBeUndefined());
});

describe("the estimate form's prices", () => {
  it('lists the lot sizes with their hints, and each priced service\'s price for each', () => {
    expect(estimatePrices(config, 'en')).toEqual({
      note: 'Prices are for a typical lawn; we confirm yours after a free visit.',
      lotSizes: [
        { label: 'Up to 5,000 sq ft', option: 'Up to 5,000\u00a0sq\u00a0ft', hint: 'a townhouse or small lot' },
        { label: '5,000 – 10,000 sq ft', option: '5,000\u00a0– 10,000\u00a0sq\u00a0ft' },
        { label: 'Over 10,000 sq ft', option: 'Over 10,000\u00a0sq\u00a0ft' },
      ],
      byService: { Mowing: ['$35 – $45 per visit', '$45 – $60 per visit', 'Priced after a visit'] },
    });
  });

  it('is absent when no service has prices, even with pricing', async () => {
    const noPricedService = await fixtureConfig('small-site.yaml', (data) => {
      addPrices(data);
      delete data.services[0].prices;
    });
    expect(estimatePrices(noPricedService, 'en')).toBeUndefined();
  });
});
