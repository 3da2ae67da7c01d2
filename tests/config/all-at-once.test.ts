// YAML mistakes and schema problems are reported together, wherever the file can still be read,
// but never a schema problem that only follows from a YAML mistake.
import { describe, expect, it } from 'vitest';
import type { ConfigProblem } from '../../src/config/problem.js';
import { problemsOfText, readFixture } from '../helpers/config.js';

const minimal = readFixture('valid-minimal.yaml');

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
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/appears twice/), expect.stringMatching(/each town slug once/)]);
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

  it('still reports only the YAML mistake when a section is out of line near the top', async () => {
    const problems = await problemsOfText(readFixture('invalid/bad-indent.yaml'));
    expect(summary(problems)).toEqual(['11:4 hero.subtext']);
  });
});
