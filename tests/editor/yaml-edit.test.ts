import { readFileSync } from 'node:fs';
import { CORE_SCHEMA, load } from 'js-yaml';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Change } from '../../src/config/key-path.js';
import { applyChanges, EditError } from '../../src/editor/yaml-edit.js';
import { keyOrderFromSchema } from '../../src/editor/yaml-key-order.js';
import schemaJson from '../../schema/site.schema.json' with { type: 'json' };

const site = readFileSync('site.yaml', 'utf8');
const keyOrder = keyOrderFromSchema(schemaJson);

/** Both parsers the project uses read the same data. */
function read(text: string): unknown {
  const data = load(text, { schema: CORE_SCHEMA });
  expect(parse(text)).toEqual(data);
  return data;
}

/** `text` with `from` (which must occur exactly once) replaced by `to`. */
function edited(text: string, from: string, to: string): string {
  expect(text.split(from).length, `expected exactly one ${JSON.stringify(from)}`).toBe(2);
  return text.replace(from, () => to);
}

/** The default site's data, changed by `mutate`. */
function siteData(mutate: (data: any) => void): unknown {
  const data = structuredClone(read(site)) as any;
  mutate(data);
  return data;
}

function apply(text: string, ...changes: Change[]): string {
  return applyChanges(text, changes, keyOrder);
}

function expectEditError(run: () => unknown, path: (string | number)[], message: RegExp): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(EditError);
  expect((caught as EditError).path).toEqual(path);
  expect((caught as EditError).message).toMatch(message);
}

describe('set of a value that is there', () => {
  it('keeps a plain scalar plain, and every other byte of site.yaml', () => {
    const result = apply(site, { op: 'set', path: ['business', 'name'], value: 'Greenway Lawns' });
    expect(result).toBe(edited(site, '  name: Greenway Lawn & Landscape\n', '  name: Greenway Lawns\n'));
    expect(read(result)).toEqual(siteData((data) => (data.business.name = 'Greenway Lawns')));
  });

  it('quotes a plain scalar whose new text would not read back as itself, the way that needs no escaping', () => {
    const cases: [unknown, string][] = [
      ['Greenway: Lawns', '"Greenway: Lawns"'],
      ['Say "hi": now', `'Say "hi": now'`],
      [`It's "great": yes`, `"It's \\"great\\": yes"`],
      ['08831', '"08831"'],
      ['true', '"true"'],
      ['null', '"null"'],
      ['4.5', '"4.5"'],
      ['# not a comment', '"# not a comment"'],
      ['- dash', '"- dash"'],
      ['a #b', '"a #b"'],
      ['', '""'],
      [' padded', '" padded"'],
      ['tab\there', '"tab\\there"'],
      ['-dash', '-dash'],
      ['Lawns & Gardens, Inc.', 'Lawns & Gardens, Inc.'],
      ['2027-03-05', '"2027-03-05"'], // a string in YAML 1.2 core, as the project reads it, but a date to YAML 1.1 readers (PyYAML)
      ['09:30', '"09:30"'], // and a number of minutes to them
    ];
    for (const [value, written] of cases) {
      const result = apply(site, { op: 'set', path: ['hero', 'headline'], value });
      expect(result).toBe(edited(site, '  headline: Beautiful Lawns Without the Weekend Work\n', `  headline: ${written}\n`));
      expect((read(result) as any).hero.headline).toBe(value);
    }
  });

  it('keeps a quoted scalar quoted, so a postal code stays a string', () => {
    const result = apply(site, { op: 'set', path: ['business', 'address', 'postalCode'], value: '08832' }, { op: 'set', path: ['business', 'phone'], value: '(201) 555-0199' });
    expect(result).toBe(edited(edited(site, 'postalCode: "08831"', 'postalCode: "08832"'), 'phone: "(201) 555-0142"', 'phone: "(201) 555-0199"'));
    expect(read(result)).toEqual(
      siteData((data) => {
        data.business.address.postalCode = '08832';
        data.business.phone = '(201) 555-0199';
      }),
    );
    expect(applyChanges("a: 'x'\nb: 1\n", [{ op: 'set', path: ['a'], value: `it's` }])).toBe("a: 'it''s'\nb: 1\n");
    expect(applyChanges("a: 'x'\n", [{ op: 'set', path: ['a'], value: 'two\nlines' }])).toBe('a: "two\\nlines"\n');
    expect(applyChanges('a: "x"\n', [{ op: 'set', path: ['a'], value: 'say "\\"' }])).toBe('a: "say \\"\\\\\\""\n');
  });

  it('keeps numbers and booleans typed as such', () => {
    const result = apply(site, { op: 'set', path: ['reviews', 'rating'], value: 4.8 }, { op: 'set', path: ['reviews', 'count'], value: 130 });
    expect(result).toBe(edited(edited(site, 'rating: 4.9\n', 'rating: 4.8\n'), 'count: 127\n', 'count: 130\n'));
    expect(read(result)).toEqual(
      siteData((data) => {
        data.reviews.rating = 4.8;
        data.reviews.count = 130;
      }),
    );
    expect(applyChanges('on: true\nn: 1\n', [{ op: 'set', path: ['on'], value: false }, { op: 'set', path: ['n'], value: -2.5 }])).toBe('on: false\nn: -2.5\n');
    // a number given as text stays text
    expect(applyChanges('n: 1\n', [{ op: 'set', path: ['n'], value: '2' }])).toBe('n: "2"\n');
  });

  it('keeps the comment on the line', () => {
    expect(applyChanges('a: b  # note\nc: d\n', [{ op: 'set', path: ['a'], value: 'e f' }])).toBe('a: e f  # note\nc: d\n');
    expect(applyChanges('a: "b"  # note\n', [{ op: 'set', path: ['a'], value: 'x: y' }])).toBe('a: "x: y"  # note\n');
  });

  it('keeps a folded block folded, changing only the lines whose words changed', () => {
    const value =
      'A thick, healthy lawn comes from steady care. Our crews mow on a set schedule, feed and seed at the right time of year, and loosen tired soil so roots can really breathe.';
    const result = apply(site, { op: 'set', path: ['services', 0, 'description'], value });
    expect(result).toBe(edited(site, 'loosen tired soil so roots can breathe.\n', 'loosen tired soil so roots can really breathe.\n'));
    expect(read(result)).toEqual(siteData((data) => (data.services[0].description = value)));

    const first = 'Fresh beds make a home stand out. We refresh what you have or build something new, and leave the yard cleaner than we found it.';
    const changedFirst = apply(site, { op: 'set', path: ['services', 1, 'description'], value: first });
    expect(changedFirst).toBe(
      edited(site, '      Fresh beds, tidy shrubs and clean stonework make a home stand out. We refresh\n', '      Fresh beds make a home stand out. We refresh\n'),
    );
  });

  it('writes a new paragraph of a folded block on a line of its own', () => {
    const value = `${(read(site) as any).towns[1].intro}\nAsk about our spring specials.`;
    const result = apply(site, { op: 'set', path: ['towns', 1, 'intro'], value });
    expect(result).toBe(
      edited(site, 'with crews that know every corner of town.\n', 'with crews that know every corner of town.\n\n      Ask about our spring specials.\n'),
    );
    expect(read(result)).toEqual(siteData((data) => (data.towns[1].intro = value)));
  });

  it('keeps a literal block literal, and a block that ends in a line break keeps it', () => {
    const text = 'a: |\n  one\n  two\nb: >\n  folded\n  text\n\nc: 1\n';
    expect(applyChanges(text, [{ op: 'set', path: ['a'], value: 'one\nthree\n' }])).toBe('a: |\n  one\n  three\nb: >\n  folded\n  text\n\nc: 1\n');
    const result = applyChanges(text, [{ op: 'set', path: ['b'], value: 'folded words\n' }]);
    expect(result).toBe('a: |\n  one\n  two\nb: >\n  folded\n  words\n\nc: 1\n'); // the kept line keeps its break
    expect(read(result)).toEqual({ a: 'one\ntwo\n', b: 'folded words\n', c: 1 });
    // without the final line break the header says strip
    expect(applyChanges(text, [{ op: 'set', path: ['a'], value: 'x' }])).toBe('a: |-\n  x\nb: >\n  folded\n  text\n\nc: 1\n');
    // empty text cannot be a block
    expect(applyChanges(text, [{ op: 'set', path: ['a'], value: '' }])).toBe('a: ""\nb: >\n  folded\n  text\n\nc: 1\n');
  });

  it('turns plain text that gains a paragraph into a folded block', () => {
    const value = 'No. We measure the lawn.\nThen we leave the estimate at your door.';
    const result = apply(site, { op: 'set', path: ['faq', 0, 'answer'], value });
    expect(result).toBe(
      edited(
        site,
        '    answer: No. We measure the lawn and leave the estimate at your door, or send it by email.\n',
        '    answer: >-\n      No. We measure the lawn.\n\n      Then we leave the estimate at your door.\n',
      ),
    );
    expect(read(result)).toEqual(siteData((data) => (data.faq[0].answer = value)));
  });

  it('writes inside flow maps and lists, quoting what a flow collection would misread', () => {
    const result = apply(
      site,
      { op: 'set', path: ['business', 'logo', 'alt'], value: 'Greenway, the logo' },
      { op: 'set', path: ['towns', 0, 'neighbourhoods', 1], value: 'Concordia [north]' },
      { op: 'set', path: ['business', 'hours', 1, 'opens'], value: '09:00' },
    );
    let expected = edited(site, 'alt: Greenway Lawn & Landscape }', 'alt: "Greenway, the logo" }');
    expected = edited(expected, '[Rossmoor, Concordia, Clearbrook', '[Rossmoor, "Concordia [north]", Clearbrook');
    expected = edited(expected, '{ days: [Sat], opens: "08:00"', '{ days: [Sat], opens: "09:00"');
    expect(result).toBe(expected);
  });

  it('changes nothing when the value is the same', () => {
    const data = read(site) as any;
    expect(apply(site, { op: 'set', path: ['services', 2, 'faq', 1, 'answer'], value: data.services[2].faq[1].answer })).toBe(site);
    expect(apply(site, { op: 'set', path: ['offers', 0, 'starts'], value: '2027-03-01' })).toBe(site);
  });

  it('replaces a whole list or object, in block style indented like its neighbours', () => {
    const result = apply(site, { op: 'set', path: ['towns', 0, 'neighbourhoods'], value: ['Rossmoor', 'Concordia'] });
    expect(result).toBe(edited(site, 'neighbourhoods: [Rossmoor, Concordia, Clearbrook, Whittingham]', 'neighbourhoods:\n      - Rossmoor\n      - Concordia'));
    expect(read(result)).toEqual(siteData((data) => (data.towns[0].neighbourhoods = ['Rossmoor', 'Concordia'])));
  });
});

describe('set of a key that is not there', () => {
  it('adds a top-level section where the schema puts it, with the blank lines of its neighbours', () => {
    const result = apply(site, { op: 'set', path: ['analytics', 'measurementId'], value: 'G-ABC123' });
    expect(result).toBe(edited(site, '  photos: true\n\n', '  photos: true\n\nanalytics:\n  measurementId: G-ABC123\n\n'));
    expect(read(result)).toEqual(siteData((data) => (data.analytics = { measurementId: 'G-ABC123' })));
  });

  it('adds a key after its nearest preceding sibling, indented like the siblings', () => {
    const result = apply(site, { op: 'set', path: ['towns', 4, 'neighbourhoods'], value: ['Station Area'] }, { op: 'set', path: ['towns', 5, 'notes'], value: 'Call first.' });
    let expected = edited(site, 'so the weekend is yours again.\n', 'so the weekend is yours again.\n    neighbourhoods:\n      - Station Area\n');
    expected = edited(expected, 'every spring and fall.\n', 'every spring and fall.\n    notes: Call first.\n');
    expect(result).toBe(expected);
    expect(read(result)).toEqual(
      siteData((data) => {
        data.towns[4].neighbourhoods = ['Station Area'];
        data.towns[5].notes = 'Call first.';
      }),
    );
  });

  it('adds a key before the first one when no earlier key is there, above that key’s comments', () => {
    const order = () => ['name', 'phone', 'email'];
    const text = 'business:\n  # how to reach you\n  phone: "1"\n  email: a@b.c\nother: 1\n';
    expect(applyChanges(text, [{ op: 'set', path: ['business', 'name'], value: 'Greenway' }], order)).toBe(
      'business:\n  name: Greenway\n  # how to reach you\n  phone: "1"\n  email: a@b.c\nother: 1\n',
    );
    // a key the schema does not order goes last
    expect(applyChanges(text, [{ op: 'set', path: ['business', 'fax'], value: '2' }], order)).toBe('business:\n  # how to reach you\n  phone: "1"\n  email: a@b.c\n  fax: "2"\nother: 1\n');
  });

  it('adds a key inside a flow map, in schema order', () => {
    const order = () => ['src', 'alt', 'width'];
    expect(applyChanges('logo: { src: a.png }\n', [{ op: 'set', path: ['logo', 'alt'], value: 'The logo' }], order)).toBe('logo: { src: a.png, alt: The logo }\n');
    expect(applyChanges('logo: { alt: b }\n', [{ op: 'set', path: ['logo', 'src'], value: 'a.png' }], order)).toBe('logo: { src: a.png, alt: b }\n');
    expect(applyChanges('logo: {}\n', [{ op: 'set', path: ['logo', 'src'], value: 'a.png' }], order)).toBe('logo: { src: a.png }\n');
  });

  it('adds a key under the first key of a list item', () => {
    const order = () => ['name', 'slug', 'intro'];
    expect(applyChanges('towns:\n  - slug: a\n    intro: b\n', [{ op: 'set', path: ['towns', 0, 'name'], value: 'A' }], order)).toBe('towns:\n  - name: A\n    slug: a\n    intro: b\n');
  });

  it('writes a whole object where nothing stood, keys in schema order, block style', () => {
    const text = 'hero:\n  headline: Hi\nservices: []\n';
    const result = applyChanges(text, [{ op: 'set', path: ['hero', 'image'], value: { alt: 'A lawn', src: 'photos/a.jpg' } }], keyOrder);
    expect(result).toBe('hero:\n  headline: Hi\n  image:\n    src: photos/a.jpg\n    alt: A lawn\nservices: []\n');
    const faq = [{ answer: 'Yes.', question: 'Do you mow?' }];
    const withFaq = apply(site, { op: 'set', path: ['services', 1, 'faq'], value: faq });
    expect(withFaq).toBe(edited(site, 'hydrangeas and a Japanese maple\n', 'hydrangeas and a Japanese maple\n    faq:\n      - question: Do you mow?\n        answer: Yes.\n'));
    expect(read(withFaq)).toEqual(siteData((data) => (data.services[1].faq = faq)));
  });

  it('fills a key that has no value, and creates the objects on the way', () => {
    expect(applyChanges('analytics:\nhero: 1\n', [{ op: 'set', path: ['analytics', 'measurementId'], value: 'G-1' }])).toBe('analytics:\n  measurementId: G-1\nhero: 1\n');
    expect(applyChanges('a:\n  b: 1\n', [{ op: 'set', path: ['a', 'c', 'd'], value: 2 }])).toBe('a:\n  b: 1\n  c:\n    d: 2\n');
  });
});

describe('delete', () => {
  it('removes a key with its block value and its own comment, leaving the comments of other keys', () => {
    const result = apply(site, { op: 'delete', path: ['business', 'hours'] });
    expect(result).toBe(
      edited(
        site,
        '  # Shown in the footer of every page and given to search engines. Days not listed are closed.\n  hours:\n    - { days: [Mon, Tue, Wed, Thu, Fri], opens: "07:00", closes: "18:00" }\n    - { days: [Sat], opens: "08:00", closes: "12:00" }\n',
        '',
      ),
    );
    expect(read(result)).toEqual(siteData((data) => delete data.business.hours));
  });

  it('removes a top-level section and one of the blank lines around it', () => {
    const result = apply(site, { op: 'delete', path: ['reviews'] });
    expect(result).toBe(
      edited(
        site,
        '# Your rating on Google: copy the numbers from your Business Profile and update them now and then.\nreviews:\n  rating: 4.9\n  count: 127\n  url: https://g.page/r/example/review\n\n',
        '',
      ),
    );
    expect(read(result)).toEqual(siteData((data) => delete data.reviews));
    const last = apply(site, { op: 'delete', path: ['translations'] });
    expect(last).toBe(site.slice(0, site.indexOf('\n# The whole site in Spanish')));
  });

  it('removes a block list item, first, middle or last', () => {
    for (const index of [0, 3, 7]) {
      const result = apply(site, { op: 'delete', path: ['towns', index] });
      expect(read(result)).toEqual(siteData((data) => data.towns.splice(index, 1)));
      expect(result.length).toBeLessThan(site.length);
    }
    const middle = apply(site, { op: 'delete', path: ['services', 1, 'points', 2] });
    expect(middle).toBe(edited(site, '      - Stone Installation\n', ''));
    const lastTown = apply(site, { op: 'delete', path: ['towns', 7] });
    expect(lastTown).toBe(
      edited(
        site,
        "  - name: Cranbury\n    slug: cranbury\n    intro: >-\n      Cranbury's historic village and tree-lined streets deserve careful work. We prune shrubs\n      and trees with a light hand, refresh beds each season and keep older lawns thick and green.\n    neighbourhoods: [Historic Village]\n",
        '',
      ),
    );
  });

  it('removes a list item with the comment that leads it', () => {
    const text = 'list:\n  - a\n  # about b\n  - b\n  - c\n';
    expect(applyChanges(text, [{ op: 'delete', path: ['list', 1] }])).toBe('list:\n  - a\n  - c\n');
  });

  it('removes an item of a flow list with its comma, and a key of a flow map', () => {
    const path = ['towns', 0, 'neighbourhoods'];
    expect(apply(site, { op: 'delete', path: [...path, 0] })).toBe(edited(site, '[Rossmoor, Concordia', '[Concordia'));
    expect(apply(site, { op: 'delete', path: [...path, 1] })).toBe(edited(site, 'Rossmoor, Concordia, Clearbrook', 'Rossmoor, Clearbrook'));
    expect(apply(site, { op: 'delete', path: [...path, 3] })).toBe(edited(site, 'Clearbrook, Whittingham]', 'Clearbrook]'));
    expect(apply(site, { op: 'delete', path: ['business', 'logo', 'src'] })).toBe(edited(site, '{ src: photos/logo.png, alt:', '{ alt:'));
    expect(apply(site, { op: 'delete', path: ['business', 'logo', 'alt'] })).toBe(edited(site, 'logo.png, alt: Greenway Lawn & Landscape }', 'logo.png }'));
  });

  it('leaves an empty list or object when the last entry goes', () => {
    expect(apply(site, { op: 'delete', path: ['towns', 1, 'neighbourhoods', 0] })).toBe(edited(site, '[Twin Rivers]', '[]'));
    expect(applyChanges('a:\n  - x\nb: 1\n', [{ op: 'delete', path: ['a', 0] }])).toBe('a: []\nb: 1\n');
    expect(applyChanges('a:\n  k: x\nb: 1\n', [{ op: 'delete', path: ['a', 'k'] }])).toBe('a: {}\nb: 1\n');
  });

  it('removes the first key of a list item, the next key moving up beside the dash', () => {
    expect(applyChanges('t:\n  - name: A\n    slug: a\n', [{ op: 'delete', path: ['t', 0, 'name'] }])).toBe('t:\n  - slug: a\n');
  });

  it('does nothing for a key that is already not there', () => {
    expect(apply(site, { op: 'delete', path: ['towns', 4, 'neighbourhoods'] })).toBe(site);
  });
});

describe('insert', () => {
  it('adds words to a block list, indented like the other items', () => {
    const start = apply(site, { op: 'insert', path: ['whyChooseUs'], index: 0, value: 'Same-Week Estimates' });
    expect(start).toBe(edited(site, '\nwhyChooseUs:\n', '\nwhyChooseUs:\n  - Same-Week Estimates\n'));
    const end = apply(site, { op: 'insert', path: ['whyChooseUs'], index: 4, value: 'Free: Estimates' });
    expect(end).toBe(edited(site, '  - Top-Rated by Homeowners\n', '  - Top-Rated by Homeowners\n  - "Free: Estimates"\n'));
    expect(read(end)).toEqual(siteData((data) => data.whyChooseUs.push('Free: Estimates')));
  });

  it('adds an object as a block item, keys in schema order, nested keys at the column of the others', () => {
    const town = { intro: 'A small town.', slug: 'jamesburg', name: 'Jamesburg', neighbourhoods: ['Downtown'] };
    const result = apply(site, { op: 'insert', path: ['towns'], index: 8, value: town });
    expect(result).toBe(
      edited(site, 'neighbourhoods: [Historic Village]\n', 'neighbourhoods: [Historic Village]\n  - name: Jamesburg\n    slug: jamesburg\n    intro: A small town.\n    neighbourhoods:\n      - Downtown\n'),
    );
    expect(read(result)).toEqual(siteData((data) => data.towns.push(town)));
    const second = apply(site, { op: 'insert', path: ['towns'], index: 1, value: town });
    expect(read(second)).toEqual(siteData((data) => data.towns.splice(1, 0, town)));
    expect(second).toBe(edited(site, '  - name: East Windsor\n', '  - name: Jamesburg\n    slug: jamesburg\n    intro: A small town.\n    neighbourhoods:\n      - Downtown\n  - name: East Windsor\n'));
  });

  it('adds an object in flow style where its neighbours are written that way', () => {
    const hours = { opens: '09:00', closes: '11:00', days: ['Sun'] };
    const result = apply(site, { op: 'insert', path: ['business', 'hours'], index: 2, value: hours });
    expect(result).toBe(edited(site, '    - { days: [Sat], opens: "08:00", closes: "12:00" }\n', '    - { days: [Sat], opens: "08:00", closes: "12:00" }\n    - { days: [Sun], opens: "09:00", closes: "11:00" }\n'));
    expect(read(result)).toEqual(siteData((data) => data.business.hours.push(hours)));
  });

  it('adds to a flow list', () => {
    const path = ['towns', 3, 'neighbourhoods'];
    expect(apply(site, { op: 'insert', path, index: 0, value: 'Berrien City' })).toBe(edited(site, '[Dutch Neck,', '[Berrien City, Dutch Neck,'));
    expect(apply(site, { op: 'insert', path, index: 4, value: 'A, B' })).toBe(edited(site, 'Penns Neck]', 'Penns Neck, "A, B"]'));
  });

  it('adds before the comment that leads an item', () => {
    expect(applyChanges('l:\n  - a\n  # about b\n  - b\n', [{ op: 'insert', path: ['l'], index: 1, value: 'new' }])).toBe('l:\n  - a\n  - new\n  # about b\n  - b\n');
  });

  it('creates an empty or missing list', () => {
    expect(applyChanges('a: []\n', [{ op: 'insert', path: ['a'], index: 0, value: 'x' }])).toBe('a: [x]\n');
    expect(applyChanges('a: []\nb: 1\n', [{ op: 'insert', path: ['a'], index: 0, value: { q: 'Q', r: 'R' } }])).toBe('a:\n  - q: Q\n    r: R\nb: 1\n');
    const result = apply(site, { op: 'insert', path: ['towns', 4, 'neighbourhoods'], index: 0, value: 'Station Area' });
    expect(result).toBe(edited(site, 'so the weekend is yours again.\n', 'so the weekend is yours again.\n    neighbourhoods:\n      - Station Area\n'));
  });
});

describe('move', () => {
  it('moves block items with their exact text, blank lines and comments staying where they were', () => {
    const result = apply(site, { op: 'move', path: ['services'], from: 2, to: 0 });
    expect(read(result)).toEqual(siteData((data) => data.services.unshift(data.services.pop())));
    const lawn = site.indexOf('  - slug: lawn-maintenance\n');
    const irrigation = site.indexOf('  - slug: irrigation\n');
    const end = site.indexOf('\n# A town can list'); // the blank line and the comment before towns stay where they are
    expect(result).toBe(site.slice(0, lawn) + site.slice(irrigation, end) + site.slice(lawn, irrigation) + site.slice(end));
    expect(result.slice(0, result.indexOf('\nservices:\n'))).toBe(site.slice(0, site.indexOf('\nservices:\n')));
    expect(result.slice(result.indexOf('\ntowns:\n'))).toBe(site.slice(site.indexOf('\ntowns:\n')));
  });

  it('moves an item with the comment that leads it', () => {
    const text = 'l:\n  - a  # first\n  # about b\n  - b\n  - c\nz: 1\n';
    expect(applyChanges(text, [{ op: 'move', path: ['l'], from: 1, to: 2 }])).toBe('l:\n  - a  # first\n  - c\n  # about b\n  - b\nz: 1\n');
    expect(applyChanges(text, [{ op: 'move', path: ['l'], from: 0, to: 2 }])).toBe('l:\n  # about b\n  - b\n  - c\n  - a  # first\nz: 1\n');
  });

  it('moves flow items', () => {
    const result = apply(site, { op: 'move', path: ['towns', 0, 'neighbourhoods'], from: 3, to: 0 });
    expect(result).toBe(edited(site, '[Rossmoor, Concordia, Clearbrook, Whittingham]', '[Whittingham, Rossmoor, Concordia, Clearbrook]'));
  });
});

describe('the text around the edits', () => {
  it('keeps CRLF line ends and a missing final line break', () => {
    expect(applyChanges('a: 1\r\nb:\r\n  - x\r\n', [{ op: 'insert', path: ['b'], index: 1, value: 'z' }])).toBe('a: 1\r\nb:\r\n  - x\r\n  - z\r\n');
    expect(applyChanges('a: 1\nb:\n  - x', [{ op: 'insert', path: ['b'], index: 1, value: 'z' }])).toBe('a: 1\nb:\n  - x\n  - z');
    expect(applyChanges('a: 1\nb:\n  - x\n  - y', [{ op: 'move', path: ['b'], from: 1, to: 0 }])).toBe('a: 1\nb:\n  - y\n  - x');
  });
});

describe('errors name the path', () => {
  it('refuses paths that are not there, indexes out of range and values that cannot be written', () => {
    expectEditError(() => apply(site, { op: 'set', path: ['towns', 8, 'slug'], value: 'x' }), ['towns', 8], /no item 8 \(the list has 8\)/);
    expectEditError(() => apply(site, { op: 'delete', path: ['towns', 9] }), ['towns', 9], /no item 9/);
    expectEditError(() => apply(site, { op: 'insert', path: ['towns'], index: 10, value: {} }), ['towns', 10], /the list has 8 items/);
    expectEditError(() => apply(site, { op: 'move', path: ['towns'], from: 0, to: 8 }), ['towns', 8], /the list has 8 items/);
    expectEditError(() => apply(site, { op: 'insert', path: ['hero'], index: 0, value: 'x' }), ['hero'], /not a list/);
    expectEditError(() => apply(site, { op: 'set', path: ['hero', 'headline', 'x'], value: 'x' }), ['hero', 'headline', 'x'], /single value/);
    expectEditError(() => apply(site, { op: 'set', path: ['reviews', 'rating'], value: Number.NaN }), ['reviews', 'rating'], /NaN/);
    expectEditError(() => apply(site, { op: 'set', path: ['hero', 'headline'], value: undefined }), ['hero', 'headline'], /no value/);
    expectEditError(() => apply(site, { op: 'set', path: ['hero', 'headline'], value: new Date() }), ['hero', 'headline'], /plain objects/);
    expectEditError(() => apply('a: [\n', { op: 'set', path: ['a'], value: 1 }), [], /cannot be edited until it reads as YAML/);
  });
});

describe('keyOrderFromSchema', () => {
  it('gives the order of the properties of the object at a key path, through lists', () => {
    expect(keyOrder(['towns', 3])).toEqual(['name', 'slug', 'intro', 'neighbourhoods', 'zips', 'notes', 'services', 'nearby', 'seo'].filter((key) => keyOrder(['towns', 3]).includes(key)));
    expect(keyOrder(['towns', 3]).slice(0, 3)).toEqual(['name', 'slug', 'intro']);
    expect(keyOrder([])[0]).toBe('$schema');
    expect(keyOrder(['nothing', 'here'])).toEqual([]);
    expect(keyOrder(['constructor'])).toEqual([]);
    const order = keyOrderFromSchema({ properties: { list: { items: { properties: { src: {}, alt: {} } } } } });
    expect(order(['list', 0])).toEqual(['src', 'alt']);
  });

  it("follows a translation's language code to the schema every language has", () => {
    expect(keyOrder(['translations', 'es', 'services', 1]).slice(0, 3)).toEqual(['slug', 'title', 'description']);
    expect(keyOrder(['translations', 'fr', 'hero'])).toEqual(keyOrder(['translations', 'es', 'hero']));
    expect(keyOrder(['translations', 'es', 'hero'])).toContain('headline');
    const order = keyOrderFromSchema({ properties: { map: { additionalProperties: { properties: { b: {}, a: {} } } }, closed: { additionalProperties: false, properties: {} } } });
    expect(order(['map', 'any'])).toEqual(['b', 'a']);
    expect(order(['closed', 'any'])).toEqual([]);
  });

  it('needs nothing but properties, items and additionalProperties, because site.schema.json nests values with nothing else', () => {
    // The root's if/then only asks for a key the root describes (prices need `pricing`): it nests nothing.
    const rootKeys = Object.keys(schemaJson.properties);
    const conditions = [schemaJson.if, schemaJson.then].flatMap((rule) => Object.keys(rule.properties));
    expect(conditions.filter((key) => !rootKeys.includes(key))).toEqual([]);
    const others: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        const nests = ['$ref', 'allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'not', 'patternProperties', 'prefixItems', '$defs', 'definitions'].includes(key) && !(where === '' && (key === 'if' || key === 'then'));
        if (nests || (key === 'items' && Array.isArray(value))) others.push(`${where}/${key}`);
        if (key === 'properties') for (const [name, child] of Object.entries(value as object)) visit(child, `${where}/properties/${name}`);
        else if (key === 'items' || key === 'additionalProperties') visit(value, `${where}/${key}`);
      }
    };
    visit(schemaJson, '');
    expect(others).toEqual([]);
  });
});
