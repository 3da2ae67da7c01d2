import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../src/config/load.js';
import { formatKeyPath } from '../../src/config/key-path.js';
import { sampleCountLine, sampleItems, type SampleItem, type SampleKind } from '../../src/config/sample-site.js';
import { isExampleHost, isFictionalPhone } from '../../src/config/sample-values.js';
import { readFixture } from '../helpers/config.js';

/** What of a site.yaml text is still the sample's or a placeholder, by key path (its photos not looked at). */
async function sampleKeys(text: string): Promise<string[]> {
  const { config } = await parseSiteConfig(text, 'site.yaml');
  return sampleItems(config, new Map()).map((item) => formatKeyPath(item.keyPath));
}

/** A site with nothing left of the sample: its own address, e-mail, phone, form and profiles. */
const REAL_LOOKING = readFixture('small-site.yaml')
  .replace('phone: "(201) 555-0199"', 'phone: "(201) 438-7710"')
  .replace('hello@test-mowers.example', 'hello@testmowers.com')
  .replace('https://test-mowers.example', 'https://www.testmowers.com')
  .replace('https://forms.example/f/test', 'https://formspree.io/f/mwkgabcd');

describe('placeholders no real business has', () => {
  it('are none on a site with real-looking values', async () => {
    expect(await sampleKeys(REAL_LOOKING)).toEqual([]);
  });

  it('include the test site’s fictional phone, addresses at domains kept for examples and its form', async () => {
    expect(await sampleKeys(readFixture('small-site.yaml'))).toEqual(['business.phone', 'business.email', 'site.url', 'estimateForm.endpoint']);
  });

  it('include a text number in the fictional range, a placeholder measurement ID, a profile and an offer link at an example domain', async () => {
    const text =
      REAL_LOOKING.replace('business:\n', 'business:\n  sms: "(201) 555-0143"\n  social: [https://www.facebook.com/testmowers, https://www.example.org/testmowers]\n') +
      'analytics:\n  measurementId: G-XXXXXXXXXX\noffers:\n  - { text: Half off, starts: 2027-03-01, ends: 2027-04-01, link: "https://shop.example.net/sale" }\n';
    expect(await sampleKeys(text)).toEqual(['business.sms', 'business.social[1]', 'analytics.measurementId', 'offers[0].link']);
  });

  it('do not stop the site from building: the loader’s warnings leave them to the count', async () => {
    const { config, warnings } = await parseSiteConfig(readFileSync('site.yaml', 'utf8'), 'site.yaml');
    expect(config.estimateForm.endpoint).toContain('your-form-id');
    expect(warnings.filter((warning) => /sample|placeholder|kept for films/.test(warning))).toEqual([]);
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

describe('the line the build and npm run validate print', () => {
  const item = (kind: SampleKind): SampleItem => ({ kind, keyPath: [], title: '', message: '', fix: '', missingTranslation: false });

  it('counts what is left and names the first kinds of it, pointing to npm run launch-check', () => {
    expect(sampleCountLine([])).toBeUndefined();
    expect(sampleCountLine([item('phone')])).toBe("1 thing on the site is still the sample's or a placeholder (phone): run npm run launch-check to see each and what to put there");
    expect(sampleCountLine((['photo', 'business-name', 'testimonial', 'licence', 'phone'] as const).map(item))).toBe(
      "5 things on the site are still the sample's or a placeholder (its name, licences, reviews…): run npm run launch-check to see each and what to put there",
    );
  });
});

describe('texts without their translation (an edited site.yaml can have them: the build refuses it)', () => {
  it('are items too, named in the owner’s words', async () => {
    const { config } = await parseSiteConfig(readFileSync('site.yaml', 'utf8'), 'site.yaml');
    const edited = structuredClone(config);
    delete edited.translations!.es!.services![2]!.title;
    delete edited.translations!.es!.whyChooseUs;
    edited.translations!.es!.faq![1] = { question: edited.translations!.es!.faq![1]!.question };
    const missing = sampleItems(edited, new Map()).filter((item) => item.missingTranslation);
    expect(missing.map((item) => [item.kind, formatKeyPath(item.keyPath), item.title, item.language])).toEqual([
      ['missing-translation', 'translations.es.services[2].title', 'Spanish title for Irrigation', 'es'],
      ['missing-translation', 'translations.es.whyChooseUs', 'Spanish reasons to choose you', 'es'],
      ['missing-translation', 'translations.es.faq[1].answer', 'Spanish answer of question 2', 'es'],
    ]);
    expect(missing[0]!.message).toBe('this text has no Spanish yet');
    expect(missing[0]!.fix).toBe('write it in Spanish');
  });
});
