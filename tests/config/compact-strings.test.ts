import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { compactStrings } from '../../src/config/compact-strings.js';

describe('compactStrings', () => {
  it('leaves every value as it was, at every depth, shared sections included', () => {
    const text = [
      'business: {name: Greenway Lawn & Landscape, phone: "(201) 555-0142"}',
      'hours: &week {mon: "08:00-18:00", open: true, crews: 3}',
      'towns:',
      ...Array.from({ length: 50 }, (_, i) => `  - {name: Town ${i}, slug: town-${i}, intro: The same paragraph about a town written in many places., neighbourhoods: [North, South]}`),
      'offers: [*week, null, 2.5]',
    ].join('\n');
    const expected = load(text, { schema: CORE_SCHEMA });
    const data = load(text, { schema: CORE_SCHEMA }) as { offers: unknown[]; hours: unknown };
    expect(compactStrings(data)).toBe(data);
    expect(data).toEqual(expected);
    expect(data.offers[0]).toBe(data.hours); // an alias still names the same section
  });
});
