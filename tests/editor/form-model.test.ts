import { describe, expect, it } from 'vitest';
import { formatKeyPath, parseKeyPath, type Change } from '../../src/config/key-path.js';
import { addChange, applyToData, changeFor, choicesFrom, fieldOf, itemLabel, itemName, plainLabel, schemaAt, shortened, type Schema } from '../../src/editor/ui/model.js';
import { fieldLabel } from '../../src/editor/ui/plain-words.js';
import { previewPathFor } from '../../src/editor/ui/preview-page.js';
import schema from '../../schema/site.schema.json' with { type: 'json' };

describe('the form model', () => {
  it('names keys in plain words and controls by their key path', () => {
    expect(plainLabel('postalCode')).toBe('Postal code');
    expect(plainLabel('getEstimate')).toBe('Get estimate');
    expect(formatKeyPath(['services', 1, 'points', 0])).toBe('services[1].points[0]');
    expect(parseKeyPath('towns[2].slug')).toEqual(['towns', 2, 'slug']);
    expect(itemName('towns', { name: 'Plainsboro', slug: 'plainsboro' }, 2)).toBe('Plainsboro');
    expect(itemName('towns', { name: '' }, 2)).toBe('town 3');
    expect(itemLabel('towns', { name: 'Plainsboro' }, 2)).toBe('Town 3: Plainsboro');
    // regression: an item without a name was "Opening hours 1: opening hours 1"
    expect(itemLabel('hours', { days: ['Mon'], opens: '07:00' }, 0)).toBe('Opening hours 1');
  });

  it('cuts a long title at a word, with an ellipsis (regression: "Offer 1: Fall cleanup … book by Dece")', () => {
    const offer = { text: 'Fall cleanup and leaf removal, 15% off when you book by December 15' };
    expect(itemLabel('offers', offer, 0)).toBe('Offer 1: Fall cleanup and leaf removal, 15% off when you book by…');
    expect(itemName('offers', offer, 0)).toBe('Fall cleanup and leaf removal, 15% off when you book by…');
    expect(shortened('Fall cleanup and leaf removal, 15% off when you book by December 15', 30)).toBe('Fall cleanup and leaf removal…');
    expect(shortened('Fall cleanup and leaf removal, 15% off', 31)).toBe('Fall cleanup and leaf removal…'); // no comma left before the ellipsis
    expect(shortened('A short title', 60)).toBe('A short title');
    // One long word is cut where it must be.
    expect(shortened('x'.repeat(80), 60)).toBe(`${'x'.repeat(60)}…`);
  });

  it('clearing an optional key deletes it; a key in a missing section sets the section', () => {
    const data = { hero: { headline: 'Hi' }, towns: [{ name: 'A', slug: 'a', intro: 'x' }] };
    expect(changeFor(data, ['towns', 0, 'intro'], undefined)).toEqual({ op: 'delete', path: ['towns', 0, 'intro'] });
    expect(changeFor(data, ['towns', 0, 'notes'], undefined)).toBeUndefined();
    expect(changeFor(data, ['hero', 'image', 'src'], 'photos/a.jpg')).toEqual({ op: 'set', path: ['hero', 'image'], value: { src: 'photos/a.jpg' } });
    expect(changeFor(data, ['hero', 'headline'], 'Yo')).toEqual({ op: 'set', path: ['hero', 'headline'], value: 'Yo' });
  });

  it('makes each change to the data the way the file will change', () => {
    let data: unknown = { towns: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] };
    data = applyToData(data, { op: 'move', path: ['towns'], from: 0, to: 2 });
    expect(data).toEqual({ towns: [{ name: 'B' }, { name: 'C' }, { name: 'A' }] });
    data = applyToData(data, { op: 'insert', path: ['towns'], index: 1, value: { name: 'D' } });
    data = applyToData(data, { op: 'delete', path: ['towns', 0] });
    expect(data).toEqual({ towns: [{ name: 'D' }, { name: 'C' }, { name: 'A' }] });
  });

  it('keeps one change per typed field, and folds values typed into a new item into its insert', () => {
    let changes: Change[] = [];
    changes = addChange(changes, { op: 'set', path: ['hero', 'headline'], value: 'H' });
    changes = addChange(changes, { op: 'set', path: ['hero', 'headline'], value: 'Hi' });
    changes = addChange(changes, { op: 'insert', path: ['towns'], index: 3, value: { name: '', slug: '' } });
    changes = addChange(changes, { op: 'set', path: ['towns', 3, 'name'], value: 'Jamesburg' });
    changes = addChange(changes, { op: 'set', path: ['towns', 3, 'slug'], value: 'jamesburg' });
    expect(changes).toEqual([
      { op: 'set', path: ['hero', 'headline'], value: 'Hi' },
      { op: 'insert', path: ['towns'], index: 3, value: { name: 'Jamesburg', slug: 'jamesburg' } },
    ]);
    changes = addChange(changes, { op: 'move', path: ['towns'], from: 3, to: 2 });
    changes = addChange(changes, { op: 'set', path: ['towns', 2, 'name'], value: 'J' });
    // The new town moved to place 3: typing there still goes into its insert.
    expect(changes).toEqual([
      { op: 'set', path: ['hero', 'headline'], value: 'Hi' },
      { op: 'insert', path: ['towns'], index: 3, value: { name: 'J', slug: 'jamesburg' } },
      { op: 'move', path: ['towns'], from: 3, to: 2 },
    ]);
  });

  it('places a problem at its field when the form has one', () => {
    expect(fieldOf(schema as Schema, 'towns[2].slug')).toBe('towns[2].slug');
    expect(fieldOf(schema as Schema, 'town')).toBeUndefined();
    expect(fieldOf(schema as Schema, '')).toBeUndefined();
  });
});

describe('the page the preview shows for a field', () => {
  // As the editor's server sends them: the first page of each kind says which keys show on that kind's pages only.
  const routes = [
    { path: '/', shows: [['hero'], ['faq'], ['labels', 'home']] },
    { path: '/services/', source: ['services'], shows: [['labels', 'service', 'indexHeading']] },
    { path: '/services/irrigation/', source: ['services', 0], shows: [['labels', 'service']] },
    { path: '/lawn-care-monroe-nj/', source: ['towns', 1], shows: [['labels', 'town']] },
    { path: '/lawn-care-cranbury-nj/', source: ['towns', 10] },
    { path: '/estimate/', source: ['estimateForm'], shows: [['estimateForm'], ['labels', 'estimate']] },
    { path: '/prices/', source: ['pricing'], shows: [['pricing'], ['labels', 'prices']] },
  ];
  it.each([
    ['towns[1].name', '/lawn-care-monroe-nj/'],
    ['towns[10].neighbourhoods[0]', '/lawn-care-cranbury-nj/'],
    ['services[0].points[2]', '/services/irrigation/'],
    ['hero.headline', '/'],
    ['labels.estimate.title', '/estimate/'],
    ['labels.town.intro', '/lawn-care-monroe-nj/'],
    ['labels.service.indexHeading', '/services/'],
    ['labels.service.back', '/services/irrigation/'],
    ['faq[0].answer', '/'],
    ['business.phone', '/current/'],
    ['pricing.note', '/prices/'],
    ['pricing.lotSizes[1].label', '/prices/'],
    ['labels.prices.afterVisit', '/prices/'],
    ['services[0].prices.ranges[1].from', '/services/irrigation/'],
    ['labels.estimate.lotSize', '/estimate/'],
  ])('%s → %s', (keyPath, path) => {
    expect(previewPathFor(parseKeyPath(keyPath)!, routes, '/current/')).toBe(path);
  });
});

describe("a value chosen from others in the file (the schema's choicesFrom)", () => {
  const data = {
    pricing: { note: 'Typical.', lotSizes: [{ id: 'small', label: 'Small' }, { id: 'medium' }, { id: '' }, { label: 'No id' }, { id: 'small' }] },
  };

  it("offers a range's lot size from the ids under pricing.lotSizes, each once, as they stand", () => {
    const node = schemaAt(schema as Schema, ['services', 0, 'prices', 'ranges', 0, 'lotSize'])!;
    expect(node.choicesFrom).toBe('pricing.lotSizes[].id');
    expect(choicesFrom(data, node.choicesFrom!)).toEqual(['small', 'medium']);
    expect(choicesFrom({}, node.choicesFrom!)).toEqual([]);
    expect(choicesFrom({ pricing: { lotSizes: 'none' } }, node.choicesFrom!)).toEqual([]);
  });

  it('names a lot size and a range by what the owner wrote in them', () => {
    expect(itemLabel('lotSizes', { id: 'small', label: 'Up to 5,000 sq ft' }, 0)).toBe('Lot size 1: Up to 5,000 sq ft');
    expect(itemLabel('ranges', { lotSize: 'medium', from: 45, to: 60 }, 1)).toBe('Range 2: medium');
    // Given the file, a range is called by its lot size's label, as the Prices section's legends call it (regression: Find a field said "Range 2: medium").
    expect(itemLabel('ranges', { lotSize: 'medium', from: 45, to: 60 }, 1, { pricing: { lotSizes: [{ id: 'medium', label: '5,000 – 10,000 sq ft' }] } })).toBe('Range 2: 5,000 – 10,000 sq ft');
    expect(itemLabel('ranges', { lotSize: 'huge' }, 0, { pricing: { lotSizes: [] } })).toBe('Range 1: huge');
    expect(fieldLabel(['services', 0, 'prices', 'per'])).toBe('Priced per');
  });
});
