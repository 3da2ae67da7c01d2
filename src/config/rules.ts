// Checks the schema cannot express. They run even when the schema found problems, so the
// owner sees everything at once; each rule therefore looks at the data defensively.
import type { ConfigProblem, PathSegment } from './problem.js';
import { formatKeyPath, quoted, shownText } from './problem.js';
import type { Position } from './yaml-source.js';
import { WEEK } from '../site/hours.js';
import { STATE_NAMES } from '../site/states.js';
import { routePath } from '../site/urls.js';

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

export function checkRules(data: unknown, locate: Locate): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const report = (path: PathSegment[], message: string) => problems.push({ ...locate(path), keyPath: formatKeyPath(path), message });

  for (const [list, key, noun] of [
    ['services', 'slug', 'service slug'],
    ['towns', 'slug', 'town slug'],
    ['towns', 'name', 'town name'],
  ] as const) {
    const firstSeen = new Map<string, number>();
    listAt(data, list).forEach((item, index) => {
      const value = textAt(item, key);
      if (value === undefined) return;
      const earlier = firstSeen.get(value);
      if (earlier === undefined) firstSeen.set(value, index);
      else
        report(
          [list, index, key],
          `expected each ${noun} once, found ${quoted(value)} in both ${list}[${earlier}] and ${list}[${index}]: each one needs its own page, so rename one`,
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
  checkHours(data, report);
  checkOffers(data, report);
  return problems;
}

type Report = (path: PathSegment[], message: string) => void;

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
          `expected hours that do not overlap, found ${shared.join(', ')} in both business.hours[${earlier.index}] and business.hours[${index}] at the same time: ` +
            'a day may have two entries (a lunch break) only when one closes before the other opens',
        );
    }
    entries.push({ index, days, opens: minutes(opens), closes: minutes(closes) });
  });
}

/** Offers need real dates in order, and a link that leads to a page of the site or elsewhere on the web. */
function checkOffers(data: unknown, report: Report): void {
  const paths = sitePaths(data);
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
    if (link === undefined || link === '') return;
    if (link.startsWith('/')) {
      if (paths && !paths.has(link.replace(/#.*$/, '')))
        report(['offers', index, 'link'], `expected the address of a page of this site, such as /services/${shownText(textAt(listAt(data, 'services')[0], 'slug') ?? 'irrigation')}/, found ${quoted(link)}: no page is built there`);
    } else {
      const problem = webAddressProblem(link);
      if (problem) report(['offers', index, 'link'], `expected a page of this site, such as /estimate/, or a full https:// address, found ${quoted(link)}: ${problem}`);
    }
  });
}

const isCalendarDate = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
};

/**
 * The pages a build makes, worked out from the raw data because validation cannot wait for the
 * page kinds (templates/); tests/config/site-paths.test.ts checks it against the route table.
 * Undefined while the state is not a valid one, so a wrong state is reported once, not per link.
 */
export function sitePaths(data: unknown): Set<string> | undefined {
  const state = textAt(isObject(data) ? data.site : undefined, 'state');
  if (state === undefined || !(state in STATE_NAMES)) return undefined;
  const paths = [routePath.home(), routePath.services(), routePath.estimate()];
  if (listAt(data, 'projects').length > 0) paths.push(routePath.projects());
  for (const service of listAt(data, 'services')) paths.push(routePath.service(textAt(service, 'slug') ?? ''));
  for (const town of listAt(data, 'towns')) paths.push(routePath.town(textAt(town, 'slug') ?? '', state));
  return new Set(paths);
}

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
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'it is not a complete web address; start it with https://';
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  if (url.protocol === 'http:') return 'use https:// (plain http:// is only allowed for localhost while testing)';
  return 'start it with https://';
}
