// Regression tests for messages that misled: each says what is really wrong, and where.
import { describe, expect, it } from 'vitest';
import { MAX_CONFIG_BYTES } from '../../src/config/limits.js';
import { problemsOfText, readFixture, refusal } from '../helpers/config.js';

const minimal = readFixture('valid-minimal.yaml');

const cutBefore = (marker: string) => minimal.slice(0, minimal.indexOf(marker));

describe('a file cut short', () => {
  it('in a list written with [ ]: points at the [ and says the file ends before the ]', async () => {
    const problems = await problemsOfText(cutBefore('Back Yards'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 16, column: 13, keyPath: 'services[0].points' });
    expect(problems[0]!.message).toMatch(/^expected \] to close the list that starts here with \[, found the end of the file: /);
    expect(problems[0]!.message).toMatch(/cut short/);
  });

  it('in a list written with [ ] whose ] is missing in the middle of the file', async () => {
    const problems = await problemsOfText(minimal.replace('Back Yards]', 'Back Yards'));
    expect(problems[0]).toMatchObject({ line: 16, column: 13, keyPath: 'services[0].points' });
    expect(problems[0]!.message).toMatch(/^expected \] to close the list that starts here with \[, found none: add \] after its last entry/);
  });

  it('in a section written with { }', async () => {
    const problems = await problemsOfText('business: { name: Test Mowers, phone: "1"');
    expect(problems[0]).toMatchObject({ line: 1, column: 11, keyPath: 'business' });
    expect(problems[0]!.message).toMatch(/^expected \} to close the section that starts here with \{, found the end of the file/);
  });

  it('in a list written with [ ] after an empty value: the empty value, written before it, is reported too', async () => {
    const problems = await problemsOfText('business:\n  name:\n  phone: [1, 2');
    expect(problems.map((p) => `${p.line}:${p.column} ${p.keyPath}`)).toEqual(['2:8 business.name', '3:10 business.phone']);
  });

  it('after a { left open in the middle: nothing about the lines it swallows', async () => {
    const problems = await problemsOfText(minimal.replace('towns:\n', '{towns:\n'));
    expect(problems.map((p) => p.line)).toEqual([17, 17]);
    expect(problems.map((p) => p.message)).toContainEqual(expect.stringMatching(/^expected \} to close the section that starts here with \{, found the end of the file/));
  });

  it('in quoted text: points at the opening quote and says the file ends before the closing one', async () => {
    const problems = await problemsOfText(cutBefore('555-0199'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 3, column: 10, keyPath: 'business.phone' });
    expect(problems[0]!.message).toMatch(/^expected a closing " for the text that starts here, found the end of the file: /);
    expect(problems[0]!.message).not.toMatch(/closing character is missing/);
  });
});

describe('a tab used for indentation', () => {
  it.each([
    ['before a list entry', minimal.replace('    points: [Front Yards, Back Yards]', '    points:\n\t- Front Yards'), 17, 'services[0].points'],
    ['before the first key of a section', minimal.replace('  name: Test Mowers', '\tname: Test Mowers'), 2, 'business.name'],
    ['before a key after another', minimal.replace('  email: hello', '\temail: hello'), 4, 'business.email'],
    ['before a key in a list entry', minimal.replace('    title: Mowing', '\t  title: Mowing'), 14, 'services[0].title'],
  ])('%s is reported as a tab, once, under its own key, and not as what it derails', async (_where, text, line, keyPath) => {
    const problems = await problemsOfText(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line, column: 1, keyPath });
    expect(problems[0]!.message).toMatch(/^expected spaces for indentation, found a tab: /);
  });
});

describe('a line moved out of place', () => {
  it.each([
    ['after a list, indented', minimal.replace('  subtext: Book in under 60 seconds.\n', '').replace('trustBadges: [Insured]', 'trustBadges: [Insured]\n  subtext: Book in under 60 seconds. Call us: any time')],
    ['onto a key of its own', minimal.replace('    author: Ned F.', '    author: Ned F.\n  Mowing Made Simple, and this is a sentence: really')],
    ['as a sentence with a colon, under a list', minimal.replace('testimonials:\n', 'testimonials:\n  headline: Mowing Made Simple, and this is a sentence: really\n')],
  ])('%s: no key path is made of a sentence', async (_how, text) => {
    const problems = await problemsOfText(text);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem.keyPath).toMatch(/^[\w.[\]-]*$/);
  });

  it('says a value with ": " in it reads as a second key, and how to keep it as text', async () => {
    const problems = await problemsOfText(minimal.replace('  subtext: Book in under 60 seconds.', '  subtext: Book in under 60 seconds. Call us: any time'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 11, column: 12, keyPath: 'hero.subtext' });
    expect(problems[0]!.message).toMatch(/put the whole value in quotes/);
  });
});

describe('a colon without a space after it', () => {
  it('on a line of its own: says to add the space', async () => {
    const problems = await problemsOfText(minimal.replace('    title: Mowing', '    title:Mowing and edging'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 14, column: 5, keyPath: 'services[0].title' });
    expect(problems[0]!.message).toBe('expected a space after the colon of `title:`, found `title:Mowing and edging`: write `title: Mowing and edging`');
  });

  it('inside { }, where it reads as one long key: says to add the space, and the key path stops above it', async () => {
    const problems = await problemsOfText(minimal.replace('hero:\n', 'hero:\n  image: { src: photos/lawn.jpg, alt:Front lawn }\n'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 10, column: 34, keyPath: 'hero.image' });
    expect(problems[0]!.message).toMatch(/found `alt:Front lawn`, which site.yaml does not use: put a space after the colon: `alt: Front lawn`$/);
  });
});

describe('sizes and long values in messages', () => {
  it('a file over the size limit: the limit and the size are printed so that they differ', async () => {
    const huge = `business:\n  name: "${'x'.repeat(MAX_CONFIG_BYTES)}"\n`;
    const problems = await problemsOfText(huge);
    expect(problems[0]!.message).toMatch(/^expected a file of at most 4 MiB \(4,194,304 bytes\), found 4,194,325 bytes: /);
  });

  it('one value of 100 kB is cut in the message, not printed whole', async () => {
    const error = await refusal(minimal.replace('email: hello@test-mowers.example', `email: ${'x'.repeat(100_000)}`));
    expect(error.problems[0]!.message).toMatch(/found the text "x{60,80}…"$/);
    expect(error.message.length).toBeLessThan(500);
  });

  it('one key of 1,000 characters is cut in the key path and in the message', async () => {
    const error = await refusal(`${minimal}${'k'.repeat(1000)}: 1\n`);
    expect(error.problems[0]!.keyPath).toMatch(/^k{60,80}…$/);
    expect(error.message).not.toContain('k'.repeat(100));
  });
});

describe('a photo file of a kind the site cannot use', () => {
  it.each(['photos/IMG_0042.HEIC', 'photos/logo.svg', 'photos/lawn'])('%s: says which files work, and how to turn a HEIC into a JPEG', async (src) => {
    const problems = await problemsOfText(minimal.replace('hero:\n', `hero:\n  image: { src: ${src}, alt: Front lawn }\n`));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 10, column: 17, keyPath: 'hero.image.src' });
    expect(problems[0]!.message).toBe(
      'expected a JPEG, PNG, WebP or AVIF photo, whose file name ends in .jpg, .jpeg, .png, .webp or .avif (any case); ' +
        `phones' HEIC photos must be exported as JPEG first, found the text "${src}"`,
    );
  });
});
