// How the form names a field, and the schema's help and the loader's problems said in the form's
// words: no key path, no key name, no backtick. The words are words.ts's; this is the machinery
// that finds which key a text names (`site.state`, `services[].prices`, `towns[3]`) and says it as
// the form shows it ("the state under Business", "town 4 (Springfield)"). Pure, shared with the tests.
import { builtInLabels } from '../../config/built-in-labels.js';
import { parseKeyPath, valueAt, type KeyPath, type PathSegment } from '../../config/key-path.js';
import { itemTitle, itemWord, plainLabel, type Schema } from './model.js';
import { patternOf, sectionOf } from './sections.js';
import { languageName } from './translation-pairs.js';
import { opensOnItsOwn } from './view.js';
import { words } from './words.js';

/** The top-level keys of site.yaml (the schema's, which a test holds this to): a key path in a text starts with one. */
export const TOP_LEVEL = ['business', 'site', 'estimateForm', 'analytics', 'hero', 'pricing', 'services', 'towns', 'whyChooseUs', 'trustBadges', 'testimonials', 'reviews', 'faq', 'offers', 'projects', 'translations', 'labels'];
const topLevel = new Set(TOP_LEVEL);

/** A word's entry of a table by key path pattern; a key that is not a section's own also by its last one or two keys. */
function lookUp(table: Record<string, string>, path: readonly PathSegment[]): string | undefined {
  const pattern = patternOf(path);
  if (Object.hasOwn(table, pattern)) return table[pattern];
  const keys = path.filter((segment): segment is string => typeof segment === 'string');
  if (keys.length < 2) return undefined;
  const lastTwo = keys.slice(-2).join('.');
  if (Object.hasOwn(table, lastTwo)) return table[lastTwo];
  const last = keys[keys.length - 1]!;
  return !topLevel.has(last) && Object.hasOwn(table, last) ? table[last] : undefined;
}

/** The label of the field at `path` (a translation's: its original's). */
export function fieldLabel(path: KeyPath): string {
  const own = path[0] === 'translations' && path.length > 2 ? path.slice(2) : path;
  const last = own[own.length - 1];
  if (typeof last === 'number') return `${capitalise(itemWord(String(own[own.length - 2] ?? '')))} ${last + 1}`;
  return lookUp(words.labels, own) ?? plainLabel(String(last ?? ''));
}

/** The help the form shows for the field at `path`: the editor's own, else the schema's said in the form's words. */
export function fieldHelp(path: KeyPath, schema: Schema | undefined): string | undefined {
  const own = path[0] === 'translations' && path.length > 2 ? path.slice(2) : path;
  // "One town.", "One thing the service includes.": an item's legend says as much.
  if (typeof own[own.length - 1] === 'number') return undefined;
  // Said once per list: the second range's lowest price means what the first's does.
  if (own.some((segment, depth) => typeof segment === 'number' && segment > 0 && !opensOnItsOwn(own.slice(0, depth + 1)))) return undefined;
  const written = lookUp(words.help, own) ?? (schema?.description ? plainText(ownKeysNamed(schema.description, own, schema), own) : undefined);
  return withPlaceholders(written, own, schema);
}

/** A key of the field's own that its description names (`url` under Your rating): named by its label, as the form shows it there ("the review link"). */
function ownKeysNamed(description: string, path: KeyPath, schema: Schema): string {
  const own = schema.properties ?? {};
  return description.replace(/(?<!\()(?:\bthe )?`([A-Za-z$][\w$]*)`/g, (whole, key: string) => (Object.hasOwn(own, key) ? `the ${lowerFirst(fieldLabel([...path, key]))}` : whole));
}

/** The product's own Spanish built-in texts, which the form shows under the English ones. */
const SPANISH_LABELS = builtInLabels('es', {}) as unknown as Record<string, Record<string, string>> | undefined;

/**
 * A built-in text's help, followed by what each {placeholder} of its text becomes on the pages
 * ("{phone} is replaced by your phone number"), for those the help does not explain already.
 */
function withPlaceholders(help: string | undefined, path: KeyPath, schema: Schema | undefined): string | undefined {
  const [labels, section, key] = path;
  if (labels !== 'labels' || path.length !== 3 || typeof schema?.default !== 'string') return help;
  // The English text's, and the Spanish one's, shown right under it.
  const texts = `${schema.default} ${SPANISH_LABELS?.[section as string]?.[key as string] ?? ''}`;
  const placeholders = [...new Set([...texts.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!))].filter((name) => !help?.includes(`{${name}}`));
  if (!placeholders.length) return help;
  const said = words.placeholdersSaid(placeholders.map((name) => words.placeholderSaid(name, words.placeholders[name] ?? words.placeholderUnknown)).join('; '));
  return help ? `${help} ${said}` : said;
}

/** An item of a list as a sentence names it: "town 4 (Springfield)", "opening hours 1". */
export function itemPhrase(path: KeyPath, data: unknown): string {
  const index = path[path.length - 1] as number;
  // A price range is known by its lot size's label, as the form's legend names it.
  const title = itemTitle(valueAt(data, path), data);
  return `${itemWord(String(path[path.length - 2] ?? ''))} ${index + 1}${title ? ` (${title})` : ''}`;
}

/**
 * A field as a sentence names it: "the state under Business", "the lot sizes under Prices", "the
 * lowest price of range 2 (small)"; `each` marks the list whose every item has it ("each
 * service's prices under Prices").
 */
export function fieldName(path: KeyPath, data?: unknown, each: ReadonlySet<number> = new Set()): string {
  const section = words.sections[sectionOf(path)].title;
  const own = path[0] === 'translations' && path.length > 2 ? path.slice(2) : path;
  const last = own[own.length - 1];
  // A whole section: by its title ("Prices"), or its label under it.
  if (own.length === 1) {
    const label = fieldLabel(own);
    return label === section ? section : `the ${lowerFirst(label)} under ${section}`;
  }
  if (typeof last === 'number') return data !== undefined ? itemPhrase(own, data) : `${itemWord(String(own[own.length - 2]))} ${last + 1}`;
  const itemDepth = findLastIndex(own, (segment) => typeof segment === 'number');
  const label = lowerFirst(fieldLabel(own));
  if (itemDepth < 0) return `the ${label} under ${section}`;
  const list = String(own[itemDepth - 1]);
  if (each.has(itemDepth)) return `each ${itemWord(list)}’s ${label} under ${section}`;
  const item = data !== undefined ? itemPhrase(own.slice(0, itemDepth + 1), data) : `${itemWord(list)} ${(own[itemDepth] as number) + 1}`;
  return `the ${label} of ${item}`;
}

/**
 * `text` (a schema description, or what a message says after its own words) with every key it
 * names said as the form names it: a parenthesis that only names a key is left out, a backticked
 * key path or key becomes the field's name, a bare key path too, any other backticked text is
 * quoted. `at`: the field the text is about, whose neighbours a single key may name.
 */
export function plainText(text: string, at: KeyPath = [], data?: unknown): string {
  return text
    .replace(/ ?\(`[^`]*`\)/g, '')
    .replace(/`([^`]*)`/g, (_, token: string) => nameOfToken(token, at, data))
    .replace(KEY_PATH_IN_TEXT, (match: string) => {
      const path = pathOfToken(match);
      return path ? fieldName(path.path, data, path.each) : match;
    });
}

/** A key path written in a message (`towns[3].slug`, `site.language`, `pricing.lotSizes`). */
const KEY_PATH_IN_TEXT = new RegExp(`\\b(?:${TOP_LEVEL.join('|')})(?:\\[\\d*\\]|\\.[A-Za-z$][\\w$]*)+(?![\\w/])`, 'g');

/** A key path as a text writes it, `[]` for each item: its path (items as 0) and which of its places mean every item. */
function pathOfToken(token: string): { path: PathSegment[]; each: Set<number> } | undefined {
  const each = new Set<number>();
  const segments = token.split(/(?=\[)|\./).filter(Boolean);
  const path: PathSegment[] = [];
  for (const segment of segments) {
    if (segment === '[]') {
      each.add(path.length);
      path.push(0);
    } else if (/^\[\d+\]$/.test(segment)) path.push(Number(segment.slice(1, -1)));
    else if (/^[A-Za-z$][\w$]*$/.test(segment)) path.push(segment);
    else return undefined;
  }
  return path.length && typeof path[0] === 'string' && topLevel.has(path[0]) ? { path, each } : undefined;
}

function nameOfToken(token: string, at: KeyPath, data: unknown): string {
  // `key: value`: the field and the value it would hold.
  const pair = /^([A-Za-z$][\w$]*): (.*)$/.exec(token);
  if (pair) return `${lowerFirst(fieldLabel([...at.slice(0, -1), pair[1]!]))} ${pair[2]}`;
  const path = pathOfToken(token);
  if (path) return fieldName(path.path, data, path.each);
  // A neighbour of the field the text is about ("later than `opens`").
  if (/^[A-Za-z$][\w$]*$/.test(token) && at.length > 1) return `the ${lowerFirst(fieldLabel([...at.slice(0, -1), token]))}`;
  return `“${token}”`;
}

/** A problem of site.yaml as the form says it: its words, with the fields it names as the form names them. */
export function plainMessage(keyPath: string, message: string, data?: unknown): string {
  const at = (keyPath && parseKeyPath(keyPath)) || [];
  const name = (token: string) => {
    const path = pathOfToken(token);
    return path ? fieldName(path.path, data, path.each) : token;
  };
  const labelOfLotSize = (id: string) => {
    const lotSizes = valueAt(data, ['pricing', 'lotSizes']);
    const found = Array.isArray(lotSizes) ? lotSizes.find((lotSize) => (lotSize as { id?: unknown })?.id === id) : undefined;
    const label = (found as { label?: unknown } | undefined)?.label;
    return typeof label === 'string' ? label : id;
  };
  for (const [pattern, say] of MESSAGES) {
    const match = pattern.exec(message);
    if (match) return say(match, { name, at, data, labelOfLotSize });
  }
  return capitalise(plainText(message.replace(/: for example `[^`]*`$/, ''), at, data));
}

interface MessageTools {
  name(token: string): string;
  at: KeyPath;
  data: unknown;
  labelOfLotSize(id: string): string;
}

/** The loader's messages that the form says in words of its own, by their shape (src/config/rules.ts, translation-rules.ts, schema-errors.ts, src/plan/routes.ts). */
const MESSAGES: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray, tools: MessageTools) => string]> = [
  [/^expected `to` to be at least `from` \((\d+)\), found (\S+?): /, ([, from, to]) => words.messages.toBelowFrom(from!, to!)],
  [
    /^expected the id of a lot size listed under `pricing\.lotSizes` \((.*)\), found (".*")$/,
    ([, known, found], { labelOfLotSize }) => words.messages.unknownLotSize(known!.split(', ').map(labelOfLotSize).join(', '), found!),
  ],
  [/^expected each lot size once in a service's prices, found "(.*)" in both (\S+) and (\S+): /, ([, found, first, second], { name, labelOfLotSize }) => words.messages.lotSizeTwice(`“${labelOfLotSize(found!)}”`, name(first!), name(second!))],
  [/^expected each lot size id once, found (".*") in both (\S+) and (\S+): /, ([, found, first, second], { name }) => words.messages.lotSizeIdTwice(found!, name(first!), name(second!))],
  [/^expected `pricing` at the top of the file for these prices/, () => words.messages.pricesWithoutPricing],
  [/^expected the slug of a service listed under `services`, found (".*")$/, ([, found]) => words.messages.unknownService(found!)],
  [/^expected the slug of a town listed under `towns`, found (".*")$/, ([, found]) => words.messages.unknownTown(found!)],
  [/^expected another town's slug, found this town's own slug (".*")$/, ([, found]) => words.messages.ownTown(found!)],
  [/^expected each town name once, found (".*") in both (\S+) and (\S+): /, ([, found, first, second], { name }) => words.messages.townNameTwice(found!, name(first!), name(second!))],
  [/^expected hours that do not overlap, found (.*) in both (\S+) and (\S+) at the same time/, ([, days, first, second], { name }) => capitalise(words.messages.hoursOverlap(days!, name(first!), name(second!)))],
  [
    /^expected `timeZone` beside `state: \w+`, found nothing: (.*?) has more than one time zone, .*; add (.*)$/,
    ([, state, choices]) =>
      words.messages.timeZoneNeeded(state!, [...choices!.matchAll(/`timeZone: ([^`]+)` \(([^)]+)\)/g)].map(([, zone, where]) => words.messages.timeZoneChoice(zone!, where!)).join(' or ')),
  ],
  [/^expected a language other than the site's own \(site\.language is (".*")\)/, ([, code]) => words.messages.sameLanguage(code!)],
  [/^expected the (\S+) text of this, found nothing/, ([, code]) => words.messages.missingTranslation(languageName(code!, 'en'))],
  [/^expected (\d+) entr(?:y|ies), one for each of the original in the same order, found (\d+)$/, ([, expected, found]) => words.messages.translationCount(Number(expected), Number(found))],
  [/^expected the (?:slug|id) of one of the (.*) listed under `(.*)`, found (".*")$/, ([, what, , found]) => words.messages.unknownTranslatedItem(itemWordOfPlural(what!), found!)],
  [/^expected every label in "(.*)", as the site has built-in labels only in English and Spanish, found (\d+) missing/, ([, code, count]) => words.messages.missingLabels(languageName(code!, 'en'), Number(count))],
  [/^expected a known key, found `(.*)`, which site\.yaml does not use/, ([, found]) => words.messages.unknownKey(`“${found}”`)],
  [
    /^expected `([\w$]+)` (?:in (\S+)|at the top of the file), found nothing: /,
    ([, key, where], { name, at }) => words.messages.required(lowerFirst(fieldLabel(at.length ? at : [key!])).replace(/^/, 'the '), where && /\[\d+\]$/.test(where) ? ` in ${name(where)}` : ''),
  ],
  [/^expected each page at an address of its own, found (\S+) made by both (\S+) and (\S+):/, ([, address, first, second], { name }) => words.messages.pageTwice(address!, name(first!), name(second!))],
  [/^(.*), or remove the `analytics` section to send no analytics at all$/, ([, before], { at, data }) => `${capitalise(plainText(before!, at, data))}, ${words.messages.removeAnalytics}`],
];

/** "lot sizes" → "lot size", "services" → "service". */
const itemWordOfPlural = (plural: string) => plural.replace(/s$/, '');

function findLastIndex<T>(list: readonly T[], test: (item: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i]!)) return i;
  return -1;
}

/**
 * A sentence with its first letter a capital, when it starts with a word: one that starts with a
 * file's name ("photos/logo.png is…"), a web address or a quoted value is left as it is.
 */
export function capitalise(text: string): string {
  const first = /^\S*/.exec(text)![0];
  return /^[a-z][a-z’'-]*[,;:.]?$/.test(first) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** "Lowest price" → "lowest price", but "SEO title" and "Google Analytics" stay as they are. */
export function lowerFirst(label: string): string {
  if (/^[A-Z][A-Z]|^Google\b|^E-mail\b/.test(label)) return label.replace(/^E-mail/, 'e-mail');
  return label.charAt(0).toLowerCase() + label.slice(1);
}
