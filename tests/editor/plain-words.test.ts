// The editor speaks of the form, never of the file: no label, help, problem or checklist line
// names a key path, a key or shows a backtick. The schema's descriptions and the loader's
// messages do (they speak of site.yaml, for VS Code and npm run validate); the editor says them in
// its own words. This walks everything it can show.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import schemaJson from '../../schema/site.schema.json' with { type: 'json' };
import type { PathSegment } from '../../src/config/key-path.js';
import { loadValidator } from '../../src/config/validator.js';
import { checkText } from '../../src/editor/check.js';
import type { Schema } from '../../src/editor/ui/model.js';
import { expectPlain, namesOfTheFile } from './plain-text.js';
import { capitalise, fieldHelp, fieldLabel, fieldName, plainMessage, plainText, TOP_LEVEL } from '../../src/editor/ui/plain-words.js';
import { SECTION_IDS, sectionOf } from '../../src/editor/ui/sections.js';
import { words } from '../../src/editor/ui/words.js';

const schema = schemaJson as Schema;
const root = join(import.meta.dirname, '..', '..');
const siteText = readFileSync(join(root, 'site.yaml'), 'utf8');
const site = parse(siteText) as Record<string, unknown>;
/** Every node of the schema the form draws, with its key path (a list's item as 0). */
function schemaNodes(): Array<{ path: PathSegment[]; node: Schema }> {
  const nodes: Array<{ path: PathSegment[]; node: Schema }> = [];
  const walk = (node: Schema, path: PathSegment[]) => {
    if (path.length) nodes.push({ path, node });
    for (const [key, inner] of Object.entries(node.properties ?? {})) if (!(path.length === 0 && (key === '$schema' || key === 'translations'))) walk(inner, [...path, key]);
    if (node.items) walk(node.items, [...path, 0]);
  };
  walk(schema, []);
  return nodes;
}

/** Every string of the editor's words table, its functions called with words of their own. */
function wordsTableTexts(): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (typeof value === 'function') {
      const answer: unknown = value(...Array.from({ length: value.length }, () => '3'));
      if (typeof answer === 'string') texts.push(answer);
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  // The labels and help tables are checked field by field below; their keys are patterns.
  walk({ ...words, labels: Object.values(words.labels), help: Object.values(words.help) });
  return texts;
}

describe('the editor names no key, key path or backtick', () => {
  it('(what the test looks for: the texts of issue 35, but not site.yaml or a web address)', () => {
    for (const bad of ['Without it, `labels.seo.homeDescription` is used', 'The id of a lot size listed under pricing.lotSizes', 'in both towns[2] and towns[3]', 'its homeDescription', 'site.state'])
      expect(namesOfTheFile(bad), bad).not.toEqual([]);
    expect(namesOfTheFile('Save writes site.yaml; see https://www.example.com or formspree.io')).toEqual([]);
  });

  it('in the label and help of every field the schema has', () => {
    const texts = schemaNodes().flatMap(({ path, node }) => [fieldLabel(path), fieldHelp(path, node) ?? '', fieldName(path, site)]);
    expectPlain(texts);
    // And on the translations' fields, which the form names as their originals.
    expectPlain(['es'].flatMap((code) => schemaNodes().map(({ path }) => fieldLabel(['translations', code, ...path]))));
  });

  it('in its own words: buttons, statuses, sections, the checklist and the test request', () => {
    expectPlain(wordsTableTexts());
  });

  it("in every problem the loader's rules and the schema give for representative mistakes", async () => {
    const validate = await loadValidator();
    const seen = new Set<string>();
    for (const [name, mistake] of MISTAKES) {
      const data = structuredClone(site);
      mistake(data);
      const { problems } = await checkText(stringify(data), join(root, 'site.yaml'), validate);
      expect(problems.length, `${name} makes a problem`).toBeGreaterThan(0);
      for (const problem of problems) {
        const said = plainMessage(problem.keyPath, problem.message, data);
        seen.add(problem.message.replace(/\d+|"[^"]*"/g, '#').slice(0, 40));
        expect(namesOfTheFile(said), `${name}: ${problem.message}\n → ${said}`).toEqual([]);
      }
    }
    expect(seen.size).toBeGreaterThan(25);
  });

  it('in every description of the schema, said in the form’s words where the editor has none of its own', () => {
    expectPlain(schemaNodes().flatMap(({ path, node }) => (node.description ? [plainText(node.description, path, site)] : [])));
  });
});

describe('help the owner can act on (an owner who is not a programmer walked through the editor)', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const headings = new Set([...readme.matchAll(/^#+ (.*)$/gm)].map(([, heading]) => heading!.trim()));
  const helpTexts = () => schemaNodes().flatMap(({ path, node }) => (fieldHelp(path, node) ? [{ path, help: fieldHelp(path, node)! }] : []));

  it('names a key of the field’s own as the form shows it (regression: "while you have no reviews yet, give only the “url”")', () => {
    const reviews = schema.properties!.reviews!;
    expect(fieldHelp(['reviews'], reviews)).toContain('give only the review link.');
    for (const { path, node } of schemaNodes()) {
      const help = fieldHelp(path, node) ?? '';
      const quotedKeys = Object.keys(node.properties ?? {}).filter((key) => help.includes(`“${key}”`));
      expect(quotedKeys, `${path.join('.')}: ${help}`).toEqual([]);
    }
  });

  it('points to the README only by the heading of a section it has (regression: "see the README")', () => {
    const texts = [...wordsTableTexts(), ...helpTexts().map(({ help }) => help)];
    const mentions = texts.filter((text) => text.includes('README'));
    expect(mentions.length).toBeGreaterThan(0);
    for (const text of mentions) {
      const named = [...text.matchAll(/README’s section “([^”]+)”/g)].map(([, heading]) => heading!);
      expect(named.length, text).toBeGreaterThan(0);
      for (const heading of named) expect(headings, text).toContain(heading);
    }
    expect(fieldHelp(['estimateForm', 'photos'], schema.properties!.estimateForm!.properties!.photos)).not.toMatch(/see the README/);
  });

  it('says what each {placeholder} of a built-in text becomes, for every placeholder of every built-in text', () => {
    const labels = schema.properties!.labels!.properties!;
    const spanish = JSON.parse(readFileSync(join(root, 'src', 'config', 'labels', 'es.json'), 'utf8')) as Record<string, Record<string, string>>;
    let checked = 0;
    for (const [group, node] of Object.entries(labels)) {
      for (const [key, label] of Object.entries(node.properties ?? {})) {
        const help = fieldHelp(['labels', group, key], label) ?? '';
        const used = new Set([...`${String(label.default ?? '')} ${spanish[group]?.[key] ?? ''}`.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!));
        for (const name of used) {
          checked++;
          expect(help, `labels.${group}.${key}`).toContain(`{${name}}`);
          expect(Object.hasOwn(words.placeholders, name), `what {${name}} becomes, in words.ts`).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(fieldHelp(['labels', 'estimate', 'callInstead'], labels.estimate!.properties!.callInstead)).toMatch(/\{phone\} is/);
    expect(fieldHelp(['labels', 'seo', 'homeTitle'], labels.seo!.properties!.homeTitle)).toBe(
      'Title of the home page. In this text, {state} is replaced by your state’s two-letter code; {business} is replaced by your business name.',
    );
  });

  it('gives no example that is one of the sample site’s towns or services, which would make a search for them find every such field', () => {
    const towns = site.towns as Array<{ name: string; slug: string; neighbourhoods?: string[] }>;
    const services = site.services as Array<{ title: string; slug: string }>;
    const sampleNames = [...towns.flatMap((town) => [town.name, town.slug, ...(town.neighbourhoods ?? [])]), ...services.flatMap((service) => [service.title, service.slug])].map((name) => name.toLowerCase());
    const noisy = helpTexts().flatMap(({ path, help }) => sampleNames.filter((name) => help.toLowerCase().includes(name)).map((name) => `${path.join('.')}: ${name}`));
    expect(noisy).toEqual([]);
  });

  it('never puts a capital on a file’s name, a web address or a quoted value that starts a sentence (regression: "Photos/logo.png is one of…")', () => {
    expect(capitalise('photos/logo.png is one of the sample site’s drawings')).toBe('photos/logo.png is one of the sample site’s drawings');
    expect(capitalise('https://www.facebook.com/greenwaylawn is the sample’s')).toBe('https://www.facebook.com/greenwaylawn is the sample’s');
    expect(capitalise('“monroe” is not a town')).toBe('“monroe” is not a town');
    expect(capitalise('logo.png is')).toBe('logo.png is');
    expect(capitalise('the state under Business: fill it in')).toBe('The state under Business: fill it in');
    expect(capitalise('e-mail address: fill it in')).toBe('E-mail address: fill it in');
    expect(plainMessage('business.logo.src', 'photos/logo.png is one of the sample site\'s drawings: put your own logo', site)).toMatch(/^photos\/logo\.png is one of/);
  });
});

describe('the form’s names for the file’s keys', () => {
  it('name a field by its label and its section', () => {
    expect(fieldName(['site', 'state'])).toBe('the state under Business');
    expect(fieldName(['pricing', 'lotSizes'])).toBe('the lot sizes under Prices');
    expect(fieldName(['towns', 3, 'slug'], site)).toBe('the page address of town 4 (West Windsor)');
    expect(fieldHelp(['site', 'description'], schema.properties!.site!.properties!.description)).not.toContain('homeDescription');
  });

  it('say the loader’s problems as the form would (regression: "expected `to` to be at least `from` (120)")', () => {
    expect(plainMessage('services[0].prices.ranges[1].to', 'expected `to` to be at least `from` (120), found 100: write the lower amount in `from` and the higher in `to`', site)).toMatch(
      /^The highest price must be at least the lowest \(120\), found 100/,
    );
    expect(plainMessage('services[0].prices.ranges[0].lotSize', 'expected the id of a lot size listed under `pricing.lotSizes` (small, medium), found "huge"', site)).toBe(
      'Choose one of the lot sizes under Prices (Up to 5,000 sq ft, 5,000 – 10,000 sq ft): found "huge", which none of them is.',
    );
  });

  it('place every key of the schema in one of the eleven sections', () => {
    const used = new Set(schemaNodes().map(({ path }) => sectionOf(path)));
    expect([...used].sort()).toEqual([...SECTION_IDS].sort());
    expect(sectionOf(['services', 2, 'prices', 'ranges', 0, 'to'])).toBe('prices');
    expect(sectionOf(['translations', 'es', 'services', 0, 'faq', 1, 'answer'])).toBe('questions');
    expect(sectionOf(['labels', 'seo', 'homeDescription'])).toBe('advanced');
  });
});

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One mistake each, on the default site, for every kind of problem the loader and its rules report. */
const MISTAKES: Array<[string, (data: Data) => void]> = [
  ['an empty headline', (d) => (d.hero.headline = '')],
  ['a number for a headline', (d) => (d.hero.headline = 5)],
  ['a misspelt key', (d) => (d.hero.headlin = 'x')],
  ['a slug with spaces', (d) => (d.towns[0].slug = 'Monroe Township')],
  ['a town without its name', (d) => delete d.towns[0].name],
  ['a section without a required key', (d) => delete d.business.email],
  ['two towns of one name', (d) => (d.towns[1].name = d.towns[0].name)],
  ['two towns at one address', (d) => (d.towns[1].slug = d.towns[0].slug)],
  ['an unknown service of a town', (d) => (d.towns[0].services = ['snow'])],
  ['a town near itself', (d) => (d.towns[0].nearby = [d.towns[0].slug])],
  ['an unknown nearby town', (d) => (d.towns[0].nearby = ['atlantis'])],
  ['an unknown town of a project', (d) => (d.projects[0].town = 'atlantis')],
  ['an unknown service of a project', (d) => (d.projects[0].service = 'snow')],
  ['closing before opening', (d) => (d.business.hours[0].closes = '06:00')],
  ['overlapping hours', (d) => d.business.hours.push({ days: ['Mon'], opens: '08:00', closes: '09:00' })],
  ['a state of several time zones without one', (d) => (d.site.state = 'TX')],
  ['an unknown time zone', (d) => (d.site.timeZone = 'America/Nowhere')],
  ['an end before the start', (d) => (d.offers[0].ends = '2027-01-01')],
  ['a date not on the calendar', (d) => (d.offers[0].starts = '2027-02-30')],
  ['an offer link to no page', (d) => (d.offers[0].link = '/nowhere/')],
  ['an offer link of another kind', (d) => (d.offers[0].link = 'ftp://example.org/x')],
  ['a lot size id twice', (d) => (d.pricing.lotSizes[1].id = 'small')],
  ['an unknown lot size', (d) => (d.services[0].prices.ranges[0].lotSize = 'huge')],
  ['a lot size twice in a service', (d) => (d.services[0].prices.ranges[1].lotSize = d.services[0].prices.ranges[0].lotSize)],
  ['a highest price below the lowest', (d) => (d.services[0].prices.ranges[0].to = 1)],
  ['prices without pricing', (d) => delete d.pricing],
  ['an unknown pricing period', (d) => (d.services[0].prices.per = 'week')],
  ['a fractional price', (d) => (d.services[0].prices.ranges[0].from = 40.5)],
  ['a rating out of range', (d) => (d.reviews.rating = 7)],
  ['a phone without its area code', (d) => (d.business.phone = '555-0142')],
  ['a broken web address', (d) => (d.site.url = 'https://a|b.com')],
  ['an http form address', (d) => (d.estimateForm.endpoint = 'http://forms.example.org/x')],
  ['an unknown language', (d) => (d.site.language = 'qq-ZZ-x-y')],
  ['no reasons', (d) => (d.whyChooseUs = [])],
  ['the same reason twice', (d) => d.trustBadges.push(d.trustBadges[0])],
  ['a text without its Spanish', (d) => delete d.translations.es.services[0].title],
  ['a Spanish list of another length', (d) => d.translations.es.whyChooseUs.pop()],
  ['a Spanish town that is not a town', (d) => (d.translations.es.towns[0].slug = 'atlantis')],
  ['a translation into the site’s own language', (d) => (d.translations.en = {})],
  ['a language without built-in labels', (d) => (d.translations.fr = structuredClone(d.translations.es))],
  ['a language that is not a code', (d) => (d.translations.spanish = {})],
  ['a photo of another kind', (d) => (d.hero.image.src = 'photos/lawn.heic')],
  ['a photo without a description', (d) => (d.hero.image.alt = '')],
];

describe('the key paths the plain words recognise in a message', () => {
  it("start with any of the schema's top-level keys: a new section of site.yaml is added to TOP_LEVEL too", () => {
    const schemaKeys = Object.keys((schemaJson as { properties: Record<string, unknown> }).properties).filter((key) => key !== '$schema');
    expect([...TOP_LEVEL].sort()).toEqual(schemaKeys.sort());
  });
});
