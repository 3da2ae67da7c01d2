// Values that passed validation, the build and the launch check and then published garbage on
// every page (issue 36's reproductions): each is an error, or advice where the file may mean it,
// at its line and column, in plain words; and nothing is built for an error.
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseSiteConfig } from '../../src/config/load.js';
import { ConfigError, type ConfigProblem } from '../../src/config/problem.js';
import { compileOptions, siteSchema } from '../../src/config/validator.js';
import { buildSite } from '../../src/pipeline/build.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { makeTempDir } from '../helpers/files.js';

const site = readFileSync('site.yaml', 'utf8');

/** site.yaml with `from` (which must be there) replaced by `to`. */
function edited(from: string | RegExp, to: string): string {
  if (typeof from === 'string' ? !site.includes(from) : !from.test(site)) throw new Error(`not in site.yaml: ${String(from)}`);
  return site.replace(from, to);
}

async function problemsOf(text: string): Promise<ConfigProblem[]> {
  try {
    await parseSiteConfig(text, 'site.yaml');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('site.yaml was accepted');
}

/** Line and column (1-based) of the first `marker` in `text`. */
function placeOf(text: string, marker: string): { line: number; column: number } {
  const offset = text.indexOf(marker);
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

const BAD_PHONE = /^expected a US phone number of ten digits, with its area code, such as \(201\) 555-0142, found the text ".*"$/;

describe('a phone or text number', () => {
  it.each([
    ['phone', '"(((---)))"'],
    ['sms', '"(((---)))"'],
    ['sms', '"1234567"'],
    ['sms', '"+9999999999999999999"'],
    ['phone', '"(123) 456-7890"'],
  ])('%s: %s is refused at its line and column', async (key, value) => {
    const text = edited('  phone: "(201) 555-0142"\n', key === 'phone' ? `  phone: ${value}\n` : `  phone: "(201) 555-0142"\n  sms: ${value}\n`);
    const problems = await problemsOf(text);
    expect(problems).toEqual([{ ...placeOf(text, value), keyPath: `business.${key}`, message: expect.stringMatching(BAD_PHONE) }]);
  });

  it.each(['(201) 555-0142', '201-555-0142', '201.555.0142', '2015550142', '+1 201 555 0142', '1-201-555-0142', '+12015550142'])('%s is a number', async (number) => {
    await expect(parseSiteConfig(edited('  phone: "(201) 555-0142"', `  phone: "${number}"`), 'site.yaml')).resolves.toBeDefined();
  });

  it('publishes nothing when it is refused: dist/ stays as it was', async () => {
    const dir = makeTempDir('lawn-bad-phone-');
    symlinkSync(resolve('photos'), join(dir, 'photos'));
    const configFile = join(dir, 'site.yaml');
    writeFileSync(configFile, edited('  phone: "(201) 555-0142"', '  phone: "(((---)))"'));
    await expect(buildSite({ configFile, outDir: join(dir, 'dist'), reporter: silentReporter })).rejects.toBeInstanceOf(ConfigError);
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });
});

describe('prices', () => {
  it('of any size are refused: whole dollars up to 100,000, said plainly even when too large to read', async () => {
    const text = edited('{ lotSize: small, from: 40, to: 50 }', '{ lotSize: small, from: 9007199254740993, to: 1e21 }');
    expect(await problemsOf(text)).toEqual([
      { ...placeOf(text, '9007199254740993'), keyPath: 'services[0].prices.ranges[0].from', message: 'expected a whole number from 0 to 100,000, found a number far too large to be read exactly' },
      { ...placeOf(text, '1e21'), keyPath: 'services[0].prices.ranges[0].to', message: 'expected a whole number from 0 to 100,000, found a number far too large to be read exactly' },
    ]);
  });

  it('of $0 are taken, with a warning at their line and column', async () => {
    const text = edited('{ lotSize: small, from: 40, to: 50 }', '{ lotSize: small, from: 0, to: 0 }');
    const { warnings } = await parseSiteConfig(text, 'site.yaml');
    const { line, column } = placeOf(text, 'to: 0 }');
    expect(warnings).toContain(
      `site.yaml:${line}:${column + 4}  services[0].prices.ranges[0].to  a price of $0 shows as "$0" beside this lot size, which reads as free: give what the work costs, or leave this lot size out of the ranges to show "priced after a visit"`,
    );
  });

  it('without pricing: said once, at the prices, though the schema says it too (for editors)', async () => {
    const text = edited(/\npricing:\n(?: {2}.*\n|\n)*?(?=services:)/, '\n');
    const problems = await problemsOf(text);
    expect(problems.map((problem) => problem.keyPath)).toEqual(['services[0].prices', 'services[1].prices', 'services[2].prices']);
  });
});

describe('translations under a name that is not a language code', () => {
  it.each(['spanish', 'x-default'])('%s: one message, at the key, naming it and what a code looks like', async (code) => {
    const text = edited('\ntranslations:\n  es:', `\ntranslations:\n  ${code}:`);
    expect(await problemsOf(text)).toEqual([
      { ...placeOf(text, `  ${code}:`), column: 3, keyPath: `translations.${code}`, message: `expected a language code such as es, or es-US with a country, found \`${code}\`` },
    ]);
  });
});

describe('the time zone', () => {
  it('misspelt, is refused with the nearest name', async () => {
    const text = edited('  state: NJ\n', '  state: NJ\n  timeZone: America/New_Yrok\n');
    expect(await problemsOf(text)).toEqual([
      {
        ...placeOf(text, 'America/New_Yrok'),
        keyPath: 'site.timeZone',
        message: 'expected a time zone name such as America/New_York or America/Chicago, found the text "America/New_Yrok": did you mean America/New_York?',
      },
    ]);
  });

  it("far from the state's is taken, with a warning: Open now would follow another clock", async () => {
    const text = edited('  state: NJ\n', '  state: NJ\n  timeZone: Asia/Kolkata\n');
    const { warnings } = await parseSiteConfig(text, 'site.yaml');
    const { line, column } = placeOf(text, 'Asia/Kolkata');
    expect(warnings).toContain(
      `site.yaml:${line}:${column}  site.timeZone  "Asia/Kolkata" is not a time zone of New Jersey (America/New_York), so the footer would say whether you are open by another clock: put \`timeZone: America/New_York\`, or take the line away to use NJ's`,
    );
  });

  it("of the state, under any of its names, is no matter for advice", async () => {
    for (const zone of ['America/New_York', 'US/Eastern']) {
      const { warnings } = await parseSiteConfig(edited('  state: NJ\n', `  state: NJ\n  timeZone: ${zone}\n`), 'site.yaml');
      expect(warnings.filter((warning) => warning.includes('timeZone')), zone).toEqual([]);
    }
  });

  it("names in the schema's list only zones this computer knows, and every zone of a state", () => {
    const zones = (siteSchema() as { properties: { site: { properties: { timeZone: { enum: string[] } } } } }).properties.site.properties.timeZone.enum;
    const unknown = zones.filter((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return false;
      } catch {
        return true;
      }
    });
    expect(unknown).toEqual([]);
    expect(zones).toEqual(expect.arrayContaining(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'US/Eastern']));
  });
});

describe('the sample site.yaml', () => {
  it('reads the same in YAML 1.1 (PyYAML, check-jsonschema), where an unquoted date would be a date, and the schema takes it', () => {
    const yaml11 = parse(site, { version: '1.1' }) as unknown;
    expect(yaml11).toEqual(parse(site));
    const ajv = new Ajv({ ...compileOptions.ajv, useDefaults: false, code: undefined });
    ajv.addVocabulary(compileOptions.vocabulary);
    const validate = ajv.compile(siteSchema());
    expect(validate(yaml11), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('one mistake in English', () => {
  it('a tab before an answer of faq: said once, not again as a count of the Spanish questions', async () => {
    const faqAt = site.indexOf('\nfaq:\n');
    const text = site.slice(0, faqAt) + site.slice(faqAt).replace('\n  - question:', '\n\t- question:');
    expect((await problemsOf(text)).map((problem) => problem.keyPath)).toEqual(['faq']);
  });

  it('a lot size written twice: said once, the Spanish lot sizes (matched by id) untouched by it', async () => {
    const line = '    - { id: small, label: "Up to 5,000 sq ft", hint: a townhouse or small lot }\n';
    const text = edited(line, line + line);
    expect((await problemsOf(text)).map((problem) => problem.keyPath)).toEqual(['pricing.lotSizes[1].id']);
  });
});
