// What of the form is in view: a section's parts, Find a field, and bringing a field into view.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import schemaJson from '../../schema/site.schema.json' with { type: 'json' };
import type { Schema } from '../../src/editor/ui/model.js';
import { findFields } from '../../src/editor/ui/search.js';
import { sectionParts } from '../../src/editor/ui/SectionView.js';
import { ViewStore } from '../../src/editor/ui/view.js';

const schema = schemaJson as Schema;
const site = parse(readFileSync(join(import.meta.dirname, '..', '..', 'site.yaml'), 'utf8')) as Record<string, unknown>;

describe('a section', () => {
  it('draws the keys edited there, and each service’s prices or questions in a group of its own', () => {
    expect(sectionParts('business', schema, site).map(({ path }) => path.join('.'))).toEqual(['business', 'site', 'estimateForm']);
    expect(sectionParts('prices', schema, site)).toEqual([
      { path: ['pricing'] },
      { path: ['services', 0, 'prices'], label: 'Lawn Maintenance: Prices' },
      { path: ['services', 1, 'prices'], label: 'Landscaping: Prices' },
      { path: ['services', 2, 'prices'], label: 'Irrigation: Prices' },
    ]);
    expect(sectionParts('advanced', schema, site).map(({ path }) => path.join('.'))).toEqual(['business.priceRange', 'site.themeColor', 'site.title', 'site.description', 'analytics', 'labels']);
  });
});

describe('Find a field', () => {
  it('finds the fields whose label, help or value holds the words, whatever the case and the accents', () => {
    const paths = (query: string) => findFields(schema, site, query, 100).found.map(({ path }) => path.join('.'));
    expect(paths('monroe')).toEqual(expect.arrayContaining(['business.address.locality', 'towns.0.name', 'towns.0.slug', 'testimonials.0.town', 'projects.0.town']));
    expect(paths('Phone')).toContain('business.phone');
    expect(paths('césped')).toContain('services.0.title'); // by its Spanish title, shown beside it
    expect(paths('nothing holds this')).toEqual([]);
    const { found, total } = findFields(schema, site, 'price', 5);
    expect(found).toHaveLength(5);
    expect(total).toBeGreaterThan(5);
    expect(found[0]!.where).toMatch(/^\w/);
  });
});

describe('Find a field, on the sample site (regression: "Monroe" found 12 fields, 8 of them only by an example in their help)', () => {
  it('finds a town’s name only where a label or a value holds it, never by an example in a help text', () => {
    const { found, total } = findFields(schema, site, 'Monroe', 100);
    expect(found.map(({ path }) => path.join('.'))).toEqual([
      'business.address.locality',
      'towns.0.name',
      'towns.0.slug',
      'towns.0.intro',
      'testimonials.0.town',
      'projects.0.town',
      'projects.0.photo',
      'projects.0.before',
    ]);
    expect(total).toBe(8);
  });

  it('says where a field is by the names the sections show: a range by its lot size, a service’s prices under Prices', () => {
    const where = findFields(schema, site, '5,000', 100).found.map((field) => field.where);
    expect(where).toContain('Prices › Lawn Maintenance: Prices › Range 2: 5,000 – 10,000 sq ft');
    expect(where.filter((line) => /Range \d: [a-z]/.test(line))).toEqual([]);
    const questions = findFields(schema, site, 'winterize', 100).found.map((field) => field.where);
    expect(questions.some((line) => line.startsWith('Questions › Irrigation: Questions › Question 2: Do I really need to winterize?'))).toBe(true);
  });
});

describe('bringing a field into view', () => {
  it('opens its section and its item, at the page of a long list that has it, its search cleared', () => {
    const data = { ...site, towns: Array.from({ length: 30 }, (_, i) => ({ name: `Town ${i + 1}`, slug: `town-${i + 1}` })) };
    const view = new ViewStore();
    view.setQuery('towns', 'Town 3');
    view.reveal(['towns', 25, 'intro'], data, schema);
    expect(view.place).toBe('towns');
    expect(view.page('towns')).toBe(2);
    expect(view.query('towns')).toBe('');
    expect(view.isOpen(['towns', 25])).toBe(true);
  });

  it('brings a translation beside the text it translates, in that text’s section', () => {
    const view = new ViewStore();
    view.reveal(['translations', 'es', 'services', 'landscaping', 'title'], site, schema);
    expect(view.place).toBe('services');
    expect(view.isOpen(['services', 1])).toBe(true);
    view.reveal(['labels', 'footer', 'hours'], site, schema);
    expect(view.place).toBe('advanced');
    expect(view.isOpen(['labels', 'footer'])).toBe(true);
  });

  it('keeps the items opened the same items after one is removed or moved', () => {
    const view = new ViewStore();
    view.toggle(['towns', 2]);
    view.toggle(['towns', 5]);
    view.itemsShifted(['towns'], 3, undefined);
    expect([view.isOpen(['towns', 2]), view.isOpen(['towns', 4]), view.isOpen(['towns', 5])]).toEqual([true, true, false]);
    view.itemsShifted(['towns'], 2, 0);
    expect([view.isOpen(['towns', 0]), view.isOpen(['towns', 4])]).toEqual([true, true]);
  });
});
