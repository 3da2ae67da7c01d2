// Build warnings for titles and descriptions that do not fit a search result. The owner's own
// texts are never cut (they chose the words), so they are named by their key path; texts filled
// from a `labels.seo` template are named by the template, with the pages it made too long.
import { formatKeyPath, type KeyPath, type NamedItem, type ShownPath } from '../config/key-path.js';
import type { PageHead } from './page-kind.js';
import { SEARCH_RESULT_LIMITS, type SearchText, type SearchTextOrigin } from './seo.js';

/** Pages named in one warning about a template; the rest are counted. */
const PAGES_NAMED = 3;

/** Where each of several pages has its own text: `towns[n].seo.title`. */
const EACH_ITEM: NamedItem = { item: 'n' };

type Part = 'title' | 'description';

/** What is wrong with a text's length, or undefined when it fits. */
function misfit(part: Part, length: number): 'long' | 'short' | undefined {
  if (part === 'title') return length > SEARCH_RESULT_LIMITS.title ? 'long' : undefined;
  const { min, max } = SEARCH_RESULT_LIMITS.description;
  return length > max ? 'long' : length < min ? 'short' : undefined;
}

const LIMIT_WORDS: Record<Part, Record<'long' | 'short', string>> = {
  title: {
    long: `search results show about ${SEARCH_RESULT_LIMITS.title} characters of a title and cut the rest`,
    short: '', // a title is never too short for a search result
  },
  description: {
    long: `search results show at most about ${SEARCH_RESULT_LIMITS.description.max} characters of a description and cut the rest`,
    short: `search engines want ${SEARCH_RESULT_LIMITS.description.min} to ${SEARCH_RESULT_LIMITS.description.max} characters and may show other words from the page instead`,
  },
};

interface TemplateMisfit {
  /** The key the template is at: `labels.seo.townTitle`, or a translation's `translations.es.labels.seo.townTitle`. */
  template: string;
  part: Part;
  problem: 'long' | 'short';
  pages: Array<{ path: string; length: number }>;
  override?: ShownPath;
}

/** Where a key of site.yaml is in the language of a page, as a message names it: the key itself in the site's own language. */
export type KeyInLanguage = (language: string, key: KeyPath) => ShownPath;

/** A title or description of one page that does not fit a search result: rare, so pages are checked as they are rendered. */
export interface SearchTextMisfit {
  sitePath: string;
  language: string;
  part: Part;
  problem: 'long' | 'short';
  length: number;
  from: SearchTextOrigin;
}

/** Length in characters as a reader counts them: a character outside the BMP is one, not two. */
const characters = (text: string): number => (/[\uD800-\uDBFF]/.test(text) ? [...text].length : text.length);

/** What of a page's head does not fit a search result: as good as always nothing. */
export function searchTextMisfits(route: { sitePath: string; language: string }, head: PageHead): SearchTextMisfit[] {
  const found: SearchTextMisfit[] = [];
  for (const [part, text] of [['title', head.title], ['description', head.description]] as Array<[Part, SearchText]>) {
    const length = characters(text.text);
    const problem = misfit(part, length);
    if (problem) found.push({ sitePath: route.sitePath, language: route.language, part, problem, length, from: text.from });
  }
  return found;
}

/** Every title and description on the site that does not fit a search result, as build warnings. */
export const searchTextWarnings = (routes: Iterable<{ sitePath: string; language: string; head: PageHead }>, keyIn?: KeyInLanguage): string[] =>
  misfitWarnings(
    (function* () {
      for (const route of routes) yield* searchTextMisfits(route, route.head);
    })(),
    keyIn,
  );

/** The warnings about misfits, given in the order of their pages: the owner's own texts by key, the rest by template. */
export function misfitWarnings(misfits: Iterable<SearchTextMisfit>, keyIn: KeyInLanguage = (_language, key) => key): string[] {
  const own: string[] = [];
  const byTemplate = new Map<string, TemplateMisfit>();
  for (const { sitePath, language, part, problem, length, from } of misfits) {
    if ('ownKey' in from) {
      own.push(`${formatKeyPath(keyIn(language, from.ownKey))} is ${length} characters; ${LIMIT_WORDS[part][problem]}: ${problem === 'long' ? 'shorten' : 'lengthen'} it.`);
      continue;
    }
    const template = formatKeyPath(keyIn(language, ['labels', 'seo', from.template]));
    const id = `${template} ${problem}`;
    const entry = byTemplate.get(id) ?? { template, part, problem, pages: [], override: from.override && keyIn(language, from.override) };
    entry.pages.push({ path: sitePath, length });
    byTemplate.set(id, entry);
  }
  return [...new Set(own), ...[...byTemplate.values()].map(templateWarning)];
}

function templateWarning({ template, part, problem, pages, override }: TemplateMisfit): string {
  const named = pages.slice(0, PAGES_NAMED).map(({ path, length }) => `${path} (${length} characters)`);
  const more = pages.length > PAGES_NAMED ? ` and ${pages.length - PAGES_NAMED} more` : '';
  const where = pages.length === 1 ? `the ${part} of ${named[0]} too ${problem}` : `the ${part}s of ${pages.length} pages too ${problem}: ${named.join(', ')}${more}`;
  const ownKey = override && formatKeyPath(pages.length === 1 ? override : override.map((segment) => (typeof segment === 'string' ? segment : EACH_ITEM)));
  const fix = `${problem === 'long' ? 'shorten' : 'lengthen'} the template${ownKey ? `, or give ${pages.length === 1 ? 'the page' : 'each page'} its own at ${ownKey}` : ''}`;
  return `${template} makes ${where}; ${LIMIT_WORDS[part][problem]}: ${fix}.`;
}
