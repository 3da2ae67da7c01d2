// Prices: what a service typically costs for each lot size (`pricing`, `services[].prices`), as the
// price tables, the estimate form and search engines show them. Pure functions of the config and
// the page's language; every amount goes through formatDollars, so no currency sign, digit
// grouping or dash is written anywhere else.
import type { LotSize, PriceLabels, Service, ServicePrices, SiteConfig } from '../config/types.js';
import { fillTemplate } from './text.js';

const dollarFormats = new Map<string, Intl.NumberFormat>();

/**
 * Whole US dollars in `language`'s way of writing them: one amount ("$40") or a range
 * ("$35 – $45", Intl's own range form, so the dash and its spaces follow the language too).
 */
export function formatDollars(language: string, from: number, to: number = from): string {
  const key = `${language} ${from} ${to}`;
  let text = dollarTexts.get(key);
  if (text === undefined) {
    let format = dollarFormats.get(language);
    if (!format) dollarFormats.set(language, (format = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })));
    // formatRange writes two equal amounts as "~$40": a fixed price is one amount.
    text = from === to ? format.format(from) : format.formatRange(from, to);
    if (dollarTexts.size < AMOUNTS_KEPT) dollarTexts.set(key, text);
  }
  return text;
}

/**
 * Each amount written once: ICU takes 20-50 µs for a range, and the same prices are on the price
 * page, each service's page, the estimate form and the JSON-LD (10% of a default build's render).
 */
const dollarTexts = new Map<string, string>();
const AMOUNTS_KEPT = 5000;

const PER_LABEL: Record<ServicePrices['per'], keyof PriceLabels> = {
  visit: 'perVisit',
  month: 'perMonth',
  season: 'perSeason',
  year: 'perYear',
  job: 'perJob',
};

/**
 * A lot size's label as the pages show it: a number stays on one line with the short unit words
 * after it ("5,000 sq ft", "20,000 pies²"), and a range's dash with the number before it, so a
 * narrow column breaks "Up to 5,000 sq ft" at its spaces but never inside "sq ft".
 */
export function unbrokenUnits(label: string): string {
  return label
    .replace(/(\d) (?=[–—-] )/g, '$1\u00a0') // "5,000 – 10,000": the dash stays with the number before it
    .replace(/(\d) (\p{L}{1,4}\.?²?)/gu, '$1\u00a0$2') // "5,000 sq", "20,000 pies²"
    .replace(/(\d\u00a0\p{L}{1,3}\.?) (?=\p{L}{1,3}\.?(?!\p{L}))/gu, '$1\u00a0'); // "sq ft"
}

/** One row of a price table: a lot size and what the service costs for it. */
export interface PriceRow {
  lotSize: LotSize;
  /** "$35 – $45 per visit", or the priced-after-a-visit text for a lot size without a range. */
  price: string;
  /** False for a lot size the service gives no range for. */
  ranged: boolean;
}

/** A service's price table: one row per lot size of `pricing`, in its order. */
export interface PriceTable {
  service: Service;
  caption: string;
  rows: PriceRow[];
}

/** The services that show prices, in site.yaml's order (none without `pricing`). */
export const pricedServices = (config: SiteConfig): Service[] => (config.pricing ? config.services.filter((service) => service.prices) : []);

/** The price table of `service` in `language`, or undefined when it has no prices. */
export function priceTable(config: SiteConfig, service: Service, language: string): PriceTable | undefined {
  const { pricing } = config;
  const prices = service.prices;
  if (!pricing || !prices) return undefined;
  const labels = config.labels.prices;
  const rows = pricing.lotSizes.map((lotSize): PriceRow => {
    const range = prices.ranges.find((candidate) => candidate.lotSize === lotSize.id);
    if (!range) return { lotSize, price: labels.afterVisit, ranged: false };
    return { lotSize, price: fillTemplate(labels[PER_LABEL[prices.per]], { price: formatDollars(language, range.from, range.to) }), ranged: true };
  });
  return { service, caption: fillTemplate(labels.caption, { what: prices.for ?? service.title }), rows };
}

/** The lowest to the highest amount of every price, for search engines ("$35 – $900"), or undefined without prices. */
export function overallPriceRange(config: SiteConfig, language: string): string | undefined {
  const amounts = pricedServices(config).flatMap((service) => service.prices!.ranges.flatMap((range) => [range.from, range.to]));
  return amounts.length ? formatDollars(language, Math.min(...amounts), Math.max(...amounts)) : undefined;
}

/**
 * What the estimate form needs to show a price the moment a lot size is chosen, worked out on the
 * server so that the browser only looks texts up.
 */
export interface EstimatePrices {
  note: string;
  /** The lot sizes the form offers: `label` is what the request carries, `option` what the list shows, `hint` what it says above it. */
  lotSizes: Array<{ label: string; option: string; hint?: string }>;
  /** By service title (the service field's value): the price for each lot size, in the order of `lotSizes`. */
  byService: Record<string, string[]>;
}

/** The estimate form's prices in `language`, or undefined when no service has prices. */
export function estimatePrices(config: SiteConfig, language: string): EstimatePrices | undefined {
  const services = pricedServices(config);
  if (!config.pricing || !services.length) return undefined;
  return {
    note: config.pricing.note,
    lotSizes: config.pricing.lotSizes.map(({ label, hint }) => ({ label, option: unbrokenUnits(label), ...(hint ? { hint } : {}) })),
    byService: Object.fromEntries(services.map((service) => [service.title, priceTable(config, service, language)!.rows.map((row) => row.price)])),
  };
}

/** Whether the site shows prices at all: then it has a /prices/ page, and links to it. */
export const hasPrices = (config: SiteConfig): boolean => pricedServices(config).length > 0;
