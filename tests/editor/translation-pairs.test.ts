import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatKeyPath, parseKeyPath, valueAt, type Change, type KeyPath } from '../../src/config/key-path.js';
import { addChange, applyToData, fieldOf, type Schema } from '../../src/editor/ui/model.js';
import { previewPathFor } from '../../src/editor/ui/preview-page.js';
import { missingTranslationLines } from '../../src/editor/ui/checklist-items.js';
import {
  builtInLabel,
  keyRenameInTranslations,
  languageName,
  moveInTranslations,
  originalOf,
  removalInTranslations,
  additionInTranslations,
  translationChange,
  translationsOf,
  type Translation,
} from '../../src/editor/ui/translation-pairs.js';
import { applyChanges } from '../../src/editor/yaml-edit.js';
import { keyOrderFromSchema } from '../../src/editor/yaml-key-order.js';
import schemaJson from '../../schema/site.schema.json' with { type: 'json' };

const schema = schemaJson as Schema;
const siteText = readFileSync('site.yaml', 'utf8');
const site = parse(siteText) as Record<string, unknown>;

/** The key path of each language's translation of the value at `keyPath`, as the form names its control. */
const pairedWith = (data: unknown, keyPath: string) => translationsOf(data, parseKeyPath(keyPath)!).map((translation) => translation.name);

/** A small site: the Spanish lists in another order than the originals, one service not translated yet. */
const small = {
  hero: { headline: 'Green lawns', image: { src: 'photos/a.jpg', alt: 'A lawn' } },
  services: [
    { slug: 'mowing', title: 'Mowing', points: ['Cutting', 'Edging'] },
    { slug: 'aeration', title: 'Aeration', points: ['Cores'] },
    { slug: 'irrigation', title: 'Irrigation', faq: [{ question: 'When?', answer: 'April.' }] },
  ],
  towns: [
    { name: 'Monroe', slug: 'monroe', intro: 'Monroe lawns.' },
    { name: 'Dayton', slug: 'dayton', intro: 'Dayton lawns.' },
  ],
  whyChooseUs: ['Local', 'Flexible', 'Smart', 'Rated'],
  testimonials: [{ quote: 'Great.', author: 'Ann' }],
  translations: {
    es: {
      hero: { headline: 'Céspedes verdes', image: { alt: 'Un césped' } },
      services: [
        { slug: 'irrigation', title: 'Riego', faq: [{ question: '¿Cuándo?', answer: 'Abril.' }] },
        { slug: 'mowing', title: 'Corte', points: ['Corte', 'Bordes'] },
      ],
      towns: [
        { slug: 'dayton', intro: 'Céspedes de Dayton.' },
        { slug: 'monroe', intro: 'Céspedes de Monroe.' },
      ],
      whyChooseUs: ['Local', 'Flexible', 'Inteligente'],
    },
  },
};

describe('which translation goes beside which text of the form', () => {
  it('pairs a text with the same key under translations.{code}', () => {
    expect(pairedWith(small, 'hero.headline')).toEqual(['translations.es.hero.headline']);
    expect(translationsOf(small, ['hero', 'headline'])[0]!.value).toBe('Céspedes verdes');
    expect(pairedWith(small, 'hero.image.alt')).toEqual(['translations.es.hero.image.alt']);
  });

  it('pairs a service or a town by its slug, wherever the translation lists it', () => {
    expect(pairedWith(small, 'services[0].title')).toEqual(['translations.es.services[1].title']);
    expect(pairedWith(small, 'services[2].faq[0].answer')).toEqual(['translations.es.services[0].faq[0].answer']);
    expect(pairedWith(small, 'services[0].points[1]')).toEqual(['translations.es.services[1].points[1]']);
    expect(pairedWith(small, 'towns[0].intro')).toEqual(['translations.es.towns[1].intro']);
    expect(translationsOf(small, ['towns', 0, 'intro'])[0]!.value).toBe('Céspedes de Monroe.');
    expect(pairedWith(small, 'towns[1].intro')).toEqual(['translations.es.towns[0].intro']);
  });

  it('pairs the default site’s services and towns by slug (Monroe, Lawn Maintenance)', () => {
    const monroe = (site.towns as Array<{ slug: string }>).findIndex((town) => town.slug === 'monroe');
    const [town] = translationsOf(site, ['towns', monroe, 'intro']);
    expect(valueAt(site, [...town!.path.slice(0, -1), 'slug'])).toBe('monroe');
    expect(town!.value).toMatch(/^Monroe Township es uno de los pueblos/);
    const [service] = translationsOf(site, ['services', 0, 'description']);
    expect(valueAt(site, [...service!.path.slice(0, -1), 'slug'])).toBe((site.services as Array<{ slug: string }>)[0]!.slug);
    expect(service!.value).toMatch(/^Un césped tupido y sano/);
  });

  it('pairs an item of a list without slugs by its place', () => {
    expect(pairedWith(small, 'whyChooseUs[2]')).toEqual(['translations.es.whyChooseUs[2]']);
    expect(translationsOf(small, ['whyChooseUs', 2])[0]!.value).toBe('Inteligente');
    expect(translationsOf(site, ['whyChooseUs', 2])[0]!.value).toBe('Expertos en riego inteligente');
  });

  it('pairs a label with the translation’s label of the same key', () => {
    expect(pairedWith(small, 'labels.header.getEstimate')).toEqual(['translations.es.labels.header.getEstimate']);
    expect(builtInLabel(schemaJson, ['translations', 'es', 'labels', 'header', 'getEstimate'])).toBe('Presupuesto');
    expect(builtInLabel(schemaJson, ['translations', 'fr', 'labels', 'header', 'getEstimate'])).toBeUndefined();
  });

  it('pairs nothing with what stays as written: names, slugs, photo files, authors', () => {
    for (const keyPath of ['towns[0].name', 'towns[0].slug', 'services[0].slug', 'hero.image.src', 'testimonials[0].author', 'business.name', 'site.url', 'translations.es.hero.headline']) {
      expect(pairedWith(small, keyPath), keyPath).toEqual([]);
    }
  });

  it('pairs nothing on a site with one language', () => {
    const { translations: _none, ...oneLanguage } = small;
    for (const keyPath of ['hero.headline', 'services[0].title', 'towns[0].intro', 'whyChooseUs[2]', 'labels.header.getEstimate']) {
      expect(pairedWith(oneLanguage, keyPath), keyPath).toEqual([]);
    }
  });

  it('gives one translation per language, in the file’s order', () => {
    const both = { ...small, translations: { ...small.translations, fr: { hero: { headline: 'Pelouses vertes' } } } };
    expect(pairedWith(both, 'hero.headline')).toEqual(['translations.es.hero.headline', 'translations.fr.hero.headline']);
    expect(translationsOf(both, ['hero', 'headline']).map((translation) => translation.value)).toEqual(['Céspedes verdes', 'Pelouses vertes']);
    // Not in the French translation yet: where typing will put it.
    expect(pairedWith(both, 'services[0].title')).toEqual(['translations.es.services[1].title', 'translations.fr.services[mowing].title']);
  });

  it('names a service the translation lacks by its slug, and the next item of a list by its place; none beyond it', () => {
    const [aeration] = translationsOf(small, ['services', 1, 'title']);
    expect(aeration).toMatchObject({ name: 'translations.es.services[aeration].title', path: ['translations', 'es', 'services', 2, 'title'], value: undefined });
    expect(pairedWith(small, 'services[1].points[0]')).toEqual(['translations.es.services[aeration].points[0]']);
    expect(pairedWith(small, 'whyChooseUs[3]')).toEqual(['translations.es.whyChooseUs[3]']);
    expect(pairedWith({ ...small, whyChooseUs: [...small.whyChooseUs, 'Fast'] }, 'whyChooseUs[4]')).toEqual([]);
  });
});

describe('the changes a translation’s field makes', () => {
  const keyOrder = keyOrderFromSchema(schemaJson as object);
  const only = (data: unknown, keyPath: string, code = 'es'): Translation => translationsOf(data, parseKeyPath(keyPath)!).find((one) => one.code === code)!;

  it('sets the translated text where it is written', () => {
    expect(translationChange(small, only(small, 'services[0].title'), 'Corte de césped')).toEqual({ op: 'set', path: ['translations', 'es', 'services', 1, 'title'], value: 'Corte de césped' });
    expect(translationChange(small, only(small, 'towns[0].intro'), undefined)).toEqual({ op: 'delete', path: ['translations', 'es', 'towns', 1, 'intro'] });
  });

  it('adds a service the translation lacks, with its slug, and the next item of a list', () => {
    expect(translationChange(small, only(small, 'services[1].title'), 'Aireación')).toEqual({ op: 'insert', path: ['translations', 'es', 'services'], index: 2, value: { slug: 'aeration', title: 'Aireación' } });
    expect(translationChange(small, only(small, 'services[1].points[0]'), 'Núcleos')).toEqual({
      op: 'insert',
      path: ['translations', 'es', 'services'],
      index: 2,
      value: { slug: 'aeration', points: ['Núcleos'] },
    });
    expect(translationChange(small, only(small, 'whyChooseUs[3]'), 'Muy bien calificados')).toEqual({ op: 'insert', path: ['translations', 'es', 'whyChooseUs'], index: 3, value: 'Muy bien calificados' });
    // A list the translation does not have at all: the list, with the item.
    expect(translationChange(small, only(small, 'testimonials[0].quote'), 'Genial.')).toEqual({ op: 'set', path: ['translations', 'es', 'testimonials'], value: [{ quote: 'Genial.' }] });
  });

  it('typing a new service’s Spanish title writes one new item, with its slug, into the file', () => {
    let data: unknown = site;
    let changes: Change[] = [];
    const make = (change: Change | undefined) => {
      data = applyToData(data, change!);
      changes = addChange(changes, change!);
    };
    const index = (site.services as unknown[]).length;
    make({ op: 'insert', path: ['services'], index, value: { slug: 'aeration', title: 'Aeration', description: 'Cores out.' } });
    for (const text of ['A', 'Ai', 'Aireación']) make(translationChange(data, only(data, `services[${index}].title`), text));
    make(translationChange(data, only(data, `services[${index}].description`), 'Sacamos núcleos.'));
    expect(changes.filter((change) => change.path[0] === 'translations')).toEqual([
      { op: 'insert', path: ['translations', 'es', 'services'], index: 3, value: { slug: 'aeration', title: 'Aireación', description: 'Sacamos núcleos.' } },
    ]);
    const written = applyChanges(siteText, changes, keyOrder);
    expect(written).toContain('\n      - slug: aeration\n        title: Aireación\n        description: Sacamos núcleos.\n    towns:\n');
    expect(parse(written)).toEqual(data);
  });

  it('removing a town takes its translation (found by slug); removing or moving a reason does the same at the same place', () => {
    expect(removalInTranslations(small, ['towns'], 0)).toEqual([{ op: 'delete', path: ['translations', 'es', 'towns', 1] }]);
    expect(removalInTranslations(small, ['services'], 1)).toEqual([]); // aeration has no translation
    expect(removalInTranslations(small, ['services', 0, 'points'], 1)).toEqual([{ op: 'delete', path: ['translations', 'es', 'services', 1, 'points', 1] }]);
    const equalLengths = { ...small, whyChooseUs: ['Local', 'Flexible', 'Smart'] };
    expect(removalInTranslations(equalLengths, ['whyChooseUs'], 2)).toEqual([{ op: 'delete', path: ['translations', 'es', 'whyChooseUs', 2] }]);
    expect(moveInTranslations(equalLengths, ['whyChooseUs'], 0, 1)).toEqual([{ op: 'move', path: ['translations', 'es', 'whyChooseUs'], from: 0, to: 1 }]);
    // Lists of different lengths no longer pair by place: left alone, the check names the difference.
    expect(removalInTranslations(small, ['whyChooseUs'], 2)).toEqual([]);
    expect(moveInTranslations(small, ['whyChooseUs'], 0, 1)).toEqual([]);
    // Services and towns pair by slug: their order is the original's alone.
    expect(moveInTranslations(small, ['towns'], 0, 1)).toEqual([]);
    // The last item takes the list with it.
    expect(removalInTranslations({ ...small, testimonials: [{ quote: 'Hi' }], translations: { es: { testimonials: [{ quote: 'Hola' }] } } }, ['testimonials'], 0)).toEqual([
      { op: 'delete', path: ['translations', 'es', 'testimonials'] },
    ]);
    expect(removalInTranslations({ ...small, translations: undefined }, ['towns'], 0)).toEqual([]);
  });
});

describe('adding an item of a list matched by position', () => {
  const keyOrder = keyOrderFromSchema(schemaJson as object);
  const only = (data: unknown, keyPath: string): Translation => translationsOf(data, parseKeyPath(keyPath)!)[0]!;
  it('gives each translation as long as the original an empty item at the same place, so the new texts are texts to translate', () => {
    const index = (site.testimonials as unknown[]).length;
    expect(additionInTranslations(site, ['testimonials'])).toEqual([{ op: 'insert', path: ['translations', 'es', 'testimonials'], index, value: {} }]);
    let data: unknown = site;
    let changes: Change[] = [];
    const make = (change: Change | undefined) => {
      data = applyToData(data, change!);
      changes = addChange(changes, change!);
    };
    const inTranslations = additionInTranslations(data, ['testimonials']);
    make({ op: 'insert', path: ['testimonials'], index, value: { quote: 'Great crew.', author: 'Dana K.' } });
    inTranslations.forEach(make);
    expect(missingTranslationLines(data).map((line) => line.control)).toEqual([`translations.es.testimonials[${index}].quote`]);
    // Typing the Spanish fills that item, written as its neighbours are.
    make(translationChange(data, only(data, `testimonials[${index}].quote`), 'Gran equipo.'));
    expect(missingTranslationLines(data)).toEqual([]);
    const written = applyChanges(siteText, changes, keyOrder);
    expect(parse(written)).toEqual(data);
    expect(written).toMatch(/\n {6}- quote: Gran equipo\.\n/);
  });

  it('leaves alone a translation of another length, a list of plain texts, and a list matched by slug', () => {
    expect(additionInTranslations(small, ['whyChooseUs'])).toEqual([]); // lengths differ: the check names it
    expect(additionInTranslations(site, ['services', 0, 'points'])).toEqual([]); // an empty text is no text
    expect(additionInTranslations(site, ['towns'])).toEqual([]); // the first text typed adds the town's, by its slug
  });

  it('names the texts a translation shorter than the original lacks, as lines of the checklist', () => {
    const data = structuredClone(site) as { services: Array<{ points: string[] }> };
    data.services[0]!.points.push('Leaf blowing');
    expect(missingTranslationLines(data).map((line) => line.title)).toEqual([expect.stringMatching(/^Spanish points (of|for) /)]);
  });
});

describe('a translation’s problem and page', () => {
  it('places a problem the check names by slug at the field of that service’s translation', () => {
    expect(fieldOf(schema, 'translations.es.services[mowing].title', small)).toBe('translations.es.services[1].title');
    expect(fieldOf(schema, 'translations.es.hero.headline', small)).toBe('translations.es.hero.headline');
    expect(fieldOf(schema, 'translations.es.services[aeration]', small)).toBeUndefined();
    expect(fieldOf(schema, 'towns[1].slug', small)).toBe('towns[1].slug');
  });

  it('finds the original a translation’s key path translates', () => {
    const original = (keyPath: string) => {
      const path = originalOf(small, parseKeyPath(keyPath)!);
      return path && formatKeyPath(path as KeyPath);
    };
    expect(original('translations.es.services[1].title')).toBe('services[0].title');
    expect(original('translations.es.services[aeration]')).toBe('services[1]');
    expect(original('translations.es.whyChooseUs')).toBe('whyChooseUs');
    expect(original('translations.es.services[5].title')).toBeUndefined();
    expect(original('hero.headline')).toBeUndefined();
  });

  // As the editor's server sends them for the default site (src/editor/preview.ts).
  const routes = [
    { path: '/', shows: [['hero'], ['whyChooseUs'], ['labels', 'home']] },
    { path: '/services/', source: ['services'], shows: [['labels', 'service', 'indexHeading']] },
    { path: '/services/lawn-maintenance/', source: ['services', 0], shows: [['labels', 'service']] },
    { path: '/lawn-care-monroe-nj/', source: ['towns', 0], shows: [['labels', 'town']] },
    { path: '/es/', shows: [['translations', 'es', 'hero'], ['translations', 'es', 'whyChooseUs'], ['translations', 'es', 'labels', 'home']] },
    { path: '/es/services/', source: ['translations', 'es', 'services'], shows: [['translations', 'es', 'labels', 'service', 'indexHeading']] },
    { path: '/es/services/lawn-maintenance/', source: ['translations', 'es', 'services', 0], shows: [['translations', 'es', 'labels', 'service']] },
    { path: '/es/lawn-care-monroe-nj/', source: ['translations', 'es', 'towns', 0], shows: [['translations', 'es', 'labels', 'town']] },
  ];
  it.each([
    ['translations.es.hero.headline', '/', '/es/'],
    ['translations.es.whyChooseUs[2]', '/', '/es/'],
    ['translations.es.services[0].description', '/', '/es/services/lawn-maintenance/'],
    ['translations.es.towns[0].intro', '/', '/es/lawn-care-monroe-nj/'],
    ['translations.es.labels.town.intro', '/', '/es/lawn-care-monroe-nj/'],
    ['hero.headline', '/es/', '/'],
    // Texts on every page: the page being looked at, in the field's language.
    ['translations.es.labels.footer.hours', '/services/', '/es/services/'],
    ['labels.footer.hours', '/es/services/', '/services/'],
    ['business.phone', '/es/lawn-care-monroe-nj/', '/es/lawn-care-monroe-nj/'],
    ['translations.es.labels.footer.hours', '/es/services/', '/es/services/'],
  ])('%s (looking at %s) → %s', (keyPath, current, page) => {
    expect(previewPathFor(parseKeyPath(keyPath)!, routes, current)).toBe(page);
  });

  it('names a language in its own words', () => {
    expect(languageName('es')).toBe('Español');
    expect(languageName('es', 'en')).toBe('Spanish');
    expect(languageName('not a code')).toBe('not a code');
  });
});

describe('lot sizes, matched by their id', () => {
  const priced = {
    pricing: { note: 'Typical.', lotSizes: [{ id: 'small', label: 'Small' }, { id: 'large', label: 'Large' }] },
    translations: { es: { pricing: { note: 'Típico.', lotSizes: [{ id: 'large', label: 'Grande' }, { id: 'small', label: 'Pequeño' }] } } },
  };

  it('pair each lot size with the Spanish one of the same id, wherever it stands', () => {
    expect(translationsOf(priced, ['pricing', 'lotSizes', 0, 'label']).map((one) => [formatKeyPath(one.path), one.value])).toEqual([['translations.es.pricing.lotSizes[1].label', 'Pequeño']]);
    expect(originalOf(priced, ['translations', 'es', 'pricing', 'lotSizes', 0, 'label'])).toEqual(['pricing', 'lotSizes', 1, 'label']);
  });

  it('rename the Spanish one with it when an id is renamed, so the two stay paired', () => {
    expect(keyRenameInTranslations(priced, ['pricing', 'lotSizes', 1, 'id'], 'estate')).toEqual([{ op: 'set', path: ['translations', 'es', 'pricing', 'lotSizes', 0, 'id'], value: 'estate' }]);
    expect(keyRenameInTranslations(priced, ['pricing', 'lotSizes', 1, 'label'], 'Huge')).toEqual([]);
    expect(keyRenameInTranslations(priced, ['pricing', 'note'], 'Other')).toEqual([]);
  });
});
