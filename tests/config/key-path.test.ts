// Key paths are data; the text of one is made only where a message or a form control names it.
import { describe, expect, it } from 'vitest';
import { formatKeyPath } from '../../src/config/key-path.js';

describe('a key path as a message names it', () => {
  it('names keys after dots and items by their place', () => expect(formatKeyPath(['towns', 2, 'seo', 'title'])).toBe('towns[2].seo.title'));

  it('names an item by its slug, whole, or any item as n', () => {
    expect(formatKeyPath(['translations', 'es', 'services', { item: 'lawn-maintenance' }, 'title'])).toBe('translations.es.services[lawn-maintenance].title');
    expect(formatKeyPath(['towns', { item: `long-${'x'.repeat(100)}` }])).toBe(`towns[long-${'x'.repeat(100)}]`);
    expect(formatKeyPath(['towns', { item: 'n' }, 'seo', 'title'])).toBe('towns[n].seo.title');
  });

  it('escapes what a terminal would act on', () => expect(formatKeyPath(['translations', 'e\u001bs', 'towns', { item: 'a\u0007b' }])).toBe('translations.e\\u001bs.towns[a\\u0007b]'));
});
