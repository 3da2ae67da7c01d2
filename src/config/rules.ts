// Checks the schema cannot express. They run even when the schema found problems, so the
// owner sees everything at once; each rule therefore looks at the data defensively.
import type { ConfigProblem } from './problem.js';
import { formatKeyPath, type PathSegment, type ShownPath } from './key-path.js';
import { quoted } from './shown-text.js';
import type { Position } from './yaml-source.js';
import { WEEK } from './week.js';
import { readWebAddress } from './web-address.js';
import { checkTranslations } from './translation-rules.js';
import { STATE_NAMES } from './states.js';
import { SEVERAL_TIME_ZONES } from './time-zones.js';

/** Where the value at a key path is written in site.yaml. */
export type Locate = (path: readonly PathSegment[]) => Position;

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listAt = (data: unknown, key: string): unknown[] =>
  isObject(data) && Array.isArray(data[key]) ? (data[key] as unknown[]) : [];

const textAt = (data: unknown, key: string): string | undefined =>
  isObject(data) && typeof data[key] === 'string' ? (data[key] as string) : undefined;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A rule's problem, with where it is in the data as well as in the file. */
export interface RuleProblem extends ConfigProblem {
  at: PathSegment[];
}

/** `schema`: the schema, read only when a rule needs it (a translation's labels). */
export function checkRules(data: unknown, locate: Locate, schema: () => object): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const report = (path: PathSegment[], message: string, shown: ShownPath = path) => problems.push({ ...locate(path), keyPath: formatKeyPath(shown), message, at: path });

  // Slugs make addresses: two pages at one address are found by the plan (src/plan/routes.ts).
  for (const [list, key, noun] of [['towns', 'name', 'town name']] as const) {
    const firstSeen = new Map<string, number>();
    listAt(data, list).forEach((item, index) => {
      const value = textAt(item, key);
      if (value === undefined) return;
      const earlier = firstSeen.get(value);
      if (earlier === undefined) firstSeen.set(value, index);
      else
        report(
          [list, index, key],
          `expected each ${noun} once, found ${quoted(value)} in both ${formatKeyPath([list, earlier])} and ${formatKeyPath([list, index])}: each one needs its own page, so rename one`,
        );
    });
  }

  const language = textAt(isObject(data) ? data.site : undefined, 'language');
  if (language !== undefined && !isUsableLanguage(language)) {
    report(['site', 'language'], `expected a language code this computer knows, such as en or en-US, found ${quoted(language)}`);
  }

  const serviceSlugs = new Set(listAt(data, 'services').map((s) => textAt(s, 'slug')));
  const townSlugs = new Set(listAt(data, 'towns').map((t) => textAt(t, 'slug')));
  listAt(data, 'towns').forEach((town, index) => {
    listAt(town, 'services').forEach((slug, i) => {
      if (typeof slug === 'string' && !serviceSlugs.has(slug))
        report(['towns', index, 'services', i], `expected the slug of a service listed under \`services\`, found ${quoted(slug)}`);
    });
    listAt(town, 'nearby').forEach((slug, i) => {
      if (typeof slug !== 'string') return;
      if (slug === textAt(town, 'slug'))
        report(['towns', index, 'nearby', i], `expected another town's slug, found this town's own slug ${quoted(slug)}`);
      else if (!townSlugs.has(slug))
        report(['towns', index, 'nearby', i], `expected the slug of a town listed under \`towns\`, found ${quoted(slug)}`);
    });
  });
  listAt(data, 'projects').forEach((project, index) => {
    const town = textAt(project, 'town');
    if (town !== undefined && !townSlugs.has(town)) report(['projects', index, 'town'], `expected the slug of a town listed under \`towns\`, found ${quoted(town)}`);
    const service = textAt(project, 'service');
    if (service !== undefined && !serviceSlugs.has(service))
      report(['projects', index, 'service'], `expected the slug of a service listed under \`services\`, found ${quoted(service)}`);
  });
  checkZips(data, report);
  checkHours(data, report);
  checkTimeZone(data, report, (path, keyPath, message) => problems.push({ ...locate(path), keyPath: formatKeyPath(keyPath), message, at: path }));
  checkOffers(data, report);
  checkPrices(data, report);
  checkReviews(data, report);
  checkAddresses(data, report);
  checkTranslations(data, schema, report);
  return problems;
}

/**
 * Addresses that have the shape the schema asks for (`https://` and no spaces) must also be ones
 * a browser can open: `https://a|b.com`, a port past 65535 or an IP address of 999 are not.
 */
function checkAddresses(data: unknown, report: Report): void {
  const section = (key: string) => (isObject(data) ? data[key] : undefined);
  const addresses: Array<[PathSegment[], string | undefined]> = [
    [['site', 'url'], textAt(section('site'), 'url')],
    [['estimateForm', 'endpoint'], textAt(section('estimateForm'), 'endpoint')],
    [['reviews', 'url'], textAt(section('reviews'), 'url')],
    ...listAt(section('business'), 'social').map((url, i): [PathSegment[], string | undefined] => [['business', 'social', i], typeof url === 'string' ? url : undefined]),
  ];
  for (const [path, address] of addresses) {
    if (address === undefined || !/^https?:\/\/\S+$/.test(address) || readWebAddress(address)) continue;
    report(path, `expected a web address a browser can open, found ${quoted(address)}: ${brokenAddressHint(address)}`);
  }
}

/** What is most likely wrong with an address the URL parser refuses. */
function brokenAddressHint(address: string): string {
  const host = /^https?:\/\/([^/?#]*)/.exec(address)?.[1] ?? '';
  const port = /:(\d+)$/.exec(host)?.[1];
  if (port && Number(port) > 65535) return `the port ${port} is past the last one, 65535; most addresses have none, so take ":${port}" away`;
  if (/^[\d.]+$/.test(host)) return 'it is written as a numeric IP address with a number past 255; write the name of the site instead';
  return 'its name part has a character or a spelling no web address can have; copy the address from the browser\'s address bar';
}

type Report = (path: PathSegment[], message: string) => void;

/**
 * Each ZIP code in one town only: the home page's ZIP check answers with one town. Its shape
 * (five digits) is the schema's; a ZIP written without quotes is a number, which the schema names
 * and which would lose a leading 0, so it is not compared here.
 */
function checkZips(data: unknown, report: Report): void {
  const firstSeen = new Map<string, PathSegment[]>();
  const towns = listAt(data, 'towns');
  const named = (index: number) => `${formatKeyPath(['towns', index])}${textAt(towns[index], 'name') ? ` (${textAt(towns[index], 'name')})` : ''}`;
  towns.forEach((town, index) => {
    listAt(town, 'zips').forEach((zip, i) => {
      if (typeof zip !== 'string') return;
      const earlier = firstSeen.get(zip);
      if (!earlier) {
        firstSeen.set(zip, ['towns', index, 'zips', i]);
        return;
      }
      const where = earlier[1] === index ? `twice in ${formatKeyPath(['towns', index, 'zips'])}` : `in both ${named(earlier[1] as number)} and ${named(index)}`;
      report(['towns', index, 'zips', i], `expected each ZIP code in one town only, found ${quoted(zip)} ${where}: the home page's ZIP check answers with one town, so keep it where most of it lies`);
    });
  });
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const isTime = (value: string | undefined): value is string => value !== undefined && /^\d\d:\d\d$/.test(value);

/** Each entry must close after it opens, and two entries may not overlap on a day they share. */
function checkHours(data: unknown, report: Report): void {
  const entries: Array<{ index: number; days: string[]; opens: number; closes: number }> = [];
  listAt(isObject(data) ? data.business : undefined, 'hours').forEach((entry, index) => {
    const opens = textAt(entry, 'opens');
    const closes = textAt(entry, 'closes');
    if (!isTime(opens) || !isTime(closes)) return;
    if (minutes(closes) <= minutes(opens)) {
      report(['business', 'hours', index, 'closes'], `expected a closing time later than the opening time ${opens}, found ${closes}`);
      return;
    }
    const days = listAt(entry, 'days').filter((day): day is string => typeof day === 'string' && (WEEK as readonly string[]).includes(day));
    for (const earlier of entries) {
      const shared = days.filter((day) => earlier.days.includes(day));
      if (shared.length && earlier.opens < minutes(closes) && minutes(opens) < earlier.closes)
        report(
          ['business', 'hours', index],
          `expected hours that do not overlap, found ${shared.join(', ')} in both ${formatKeyPath(['business', 'hours', earlier.index])} and ${formatKeyPath(['business', 'hours', index])} at the same time: ` +
            'a day may have two entries (a lunch break) only when one closes before the other opens',
        );
    }
    entries.push({ index, days, opens: minutes(opens), closes: minutes(closes) });
  });
}

/**
 * The footer says whether the business is open now, in its own time: a zone the browsers know,
 * and one the owner chose where the state keeps several clocks. Asked at `state:`, its cause.
 */
function checkTimeZone(data: unknown, report: Report, reportAt: (at: PathSegment[], keyPath: PathSegment[], message: string) => void): void {
  const site = isObject(data) ? data.site : undefined;
  const zone = textAt(site, 'timeZone');
  // A zone's name is the schema's to check (its list of zones, which editors offer too).
  if (zone !== undefined) return;
  const state = textAt(site, 'state') ?? 'NJ';
  const zones = SEVERAL_TIME_ZONES[state as keyof typeof SEVERAL_TIME_ZONES];
  const hasHours = listAt(isObject(data) ? data.business : undefined, 'hours').length > 0;
  if (!zones || !hasHours) return;
  const choices = zones.map(([name, where]) => `\`timeZone: ${name}\` (${where})`).join(' or ');
  reportAt(
    ['site', 'state'],
    ['site', 'timeZone'],
    `expected \`timeZone\` beside \`state: ${state}\`, found nothing: ${STATE_NAMES[state as keyof typeof STATE_NAMES]} has more than one time zone, ` +
      `and the footer says whether you are open right now by your hours; add ${choices}`,
  );
}

/**
 * Offers need real dates in order, and a link to a page of the site or a full web address; which
 * pages the site has is the plan's to say (src/site/offer-links.ts).
 */
function checkOffers(data: unknown, report: Report): void {
  listAt(data, 'offers').forEach((offer, index) => {
    const starts = textAt(offer, 'starts');
    const ends = textAt(offer, 'ends');
    for (const [key, date] of [['starts', starts], ['ends', ends]] as const) {
      // The schema's pattern refuses other shapes and months or days out of range (2027-13-45); this is the rest (2027-02-30).
      if (date !== undefined && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(date) && !isCalendarDate(date))
        report(['offers', index, key], `expected a date that exists on the calendar, found ${date}`);
    }
    if (starts && ends && isCalendarDate(starts) && isCalendarDate(ends) && ends < starts)
      report(['offers', index, 'ends'], `expected an end date on or after the start date ${starts}, found ${ends}`);
    const link = textAt(offer, 'link');
    if (link === undefined || link === '' || link.startsWith('/')) return;
    const problem = webAddressProblem(link);
    if (problem) report(['offers', index, 'link'], `expected a page of this site, such as /estimate/, or a full https:// address, found ${quoted(link)}: ${problem}`);
  });
}

/**
 * Prices name the lot sizes of `pricing` by id: each id once there, and each service's ranges
 * only ones listed, each once, none ending below where it starts.
 */
function checkPrices(data: unknown, report: Report): void {
  const pricing = isObject(data) ? data.pricing : undefined;
  const lotSizes = new Map<string, number>();
  listAt(pricing, 'lotSizes').forEach((lotSize, index) => {
    const id = textAt(lotSize, 'id');
    if (id === undefined) return;
    const earlier = lotSizes.get(id);
    if (earlier === undefined) lotSizes.set(id, index);
    else
      report(
        ['pricing', 'lotSizes', index, 'id'],
        `expected each lot size id once, found ${quoted(id)} in both ${formatKeyPath(['pricing', 'lotSizes', earlier])} and ${formatKeyPath(['pricing', 'lotSizes', index])}: give each lot size an id of its own`,
      );
  });
  // A broken `pricing` is the schema's to name; its lot sizes are then unknown, not missing.
  const lotSizesKnown = isObject(pricing) && Array.isArray(pricing.lotSizes);
  listAt(data, 'services').forEach((service, s) => {
    if (!isObject(service) || service.prices === undefined) return;
    if (pricing === undefined) {
      report(
        ['services', s, 'prices'],
        'expected `pricing` at the top of the file for these prices, found none: add a `pricing:` section with the `note` shown beside every price and the `lotSizes` the ranges name, or take these `prices` away',
      );
      return;
    }
    const named = new Map<string, number>();
    listAt(service.prices, 'ranges').forEach((range, r) => {
      const at: PathSegment[] = ['services', s, 'prices', 'ranges', r];
      const lotSize = textAt(range, 'lotSize');
      if (lotSize !== undefined && lotSizesKnown) {
        const earlier = named.get(lotSize);
        if (!lotSizes.has(lotSize))
          report([...at, 'lotSize'], `expected the id of a lot size listed under \`pricing.lotSizes\` (${[...lotSizes.keys()].join(', ')}), found ${quoted(lotSize)}`);
        else if (earlier !== undefined)
          report(
            [...at, 'lotSize'],
            `expected each lot size once in a service's prices, found ${quoted(lotSize)} in both ${formatKeyPath(['services', s, 'prices', 'ranges', earlier])} and ${formatKeyPath(at)}: keep one range for it`,
          );
        else named.set(lotSize, r);
      }
      const from = isObject(range) ? range.from : undefined;
      const to = isObject(range) ? range.to : undefined;
      if (typeof from === 'number' && typeof to === 'number' && to < from)
        report([...at, 'to'], `expected \`to\` to be at least \`from\` (${from}), found ${to}: write the lower amount in \`from\` and the higher in \`to\``);
    });
  });
}

/** The rating line says both numbers: a rating without its count (or a count without its rating) cannot be shown. */
function checkReviews(data: unknown, report: Report): void {
  const reviews = isObject(data) ? data.reviews : undefined;
  if (!isObject(reviews)) return;
  for (const [given, missing] of [
    ['rating', 'count'],
    ['count', 'rating'],
  ] as const) {
    if (reviews[given] !== undefined && reviews[missing] === undefined)
      report(
        ['reviews', given],
        `expected \`${missing}\` beside \`${given}\`, found none: the site shows your rating with how many reviews it comes from, so give both, or neither until you have reviews (the review link works without them)`,
      );
  }
}

const isCalendarDate = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
};

/** The language formats lists of names on the pages; a code the runtime cannot use would stop the build. */
function isUsableLanguage(language: string): boolean {
  try {
    Intl.getCanonicalLocales(language);
    new Intl.ListFormat(language);
    return true;
  } catch {
    return false;
  }
}

/** Why an address cannot be used for the site or the form service, or undefined if it can. */
function webAddressProblem(address: string): string | undefined {
  const url = readWebAddress(address);
  if (!url) return 'it is not a complete web address; start it with https://';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  if (url.protocol === 'http:') return 'use https:// (plain http:// is only allowed for localhost while testing)';
  return 'start it with https://';
}
