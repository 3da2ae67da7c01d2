import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { readSchemaText } from '../../src/config/validator.js';

// Rules the schema itself can state, so an editor that reads the schema (VS Code) underlines the
// same mistakes the build refuses. Checked with a plain validator, as such an editor would.
interface Node {
  type?: string;
  pattern?: string;
  patternErrorMessage?: string;
  enum?: unknown[];
  examples?: unknown[];
  default?: unknown;
  properties?: Record<string, Node>;
  items?: Node;
}
const schema = JSON.parse(readSchemaText()) as Node;

/** The schema node of a key path written as docs/keys.md's table does: `offers[].starts`. */
function nodeAt(path: string): Node {
  let node: Node | undefined = schema;
  for (const part of path.split('.')) {
    const [, key, list] = /^(.*?)(\[\])?$/.exec(part)!;
    node = node?.properties?.[key!];
    if (list) node = node?.items;
  }
  if (!node) throw new Error(`the schema has no ${path}`);
  return node;
}

/** Validates against a node alone; `patternErrorMessage` is a word editors read, not JSON Schema's. */
const editor = new Ajv({ allErrors: true });
editor.addVocabulary(['patternErrorMessage', 'choicesFrom']);
const accepts = (node: Node, value: unknown) => editor.validate(node, value);
const matches = (path: string, value: string) => accepts(nodeAt(path), value);

describe('the rules the schema states for an editor', () => {
  it.each([
    ['business.email', 'service@example.com', true],
    ['business.email', 'hello-at-example.com', false],
    ['business.email', 'two words@example.com', false],
    ['business.email', 'service@localhost', false],
    ['estimateForm.endpoint', 'https://formspree.io/f/abcdwxyz', true],
    ['estimateForm.endpoint', 'http://127.0.0.1:8080/f/test', true],
    ['estimateForm.endpoint', 'http://localhost/f', true],
    ['estimateForm.endpoint', 'http://forms.example/f/test', false],
    ['estimateForm.endpoint', 'formspree.io/f/abcd', false],
    ['site.url', 'https://www.example.com', true],
    ['site.url', 'https://user.github.io/lawn/', true],
    ['site.url', 'http://localhost:4321/', true],
    ['site.url', 'https://www.example.com/?ref=1', false],
    ['site.url', 'https://www.example.com/#top', false],
    ['site.url', 'http://www.example.com', false],
    ['site.url', 'www.example.com', false],
  ])('%s "%s": %s', (path, value, valid) => expect(matches(path, value)).toBe(valid));
});

describe('offer dates', () => {
  it.each([
    ['2027-03-01', true],
    ['2027-12-31', true],
    ['2027-01-31', true],
    ['2027-02-30', true], // a month's own length is a code check (rules.ts): a pattern cannot say it simply
    ['2027-13-45', false],
    ['2027-13-01', false],
    ['2027-00-10', false],
    ['2027-01-00', false],
    ['2027-01-32', false],
    ['2027-3-1', false],
  ])('%s: %s', (date, valid) => {
    expect(matches('offers[].starts', date)).toBe(valid);
    expect(matches('offers[].ends', date)).toBe(valid);
  });
});

describe('photo files', () => {
  const photoSrcs = ['business.logo.src', 'hero.image.src', 'services[].image.src', 'projects[].photo.src', 'projects[].before.src'];

  it.each([
    ['photos/front-lawn.jpg', true],
    ['photos/front-lawn.jpeg', true],
    ['photos/IMG_0042.JPG', true],
    ['photos/logo.Png', true],
    ['photos/lawn.webp', true],
    ['photos/lawn.AVIF', true],
    ['photos/IMG_0042.HEIC', false],
    ['photos/IMG_0042.heic', false],
    ['photos/logo.svg', false],
    ['photos/animated.gif', false],
    ['photos/lawn.jpg.txt', false],
    ['photos/lawn', false],
    ['photos/jpg', false],
  ])('%s: %s', (src, valid) => {
    for (const path of photoSrcs) expect(matches(path, src), path).toBe(valid);
  });

  it('says which files work, and that HEIC photos must be exported as JPEG first', () => {
    for (const path of photoSrcs) {
      const message = nodeAt(path).patternErrorMessage ?? '';
      expect(message, path).toMatch(/JPEG, PNG, WebP or AVIF/);
      expect(message, path).toMatch(/\.jpg, \.jpeg, \.png, \.webp or \.avif/);
      expect(message, path).toMatch(/HEIC photos must be exported as JPEG first/);
    }
  });
});

/** Every text the owner writes: each string node of the schema, with its key path. */
function textNodes(node: Node = schema, path = ''): Array<[string, Node]> {
  if (node.type === 'string') return [[path, node]];
  if (node.items) return textNodes(node.items, `${path}[]`);
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) => textNodes(child, path ? `${path}.${key}` : key));
}

describe('control characters in any text', () => {
  const texts = textNodes();

  it('finds the texts of site.yaml', () => expect(texts.length).toBeGreaterThan(100));

  it.each(texts)('%s refuses an escape such as \\e or \\u0085 anywhere, and accepts its example', (path, node) => {
    const sample = node.examples?.[0] ?? node.default ?? node.enum?.[0];
    expect(typeof sample, `${path} needs an example`).toBe('string');
    const text = sample as string;
    expect(accepts(node, text), `${path}: its own example`).toBe(true);
    const middle = Math.ceil(text.length / 2);
    for (const control of ['\u001b', '\u0007', '\u0000', '\u007f', '\u0085'])
      expect(
        accepts(node, text.slice(0, middle) + control + text.slice(middle)),
        `${path} accepts U+${control.charCodeAt(0).toString(16).padStart(4, '0')}: give it the pattern and patternErrorMessage of hero.headline`,
      ).toBe(false);
    if (node.pattern === nodeAt('hero.headline').pattern) expect(accepts(node, `${text}\tmore\nlines\r\n`), `${path} with a tab and new lines`).toBe(true);
  });

  it('explains a control character in plain words in text without other rules', () => {
    for (const path of ['hero.headline', 'towns[].intro', 'labels.estimate.failure', 'testimonials[].quote']) {
      expect(nodeAt(path).patternErrorMessage, path).toMatch(/^text without control characters: remove the escape that writes one/);
    }
  });
});

describe('prices', () => {
  const accepted = (path: string, value: unknown) => accepts(nodeAt(path), value);

  it.each([
    ['visit', true],
    ['month', true],
    ['season', true],
    ['year', true],
    ['job', true],
    ['week', false],
    ['Visit', false],
  ])('per %s: %s', (per, valid) => expect(accepted('services[].prices.per', per)).toBe(valid));

  it.each([
    [0, true],
    [35, true],
    [12000, true],
    [-5, false],
    [35.5, false],
    ['35', false],
  ])('an amount of %s: %s', (amount, valid) => {
    expect(accepted('services[].prices.ranges[].from', amount)).toBe(valid);
    expect(accepted('services[].prices.ranges[].to', amount)).toBe(valid);
  });

  it.each([
    ['small', true],
    ['half-acre', true],
    ['Small', false],
    ['half acre', false],
    ['-small', false],
  ])('a lot size id %s: %s', (id, valid) => {
    expect(accepted('pricing.lotSizes[].id', id)).toBe(valid);
    expect(accepted('services[].prices.ranges[].lotSize', id)).toBe(valid);
  });

  it('needs the note and the lot sizes in pricing, and per and ranges in a service\'s prices', () => {
    expect(accepted('pricing', { lotSizes: [{ id: 'small', label: 'Small' }] })).toBe(false);
    expect(accepted('pricing', { note: 'Typical.', lotSizes: [] })).toBe(false);
    expect(accepted('pricing', { note: 'Typical.', lotSizes: [{ id: 'small', label: 'Small', hint: 'a townhouse' }] })).toBe(true);
    expect(accepted('services[].prices', { ranges: [{ lotSize: 'small', from: 1, to: 2 }] })).toBe(false);
    expect(accepted('services[].prices', { per: 'job', ranges: [{ lotSize: 'small', from: 1 }] })).toBe(false);
    expect(accepted('services[].prices', { per: 'job', ranges: [{ lotSize: 'small', from: 1, to: 2 }] })).toBe(true);
  });

  it('tells the editor to offer the lot sizes of pricing for a range\'s lot size', () => {
    expect((nodeAt('services[].prices.ranges[].lotSize') as { choicesFrom?: string }).choicesFrom).toBe('pricing.lotSizes[].id');
  });
});
