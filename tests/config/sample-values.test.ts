import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../src/config/load.js';
import { isExampleHost, isFictionalPhone } from '../../src/config/sample-values.js';
import { readFixture } from '../helpers/config.js';

/** The sample warnings of a site.yaml text, as the build and `npm run validate` print them. */
async function sampleWarnings(text: string): Promise<string[]> {
  const { warnings } = await parseSiteConfig(text, 'site.yaml');
  return warnings.filter((warning) => / is (the|a) (sample|placeholder)|kept for films/.test(warning));
}

/** Where `needle` is written in `text`, as line:column. */
function placeOf(text: string, needle: string): string {
  const offset = text.indexOf(needle);
  expect(offset, needle).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, offset);
  return `${before.split('\n').length}:${offset - before.lastIndexOf('\n')}`;
}

/** A site with nothing left of the sample: its own address, e-mail, phone, form and profiles. */
const REAL_LOOKING = readFixture('small-site.yaml')
  .replace('phone: "(201) 555-0199"', 'phone: "(201) 438-7710"')
  .replace('hello@test-mowers.example', 'hello@testmowers.com')
  .replace('https://test-mowers.example', 'https://www.testmowers.com')
  .replace('https://forms.example/f/test', 'https://formspree.io/f/mwkgabcd');

describe('values still the sample site’s', () => {
  it('are each named at their line and column in the sample site.yaml, with what to put there', async () => {
    const text = readFileSync('site.yaml', 'utf8');
    const warnings = await sampleWarnings(text);
    expect(warnings).toEqual([
      expect.stringMatching(new RegExp(`^site\\.yaml:${placeOf(text, '"(201) 555-0142"')}  business\\.phone  "\\(201\\) 555-0142" is in the 555-0100 to 555-0199 range .*: put your business's number$`)),
      expect.stringMatching(new RegExp(`^site\\.yaml:${placeOf(text, 'service@example.com')}  business\\.email  .*is a sample address.*: put the address you read every day`)),
      expect.stringMatching(new RegExp(`^site\\.yaml:${placeOf(text, 'https://www.example.com')}  site\\.url  .*: put the address your site will be published at`)),
      expect.stringMatching(new RegExp(`^site\\.yaml:${placeOf(text, 'https://formspree.io/f/your-form-id')}  estimateForm\\.endpoint  .*sample form address.*put the address it gives you here`)),
      expect.stringMatching(new RegExp(`^site\\.yaml:${placeOf(text, 'https://g.page/r/example/review')}  reviews\\.url  .*sample link`)),
    ]);
  });

  it('are none on a site with real-looking values', async () => {
    expect(await sampleWarnings(REAL_LOOKING)).toEqual([]);
  });

  it('include a text number in the fictional range, a placeholder measurement ID, a profile and an offer link at an example domain', async () => {
    const text =
      REAL_LOOKING.replace('business:\n', 'business:\n  sms: "(201) 555-0143"\n  social: [https://www.facebook.com/testmowers, https://www.example.org/testmowers]\n') +
      'analytics:\n  measurementId: G-XXXXXXXXXX\noffers:\n  - { text: Half off, starts: 2027-03-01, ends: 2027-04-01, link: "https://shop.example.net/sale" }\n';
    const keys = (await sampleWarnings(text)).map((warning) => warning.split('  ')[1]);
    expect(keys).toEqual(['business.sms', 'business.social[1]', 'analytics.measurementId', 'offers[0].link']);
  });

  it('do not stop the site from building', async () => {
    const { config } = await parseSiteConfig(readFileSync('site.yaml', 'utf8'), 'site.yaml');
    expect(config.estimateForm.endpoint).toContain('your-form-id');
  });

  it.each([
    ['example.com', true],
    ['www.example.com', true],
    ['mail.EXAMPLE.org', true],
    ['example.net.', true],
    ['test-mowers.example', true],
    ['forms.test', true],
    ['examples.com', false],
    ['myexample.com', false],
    ['example.com.au', false],
    ['greenwaylawn.com', false],
  ])('%s is a domain kept for examples: %s', (host, kept) => {
    expect(isExampleHost(host)).toBe(kept);
  });

  it.each([
    ['(201) 555-0142', true],
    ['201-555-0100', true],
    ['+1 201 555 0199', true],
    ['1 (610) 555-0123', true],
    ['(201) 555-0200', false],
    ['(201) 555-1212', false],
    ['(201) 438-0142', false],
    ['(555) 010-0142', false],
  ])('%s is a fictional number: %s', (phone, fictional) => {
    expect(isFictionalPhone(phone)).toBe(fictional);
  });
});
