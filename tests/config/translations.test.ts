// The loader's rules for `translations` (PRODUCT.md, "More languages"): every text of the owner's
// translated, each list as long as the original, slugs that exist, every label for a language
// without built-in ones, names left as written. Each case edits the default site.yaml's text in
// place, so the line and column of a problem can be found in the text itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { builtInLabels, englishLabels, labelKeys } from '../../src/config/built-in-labels.js';
import { parseSiteConfig } from '../../src/config/load.js';
import { ConfigError, type ConfigProblem } from '../../src/config/problem.js';
import { configInLanguage } from '../../src/config/translations.js';
import { siteSchema } from '../../src/config/validator.js';
import { projectRoot } from '../../src/paths.js';
import { headOf, planSite, type PlannedRoute, type SitePlan } from '../../src/plan/plan.js';
import { createSite } from '../../src/site/site.js';
import { fakeProcessedPhotos } from '../helpers/photos.js';
import { renderDocument } from '../helpers/render.js';

const site = readFileSync(join(projectRoot, 'site.yaml'), 'utf8');
const translationsStart = site.indexOf('\ntranslations:\n');

/** site.yaml with `from` (which must be there, after `translations:` unless `anywhere`) replaced by `to`. */
function edited(from: string | RegExp, to: string, text = site): string {
  const start = text.indexOf('\ntranslations:\n');
  const tail = text.slice(start);
  const found = typeof from === 'string' ? tail.includes(from) : from.test(tail);
  if (!found) throw new Error(`the text to edit is not in the translations of site.yaml: ${String(from)}`);
  return text.slice(0, start) + tail.replace(from, to);
}

/** Line and column (1-based) of the first `marker` after `translations:` in `text`. */
function placeOf(text: string, marker: string): { line: number; column: number } {
  const offset = text.indexOf(marker, text.indexOf('\ntranslations:\n'));
  if (offset === -1) throw new Error(`${marker} is not in the translations`);
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

async function problemsOf(text: string): Promise<{ problems: ConfigProblem[]; message: string }> {
  try {
    await parseSiteConfig(text, 'site.yaml');
  } catch (error) {
    if (error instanceof ConfigError) return { problems: error.problems, message: error.message };
    throw error;
  }
  throw new Error('site.yaml was accepted');
}

const MISSING = /^expected the es text of this, found nothing: every text a visitor reads needs its translation \(names stay as written and need none\)$/;

describe('translations: the default site', () => {
  it('is accepted as it is, its Spanish translation complete', async () => {
    expect(translationsStart).toBeGreaterThan(0);
    const { config } = await parseSiteConfig(site, 'site.yaml');
    expect(Object.keys(config.translations ?? {})).toEqual(['es']);
  });
});

describe('translations: a text the translation lacks is named by its key path, at the nearest key written', () => {
  it.each([
    // what is taken away, the edit, the key path named, where the problem is placed (the text there)
    [
      "a service's description",
      edited(/(      - slug: lawn-maintenance\n        title: Mantenimiento de césped\n)        description: >-\n.*\n.*\n/, '$1'),
      'translations.es.services[lawn-maintenance].description',
      'slug: lawn-maintenance',
    ],
    ["the hero's subtext", edited(/      subtext: Cuidado.*\n/, ''), 'translations.es.hero.subtext', 'headline: Un césped'],
    ["an answer of the site's questions", edited(/        answer: >-\n          La mayoría.*\n.*\n/, ''), 'translations.es.faq[1].answer', 'question: ¿Cuándo pueden'],
    ["a photo's description", edited(/        photo:\n          alt: El mismo césped delantero.*\n/, ''), 'translations.es.projects[0].photo', 'title: Renovación del césped'],
    ['a whole town', edited(/      - slug: monroe\n        intro: >-\n.*\n.*\n.*\n/, ''), 'translations.es.towns[monroe]', '- slug: east-windsor'],
  ])('%s', async (_what, text, keyPath, placedAt) => {
    const { problems, message } = await problemsOf(text);
    expect(problems.map((problem) => problem.keyPath)).toEqual([keyPath]);
    expect(problems[0]!.message).toMatch(MISSING);
    const { line, column } = placeOf(text, placedAt);
    expect(problems[0]).toMatchObject({ line, column });
    expect(message).toContain(`site.yaml:${line}:${column}  ${keyPath}  expected the es text of this`);
  });

  it('names every missing text of a translation at once', async () => {
    const text = edited(/      subtext: Cuidado.*\n/, '').replace(/(      - slug: irrigation\n        title: Riego\n)/, '      - slug: irrigation\n');
    const { problems } = await problemsOf(text);
    expect(problems.map((problem) => problem.keyPath)).toEqual(['translations.es.hero.subtext', 'translations.es.services[irrigation].title']);
  });
});

describe('translations: a list of another length than the original is refused', () => {
  it.each([
    ['whyChooseUs, one short', edited('      - Muy bien calificados por los propietarios\n', ''), 'translations.es.whyChooseUs', 4, 3, '- Empresa local y familiar\n      - Planes'],
    ["a service's points, one short", edited('          - Instalación de césped en rollo\n', ''), 'translations.es.services[lawn-maintenance].points', 6, 5, '- Corte de césped'],
    [
      "a service's questions, one too many",
      edited('    towns:\n      - slug: monroe', '          - { question: ¿Otra pregunta?, answer: Otra respuesta. }\n    towns:\n      - slug: monroe'),
      'translations.es.services[irrigation].faq',
      2,
      3,
      '- question: ¿Cuándo debo',
    ],
    ['the testimonials, one short', edited(/      - quote: >-\n          La limpieza de primavera.*\n.*\n/, ''), 'translations.es.testimonials', 3, 2, '- quote: >-\n          Llegaron'],
  ])('%s', async (_what, text, keyPath, expected, found, placedAt) => {
    const { problems } = await problemsOf(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ keyPath, ...placeOf(text, placedAt) });
    expect(problems[0]!.message).toBe(`expected ${expected} entries, one for each of the original in the same order, found ${found}`);
  });
});

describe('translations: a slug the original does not have is refused', () => {
  it.each([
    ['services', edited('    towns:\n      - slug: monroe', '      - { slug: snow-removal, title: Quitanieves, description: Quitamos la nieve. }\n    towns:\n      - slug: monroe'), 3, 'snow-removal'],
    ['towns', edited('    whyChooseUs:\n', '      - { slug: jamesburg, intro: Jamesburg es un pueblo pequeño. }\n    whyChooseUs:\n'), 8, 'jamesburg'],
  ])('in %s', async (list, text, index, slug) => {
    const { problems } = await problemsOf(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ keyPath: `translations.es.${list}[${index}].slug`, ...placeOf(text, slug) });
    expect(problems[0]!.message).toBe(`expected the slug of one of the ${list} listed under \`${list}\`, found "${slug}"`);
  });

  it('a misspelt slug is both unknown and leaves its entry untranslated', async () => {
    const text = edited('      - slug: landscaping\n', '      - slug: landscapping\n');
    const { problems } = await problemsOf(text);
    expect(problems.map((problem) => [problem.keyPath, problem.message])).toEqual([
      ['translations.es.services[landscaping]', expect.stringMatching(MISSING)],
      ['translations.es.services[1].slug', 'expected the slug of one of the services listed under `services`, found "landscapping"'],
    ]);
  });
});

describe('translations: a language without built-in labels', () => {
  const spanish = builtInLabels('es', siteSchema()) as unknown as Record<string, Record<string, string>>;
  const everyLabel = labelKeys(englishLabels(siteSchema()));

  /** The default site with a French translation: the Spanish one's texts (complete), and `labels` as given. */
  function withFrench(labels: Record<string, Record<string, string>> | undefined): string {
    const data = parse(site) as Record<string, any>;
    data.translations.fr = { ...structuredClone(data.translations.es), ...(labels ? { labels } : {}) };
    return stringify(data);
  }

  it('is accepted with every label given', async () => {
    const { config } = await parseSiteConfig(withFrench(spanish), 'site.yaml');
    expect(Object.keys(config.translations!)).toEqual(['es', 'fr']);
  });

  it('missing some labels: one problem, at its labels, naming exactly those', async () => {
    const some = structuredClone(spanish);
    delete some.header!.call;
    delete some.footer!.openNow;
    delete some.notFound!.heading;
    const { problems } = await problemsOf(withFrench(some));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.keyPath).toBe('translations.fr.labels');
    expect(problems[0]!.message).toBe(
      'expected every label in "fr", as the site has built-in labels only in English and Spanish, found 3 missing: header.call, footer.openNow, notFound.heading',
    );
  });

  it('with no labels at all: one problem, saying how many are missing and naming each section once, whole', async () => {
    const { problems } = await problemsOf(withFrench(undefined));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.keyPath).toBe('translations.fr.labels');
    const sections = [...new Set(everyLabel.map((key) => key.split('.')[0]!))];
    const count = (section: string) => everyLabel.filter((key) => key.split('.')[0] === section).length;
    const listed = sections.map((section) => (count(section) > 1 ? `${section}.* (all ${count(section)})` : everyLabel.find((key) => key.split('.')[0] === section)));
    expect(problems[0]!.message).toBe(`expected every label in "fr", as the site has built-in labels only in English and Spanish, found ${everyLabel.length} missing: ${listed.join(', ')}`);
  });

  it('is told apart from English and Spanish, which need no labels, whatever their region', async () => {
    const data = parse(site) as Record<string, any>;
    data.translations = { 'es-MX': data.translations.es };
    await expect(parseSiteConfig(stringify(data), 'site.yaml')).resolves.toBeDefined();
  });
});

describe('translations: names stay as written', () => {
  it('asks for no name (the business, towns, neighbourhoods, authors) and gives every language the same ones', async () => {
    const { config } = await parseSiteConfig(site, 'site.yaml');
    const spanish = configInLanguage(config, 'es', siteSchema());
    const { licences: _own, ...business } = config.business;
    expect(spanish.business).toEqual({ ...business, licences: expect.any(Array) });
    expect(spanish.towns.map(({ name, neighbourhoods }) => ({ name, neighbourhoods }))).toEqual(config.towns.map(({ name, neighbourhoods }) => ({ name, neighbourhoods })));
    expect(spanish.testimonials.map(({ author, town }) => ({ author, town }))).toEqual(config.testimonials.map(({ author, town }) => ({ author, town })));
    // …while the texts are the translation's.
    expect(spanish.services[0]!.title).toBe('Mantenimiento de césped');
    expect(spanish.towns[0]!.intro).toMatch(/^Monroe Township es uno de los pueblos/);
  });
});

describe('translations: a site without them', () => {
  const withoutTranslations = site.slice(0, translationsStart + 1);

  it('is accepted and planned as before: one language, no alternates, no language links', async () => {
    const { config } = await parseSiteConfig(withoutTranslations, 'site.yaml');
    expect(config.translations).toBeUndefined();
    const plan = planSite(config, '2027-03-10');
    expect(plan.languages.map((language) => language.code)).toEqual(['en']);
    expect(plan.routes.every((route) => route.language === 'en' && route.alternates.length === 0)).toBe(true);

    // The same English pages as the translated site's, with the same heads.
    const translated = planSite((await parseSiteConfig(site, 'site.yaml')).config, '2027-03-10');
    const english = translated.routes.filter((route) => route.language === 'en');
    const heads = (of: SitePlan, routes: readonly PlannedRoute[]) => routes.map((route) => ({ path: route.path, file: route.file, head: headOf(of.site, route) }));
    expect(heads(plan, plan.routes)).toEqual(heads(translated, english));

    const page = renderDocument(createSite(config, fakeProcessedPhotos(config)), '/services/lawn-maintenance/');
    expect(page.documentElement.getAttribute('lang')).toBe('en');
    expect(page.querySelectorAll('link[rel=alternate][hreflang]')).toHaveLength(0);
    expect(page.querySelector('.language-links, nav a[hreflang]')).toBeNull();
    expect(page.querySelector('meta[property="og:locale:alternate"]')).toBeNull();
  });
});

describe('a site written in Spanish', () => {
  const spanishSite = (labels = '') => site.slice(0, site.indexOf('\ntranslations:\n') + 1).replace('\nsite:\n', '\nsite:\n  language: es\n') + labels;

  it('has the Spanish built-in labels where it gives none, and its own where it does', async () => {
    expect(site).toContain('\nsite:\n');
    const { config } = await parseSiteConfig(spanishSite('labels:\n  estimate:\n    submit: Mandar\n'), 'site.yaml');
    expect(config.labels.estimate.submit).toBe('Mandar');
    expect(config.labels.estimate.next).toBe('Siguiente');
    expect(config.labels.header.getEstimate).toBe('Presupuesto');
  });

  it('keeps English labels for a site in English', async () => {
    const { config } = await parseSiteConfig(site, 'site.yaml');
    expect(config.labels.estimate.next).toBe('Next');
  });
});

describe('translations: lot sizes are matched by their id', () => {
  const reordered = edited(
    /( {8}- \{ id: small, [^\n]+\n)( {8}- \{ id: medium, [^\n]+\n)/,
    '$2$1',
  );

  it('so the Spanish list may be in any order, and each label stays with its own lot size', async () => {
    const { config } = await parseSiteConfig(reordered, 'site.yaml');
    const spanish = configInLanguage(config, 'es', siteSchema());
    expect(spanish.pricing!.lotSizes.map(({ id, label }) => [id, label])).toEqual([
      ['small', 'Hasta 5,000 pies²'],
      ['medium', 'De 5,000 a 10,000 pies²'],
      ['large', 'De 10,000 a 20,000 pies²'],
      ['estate', 'Más de 20,000 pies²'],
    ]);
  });

  it('an id pricing does not list is refused at its line and column', async () => {
    const text = edited('        - { id: estate, label: "Más de', '        - { id: huge, label: "Más de');
    const { problems } = await problemsOf(text);
    expect(problems.map((problem) => [problem.keyPath, problem.message])).toEqual([
      ['translations.es.pricing.lotSizes[estate]', expect.stringMatching(MISSING)],
      ['translations.es.pricing.lotSizes[3].id', 'expected the id of one of the lot sizes listed under `pricing.lotSizes`, found "huge"'],
    ]);
    expect(problems[1]).toMatchObject(placeOf(text, 'huge'));
  });

  it('a lot size without its id is refused at its line and column', async () => {
    const text = edited('        - { id: large, label: "De 10,000', '        - { label: "De 10,000');
    const { problems } = await problemsOf(text);
    expect(problems.map((problem) => [problem.keyPath, problem.message])).toEqual([
      ['translations.es.pricing.lotSizes[large]', expect.stringMatching(MISSING)],
      ['translations.es.pricing.lotSizes[2].id', expect.stringMatching(/^expected `id` in translations\.es\.pricing\.lotSizes\[2\], found nothing: add `id:` beside `label:`/)],
    ]);
    expect(problems[1]).toMatchObject(placeOf(text, 'label: "De 10,000'));
  });
});

describe('translations: licence lines', () => {
  it('are shown in the translation’s words where it gives them', async () => {
    const { config } = await parseSiteConfig(site, 'site.yaml');
    expect(configInLanguage(config, 'es', siteSchema()).business.licences).toEqual([
      'Registro de contratista de mejoras del hogar de NJ n.º 13VH01234567',
      'Certificación de aplicador de fertilizantes de NJ n.º 98765',
    ]);
  });

  it('are not asked for: without them the original lines show, as before', async () => {
    const text = edited(/ {4}business:\n {6}licences:\n( {8}- [^\n]+\n)+/, '');
    const { config } = await parseSiteConfig(text, 'site.yaml');
    expect(configInLanguage(config, 'es', siteSchema()).business.licences).toEqual(config.business.licences);
  });
});
