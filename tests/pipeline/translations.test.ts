// The default site built once, as `npm run build` makes it, read as a search engine and a Spanish
// visitor would (PRODUCT.md, "More languages"): each page in its language, the same page in the
// other language linked both ways, and no English left on a Spanish page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { englishLabels } from '../../src/config/built-in-labels.js';
import { loadSiteConfig } from '../../src/config/load.js';
import { STATE_NAMES } from '../../src/config/states.js';
import { configInLanguage } from '../../src/config/translations.js';
import type { SiteConfig } from '../../src/config/types.js';
import { siteSchema } from '../../src/config/validator.js';
import { projectRoot } from '../../src/paths.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { makeTempDir } from '../helpers/files.js';
import { parseHtml } from '../helpers/html.js';

const configFile = join(projectRoot, 'site.yaml');
const dist = join(makeTempDir('lawn-translations-'), 'dist');
let config: SiteConfig; // English, as site.yaml writes it
let spanish: SiteConfig; // the same site in Spanish, as the build makes it
let siteUrl: string;

/** Every page, as its file under dist: `index.html`, `es/services/irrigation/index.html`. */
let pages: string[];
const isSpanish = (file: string) => file.startsWith('es/');
const englishPages = () => pages.filter((file) => !isSpanish(file));
const spanishPages = () => pages.filter(isSpanish);
/** The same page in the other language. */
const counterpart = (file: string) => (isSpanish(file) ? file.slice(3) : `es/${file}`);

const doms = new Map<string, Document>();
/** A page's DOM, parsed once: the checks only read it. */
const dom = (file: string): Document => doms.get(file) ?? doms.set(file, parseHtml(readFileSync(join(dist, file), 'utf8'))).get(file)!;

/** The page's address: `https://www.example.com/es/services/`, `…/es/404.html`. */
const urlOf = (file: string) => `${siteUrl}/${file.replace(/(^|\/)index\.html$/, '$1')}`;
/** The file an absolute address of the site is served from, or undefined when it is not one of the site's. */
function fileOf(url: string): string | undefined {
  if (!url.startsWith(`${siteUrl}/`)) return undefined;
  const path = url.slice(siteUrl.length + 1);
  return path === '' || path.endsWith('/') ? `${path}index.html` : path;
}

/** The head's alternates of a page, by hreflang. */
const alternatesOf = (file: string): Record<string, string> =>
  Object.fromEntries(Array.from(dom(file).querySelectorAll('link[rel=alternate][hreflang]'), (link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!]));

type JsonLdNode = Record<string, unknown>;
const jsonLdNodes = (file: string): JsonLdNode[] =>
  Array.from(dom(file).querySelectorAll('script[type="application/ld+json"]')).flatMap((script) => {
    const data = JSON.parse(script.textContent!) as JsonLdNode & { '@graph'?: JsonLdNode[] };
    return data['@graph'] ?? [data];
  });
const businessNode = (file: string) => jsonLdNodes(file).find((node) => typeof node['@id'] === 'string' && (node['@id'] as string).endsWith('#business'));

beforeAll(async () => {
  // On a day the default site's offer runs, so its banner is on every page.
  await buildSite({ configFile, outDir: dist, reporter: silentReporter, today: '2027-03-10' });
  config = (await loadSiteConfig(configFile)).config;
  spanish = configInLanguage(config, 'es', siteSchema());
  siteUrl = config.site.url.replace(/\/$/, '');
  pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split('\\').join('/'))
    .sort();
}, 120_000);

describe('the default site in two languages', () => {
  it('has every page in Spanish under /es/ at the same path as in English', () => {
    expect(englishPages()).toHaveLength(19);
    expect(spanishPages()).toEqual(englishPages().map((file) => `es/${file}`).sort());
  });

  it('says the language of each page in <html lang>', () => {
    for (const file of pages) expect(dom(file).documentElement.getAttribute('lang'), file).toBe(isSpanish(file) ? 'es' : 'en');
  });

  it('gives every page absolute hreflang alternates for en, es and x-default (the English page), itself included, each a page that links back', () => {
    for (const file of pages) {
      const alternates = alternatesOf(file);
      expect(Object.keys(alternates).sort(), file).toEqual(['en', 'es', 'x-default']);
      expect(alternates[isSpanish(file) ? 'es' : 'en'], `${file}: its own address`).toBe(urlOf(file));
      expect(alternates.en, file).toBe(urlOf(isSpanish(file) ? counterpart(file) : file));
      expect(alternates.es, file).toBe(urlOf(isSpanish(file) ? file : counterpart(file)));
      expect(alternates['x-default'], `${file}: x-default is the English page`).toBe(alternates.en);
      for (const [hreflang, href] of Object.entries(alternates)) {
        const target = fileOf(href);
        expect(target, `${file}: ${hreflang} → ${href} is an absolute address of the site`).toBeDefined();
        expect(existsSync(join(dist, target!)), `${file}: ${hreflang} → ${href} exists`).toBe(true);
        expect(alternatesOf(target!), `${target} links back to ${file} with the same alternates`).toEqual(alternates);
      }
    }
  });

  it('lists every indexable page of both languages in sitemap.xml, each with the alternates its page gives', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map(([, entry]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(entry!)![1]!,
      alternates: Object.fromEntries([...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, hreflang, href]) => [hreflang!, href!])),
    }));
    const indexable = pages.filter((file) => dom(file).querySelector('link[rel=canonical]'));
    expect(indexable.filter(isSpanish)).toHaveLength(16); // all but the two not-found pages
    expect(entries.map((entry) => entry.loc).sort()).toEqual(indexable.map(urlOf).sort());
    for (const { loc, alternates } of entries) expect(alternates, loc).toEqual(alternatesOf(fileOf(loc)!));
  });

  it("gives og:locale in the page's language and og:locale:alternate the other", () => {
    for (const file of pages) {
      const page = dom(file);
      const [locale, alternate] = isSpanish(file) ? ['es_US', 'en_US'] : ['en_US', 'es_US'];
      expect(page.querySelector('meta[property="og:locale"]')?.getAttribute('content'), file).toBe(locale);
      expect(Array.from(page.querySelectorAll('meta[property="og:locale:alternate"]'), (meta) => meta.getAttribute('content')), file).toEqual([alternate]);
    }
  });

  it("gives the JSON-LD in the page's language, the business by the same @id in both", () => {
    for (const file of spanishPages().filter((page) => !page.endsWith('404.html') && !page.endsWith('review/index.html'))) {
      const business = businessNode(file);
      expect(business, file).toBeDefined();
      expect(business!['@id'], file).toBe(businessNode(counterpart(file))?.['@id']);
      // Not a word of the English texts of site.yaml: services, and the breadcrumbs' labels.
      const json = JSON.stringify(jsonLdNodes(file));
      for (const service of config.services) {
        expect(json, file).not.toContain(JSON.stringify(service.title));
        expect(json, file).not.toContain(JSON.stringify(service.description));
      }
      const crumbs = jsonLdNodes(file).find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as Array<{ name: string }> | undefined;
      if (file !== 'es/index.html') expect(crumbs?.[0]?.name, file).toBe(spanish.labels.header.home);
    }
    for (const [index, service] of spanish.services.entries()) {
      const file = `es/services/${service.slug}/index.html`;
      const node = jsonLdNodes(file).find((entry) => entry['@type'] === 'Service');
      expect(node, file).toMatchObject({ name: service.title, description: service.description });
      // …and the English page's in English.
      const english = jsonLdNodes(counterpart(file)).find((entry) => entry['@type'] === 'Service');
      expect(english, counterpart(file)).toMatchObject({ name: config.services[index]!.title, description: config.services[index]!.description });
    }
  });

  it('has a Spanish not-found page at es/404.html, and the English one at the root', () => {
    const english = englishLabels(siteSchema());
    for (const [file, lang, labels] of [
      ['404.html', 'en', english],
      ['es/404.html', 'es', spanish.labels],
    ] as const) {
      expect(existsSync(join(dist, file)), file).toBe(true);
      const page = dom(file);
      expect(page.documentElement.getAttribute('lang'), file).toBe(lang);
      expect(page.querySelector('h1')?.textContent?.trim(), file).toBe(labels.notFound.heading);
      expect(page.querySelector('main')?.textContent, file).toContain(labels.notFound.text);
    }
    expect(dom('es/services/404.html').querySelector('h1')?.textContent?.trim()).toBe(spanish.labels.service.notFound);
  });

  it('links every page to the same page in the other language, in that language’s own name, with lang and hreflang', () => {
    for (const file of pages) {
      const other = isSpanish(file) ? 'en' : 'es';
      const nav = dom(file).querySelector('nav.language-links');
      expect(nav, file).not.toBeNull();
      expect(nav!.getAttribute('aria-label'), file).toBe(isSpanish(file) ? spanish.labels.header.languages : config.labels.header.languages);
      const links = Array.from(nav!.querySelectorAll('a'));
      expect(links, file).toHaveLength(1);
      const [link] = links;
      expect(link!.textContent, file).toBe(isSpanish(file) ? 'English' : 'Español');
      expect(link!.getAttribute('hreflang'), file).toBe(other);
      expect(link!.getAttribute('lang'), file).toBe(other);
      // A plain link to the page itself, the same address the head gives for that language.
      expect(siteUrl + link!.getAttribute('href'), file).toBe(urlOf(counterpart(file)));
      expect(siteUrl + link!.getAttribute('href'), file).toBe(alternatesOf(file)[other]);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// No English label on a Spanish page. Everything the product writes itself has an English default
// in the schema; on /es/ pages none of it may remain, wherever a visitor (or a screen reader, or the
// islands once hydrated) meets it.

/** Where on a page a text was found. */
interface Found {
  where: string;
  text: string;
}

/** Strings of a JSON value that are words, not addresses, colours or sizes. */
function jsonTexts(value: unknown, where: string, skip: ReadonlySet<string> = new Set()): Found[] {
  if (typeof value === 'string') return /\p{L}/u.test(value) && !/^(\/|https?:|tel:|mailto:|sms:|#)/.test(value) ? [{ where, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((entry, index) => jsonTexts(entry, `${where}[${index}]`, skip));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, entry]) => (skip.has(key) ? [] : jsonTexts(entry, `${where}.${key}`, skip)));
  return [];
}

const TEXT_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder', 'value'];
const NOT_TEXT_DATA = new Set(['data-island', 'data-island-props', 'data-starts', 'data-ends', 'data-step', 'data-current-step', 'data-timeout-ms']);
const META_TEXTS = 'meta[name=description], meta[property^="og:title"], meta[property^="og:description"], meta[property="og:image:alt"], meta[name^="twitter:title"], meta[name^="twitter:description"], meta[name="twitter:image:alt"]';
/** schema.org's own words (its types, its day names) are not texts of the page. */
const JSON_LD_VOCABULARY = new Set(['@context', '@type', '@id', 'dayOfWeek']);

/**
 * Every text of a page a visitor can meet: its visible text and title, the texts of its attributes
 * (aria-label, alt, title, placeholder, value, data-* the scripts show: the not-found heading's),
 * the search texts in its head, the sentences in its inline scripts and their data (the open-now
 * line's), its JSON-LD and the island props file it loads.
 */
function textsOfPage(file: string): Found[] {
  const page = dom(file);
  const found: Found[] = [{ where: '<title>', text: page.title }];
  for (const meta of Array.from(page.querySelectorAll(META_TEXTS))) found.push({ where: `<meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}>`, text: meta.getAttribute('content') ?? '' });
  for (const element of Array.from(page.body.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const isText = TEXT_ATTRIBUTES.includes(attribute.name) || (attribute.name.startsWith('data-') && !NOT_TEXT_DATA.has(attribute.name));
      if (isText && /\p{L}/u.test(attribute.value)) found.push({ where: `<${element.tagName.toLowerCase()} ${attribute.name}>`, text: attribute.value });
    }
  }
  for (const script of Array.from(page.querySelectorAll('script:not([src])'))) {
    const code = script.textContent ?? '';
    if (script.getAttribute('type') === 'application/ld+json') {
      found.push(...jsonTexts(JSON.parse(code), 'JSON-LD', JSON_LD_VOCABULARY));
      continue;
    }
    // The sentences a script or its data writes into the page: string literals with words in them.
    for (const [literal] of code.matchAll(/"(?:[^"\\]|\\.)*"/g)) {
      const text = JSON.parse(literal) as string;
      if (/\p{L}/u.test(text) && /\s/.test(text)) found.push({ where: '<script> string', text });
    }
  }
  // Text node by text node: `textContent` runs "Skip to content" and the next element's text together.
  const visible: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) visible.push(node.textContent ?? '');
    else if (!['SCRIPT', 'STYLE'].includes((node as Element).tagName)) node.childNodes.forEach(walk);
  };
  walk(page.body);
  found.push({ where: 'visible text', text: visible.join('\n') });
  const props = page.body.getAttribute('data-island-props');
  if (props) found.push(...jsonTexts(JSON.parse(readFileSync(join(dist, props), 'utf8')), props));
  return found;
}

/** The owner's names, which stay as written in every language (PRODUCT.md): taken out before looking for English. */
function namesOf(site: SiteConfig): string[] {
  const { business } = site;
  return [
    business.name,
    ...(business.licences ?? []),
    ...Object.values(business.address ?? {}).filter((value): value is string => typeof value === 'string'),
    STATE_NAMES[site.site.state as keyof typeof STATE_NAMES] ?? '',
    ...site.towns.flatMap((town) => [town.name, ...(town.neighbourhoods ?? [])]),
    ...site.testimonials.flatMap((testimonial) => [testimonial.author, testimonial.town ?? '']),
  ]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length); // "Monroe Township" before "Monroe"
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `text` as a whole word or words: `Home` is not in `Homeowners`, nor `at` in `Data`. */
const wordsPattern = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, 'u');

interface EnglishText {
  label: string;
  text: string;
  pattern: RegExp;
}

/**
 * The words of every English label, a label with placeholders split at them (`Step {step} of
 * {steps}` is `Step` and `of`), except what the Spanish labels say the same way: a label whose
 * Spanish is the English (`{heading} | {business}`), or words the Spanish also uses.
 */
function englishLabelTexts(english: SiteConfig['labels'], spanishLabels: SiteConfig['labels']): EnglishText[] {
  const sections = (labels: SiteConfig['labels']) => Object.entries(labels as unknown as Record<string, Record<string, string>>);
  const spanishTexts = sections(spanishLabels).flatMap(([, texts]) => Object.values(texts));
  const texts: EnglishText[] = [];
  for (const [section, labels] of sections(english)) {
    for (const [key, text] of Object.entries(labels)) {
      if ((spanishLabels as unknown as Record<string, Record<string, string>>)[section]?.[key] === text) continue;
      for (const part of text.split(/\{\w+\}/)) {
        const words = part.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''); // "(", ": ", "." around the words
        if (!/\p{L}\p{L}/u.test(words)) continue;
        const pattern = wordsPattern(words);
        if (spanishTexts.some((spanishText) => pattern.test(spanishText))) continue;
        texts.push({ label: `${section}.${key}`, text: words, pattern });
      }
    }
  }
  return texts;
}

/** Each English label text found in the texts of `files`, as `file (where): "text" (label) in "…context…"`. */
function englishFoundIn(files: readonly string[], english: readonly EnglishText[]): string[] {
  const names = namesOf(config);
  const findings: string[] = [];
  for (const file of files) {
    for (const { where, text } of textsOfPage(file)) {
      const withoutNames = names.reduce((remaining, name) => remaining.split(name).join(' \u2022 '), text.replace(/\s+/g, ' '));
      for (const { label, text: words, pattern } of english) {
        const match = pattern.exec(withoutNames);
        if (match) findings.push(`${file} (${where}): "${words}" (labels.${label}) in "…${withoutNames.slice(Math.max(0, match.index - 40), match.index + words.length + 40)}…"`);
      }
    }
  }
  return findings;
}

describe('the Spanish pages', () => {
  it('have no English built-in label left: not in visible text, attributes, inline scripts, JSON-LD or the islands’ props', () => {
    const english = englishLabelTexts(englishLabels(siteSchema()), spanish.labels);
    expect(english.length).toBeGreaterThan(100);
    // The same search on the English pages finds the English labels, so it can find them at all.
    const onEnglishPages = new Set(englishFoundIn(englishPages(), english).map((finding) => /\(labels\.([\w.]+)\)/.exec(finding)![1]));
    for (const label of ['header.getEstimate', 'header.skipToContent', 'estimate.next', 'estimate.successText', 'footer.hours', 'footer.closedOpensOn', 'notFound.heading', 'prices.perVisit', 'offers.region']) {
      expect(onEnglishPages, `the English pages show labels.${label}`).toContain(label);
    }

    expect(englishFoundIn(spanishPages(), english)).toEqual([]);
  });

  it('load island props of their own, in Spanish', () => {
    const propsOf = (file: string) => dom(file).body.getAttribute('data-island-props');
    expect(new Set(spanishPages().map(propsOf)).size).toBe(1);
    expect(propsOf('es/index.html')).not.toBe(propsOf('index.html'));
    const props = JSON.parse(readFileSync(join(dist, propsOf('es/index.html')!), 'utf8')) as { EstimateDialog: { serviceTitles: string[]; labels: { next: string } } };
    expect(props.EstimateDialog.serviceTitles).toEqual(spanish.services.map((service) => service.title));
    expect(props.EstimateDialog.labels.next).toBe(spanish.labels.estimate.next);
  });

  it('give the hours, days and times in Spanish: no AM/PM, no English day or month names', () => {
    const english = /(?<![\p{L}\p{N}])(AM|PM|A\.M\.|P\.M\.|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun|January|February|March|April|May|June|July|August|September|October|November|December)(?![\p{L}\p{N}])/u;
    const names = namesOf(config);
    const findings: string[] = [];
    for (const file of spanishPages()) {
      for (const { where, text } of textsOfPage(file)) {
        if (where === 'JSON-LD') continue; // its day names are schema.org's own (https://schema.org/DayOfWeek)
        const withoutNames = names.reduce((remaining, name) => remaining.split(name).join(' \u2022 '), text.replace(/\s+/g, ' '));
        const match = english.exec(withoutNames) ?? /[ap]\.\s?m\.\./.exec(withoutNames); // "7:00 a.m.." ends a sentence twice
        if (match) findings.push(`${file} (${where}): "${match[0]}" in "…${withoutNames.slice(Math.max(0, match.index - 40), match.index + 40)}…"`);
      }
    }
    expect(findings).toEqual([]);

    // The footer's hours and open-now line, in Spanish words.
    const page = dom('es/index.html');
    const days = Array.from(page.querySelectorAll('.opening-hours dt'), (dt) => dt.textContent!.trim());
    const times = Array.from(page.querySelectorAll('.opening-hours dd'), (dd) => dd.textContent!.trim());
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day).toMatch(/^(lun|mar|mié|jue|vie|sáb|dom)/);
    for (const time of times) expect(time).toMatch(/^\d{1,2}:\d\d\s?[ap]\.\s?m\.\s*–\s*\d{1,2}:\d\d\s?[ap]\.\s?m\.$/);
    const openNow = textsOfPage('es/index.html').filter(({ where, text }) => where === '<script> string' && text.startsWith(spanish.labels.footer.openNow.split('{')[0]!));
    expect(openNow.length).toBeGreaterThan(0);
    const line = page.querySelector('.open-now [aria-hidden]')?.textContent ?? '';
    expect(line).toMatch(/(lunes|martes|miércoles|jueves|viernes|sábado|domingo|hoy|mañana) a las \d{1,2}:\d\d\s?[ap]\.\s?m\. /);
  });
});
