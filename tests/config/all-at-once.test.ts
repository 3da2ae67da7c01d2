// YAML mistakes and schema problems are reported together, wherever the file can still be read,
// but never a schema problem that only follows from a YAML mistake.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConfigProblem } from '../../src/config/problem.js';
import { problemsOfText, readFixture } from '../helpers/config.js';

const minimal = readFixture('valid-minimal.yaml');

/** `text` with `from` replaced; fails when `from` is not there, so a changed file cannot make a test pass by itself. */
function edit(text: string, from: string, to: string): string {
  expect(text).toContain(from);
  return text.replace(from, to);
}

const summary = (problems: ConfigProblem[]) => problems.map((p) => `${p.line}:${p.column} ${p.keyPath}`);

describe('YAML mistakes and schema problems in one run', () => {
  it('reports a duplicate key and a wrong phone together, in file order', async () => {
    const text = minimal.replace('  phone: "(201) 555-0199"', '  phone: 12\n  name: Again');
    const problems = await problemsOfText(text);
    expect(summary(problems)).toEqual(['3:10 business.phone', '4:3 business.name']);
    expect(problems[0]!.message).toMatch(/expected text, found the number 12/);
    expect(problems[1]!.message).toMatch(/this key appears twice/);
  });

  it('reports rule problems beside a duplicate key too, at the value that is used', async () => {
    const text = minimal.replace('    slug: shelbyville', '    slug: springfield\n    slug: springfield');
    const problems = await problemsOfText(text);
    expect(summary(problems)).toEqual(['22:5 towns[1].slug', '22:11 towns[1].slug']);
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/appears twice/), expect.stringMatching(/each page at an address of its own/)]);
  });

  it('reports schema problems written before a broken part, and the broken part', async () => {
    const text = minimal.replace('  phone: "(201) 555-0199"', '  phone: 12').replace('  - quote: Great mowing.', '  - quote: "Great mowing.');
    const problems = await problemsOfText(text);
    expect(summary(problems)).toEqual(['3:10 business.phone', '25:12 testimonials[0].quote']);
  });

  it('says nothing about what a broken part may have hidden: no missing keys, nothing after it', async () => {
    // The unclosed quote swallows the rest of the file, so `author`, `whyChooseUs` and the
    // unknown key after it cannot be judged.
    const text = minimal.replace('    title: Mowing', '    title: "Mowing').replace('whyChooseUs: [Fast]', 'whyChooseUs: [Fast]\ncolour: green');
    const problems = await problemsOfText(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 14, column: 12, keyPath: 'services[0].title' });
  });

  it('a value a mistake puts in doubt hides nothing around it: its section is still checked', async () => {
    const text = minimal
      .replace('  name: Test Mowers', '  name: "Test \\q Mowers"')
      .replace('  phone: "(201) 555-0199"', '  phone: 12')
      .replace('    author: Ned F.\n', '');
    const problems = await problemsOfText(text);
    expect(summary(problems)).toEqual(['2:15 business.name', '3:10 business.phone', '25:5 testimonials[0].author']);
  });

  it('still reports only the YAML mistake when a section is out of line near the top', async () => {
    const problems = await problemsOfText(readFixture('invalid/bad-indent.yaml'));
    expect(summary(problems)).toEqual(['11:4 hero.subtext']);
  });
});

describe('a mistake that stays on its line: the rest of the file is still read', () => {
  // The sample site.yaml with two problems written after the email line.
  const sample = readFileSync(join(import.meta.dirname, '..', '..', 'site.yaml'), 'utf8');
  const later = edit(edit(sample, '  headline: Beautiful Lawns Without the Weekend Work', '  headline: 12'), '  state: NJ', '  state: Jersey');
  const lineOf = (needle: string) => later.split('\n').findIndex((line) => line.includes(needle)) + 1;
  const laterProblems = [`${lineOf('  state: Jersey')}:10 site.state`, `${lineOf('  headline: 12')}:13 hero.headline`];

  it.each([
    ['no space after the colon', '  email:service@example.com', 3, /^expected a space after the colon of `email:`/],
    ['a second key on the line', '  email: a: b', 10, /^expected one key per line/],
    ['a tab for indentation', '\temail: service@example.com', 1, /^expected spaces for indentation, found a tab/],
    ['the line indented too far', '    email: service@example.com', 5, /^expected valid YAML, found a mistake: the indentation/],
  ])('%s on the email line: reported with both later problems', async (_mistake, line, column, message) => {
    const problems = await problemsOfText(edit(later, '  email: service@example.com', line));
    expect(summary(problems)).toEqual([`10:${column} business.email`, ...laterProblems]);
    expect(problems[0]!.message).toMatch(message);
    expect(problems.slice(1).map((p) => p.message)).toEqual([expect.stringMatching(/Jersey/), expect.stringMatching(/found the number 12/)]);
  });

  it('a problem in the same section, after the mistake, is not judged: the mistake can move the keys after it', async () => {
    const text = edit(edit(later, '  email: service@example.com', '  email: a: b'), '    region: NJ', '    region: 7');
    expect(summary(await problemsOfText(text))).toEqual(['10:10 business.email', ...laterProblems]);
  });

  it('a problem in the same section, before the mistake, is reported', async () => {
    const text = edit(edit(later, '  email: service@example.com', '\temail: service@example.com'), '  phone: "(201) 555-0142"', '  phone: 12');
    expect(summary(await problemsOfText(text))).toEqual(['9:10 business.phone', '10:1 business.email', ...laterProblems]);
  });

  it('a tab that carries the sections after it into its own: nothing after it is judged', async () => {
    // The parser reads `site`, `hero` and the rest as part of `name`, so they would all look missing.
    const text = edit(edit(minimal, '  name: Test Mowers', '\tname: Test Mowers'), '  headline: Mowing Made Simple', '  headline: 12');
    expect(summary(await problemsOfText(text))).toEqual(['2:1 business.name']);
  });
});

