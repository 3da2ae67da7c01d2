import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openCache } from '../../src/cache/cache.js';
import { loadValidator } from '../../src/config/validator.js';
import { loadSite, parseSite } from '../../src/pipeline/load-site.js';
import { loadSiteConfig, parseSiteConfig } from '../../src/config/load.js';
import { ConfigError, type ConfigProblem } from '../../src/config/problem.js';
import { MAX_CONFIG_BYTES } from '../../src/config/limits.js';
import { fixturePath, problemsOfText, readFixture } from '../helpers/config.js';
import { makeTempDir } from '../helpers/files.js';

/** The problems `npm run validate` reports for a fixture: site.yaml read, checked and planned. */
async function problemsOf(fixture: string): Promise<ConfigProblem[]> {
  try {
    await loadSite(fixturePath(`invalid/${fixture}`));
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error(`${fixture} was accepted`);
}

describe('site.yaml validation: one case per rule', () => {
  it.each([
    // fixture, line, column, key path, what the message must say
    ['unknown-key.yaml', 17, 1, 'town', /found `town`.*did you mean `towns`\?/],
    ['wrong-type.yaml', 3, 10, 'business.phone', /expected text, found the number 2015550199: for example `phone: /],
    ['missing-key.yaml', 13, 5, 'services[0].description', /expected `description` in services\[0\], found nothing: add `description: .*` beside `slug:`, at the same indentation/],
    ['empty-list.yaml', 23, 14, 'trustBadges', /expected at least 1 entry, found an empty list/],
    ['bad-slug.yaml', 21, 11, 'towns[1].slug', /lower-case letters, digits and single hyphens.*found the text "Shelby Ville"/],
    ['duplicate-slug.yaml', 21, 11, 'towns[1].slug', /each page at an address of its own, found \/lawn-care-springfield-nj\/ made by both towns\[0\]\.slug and towns\[1\]\.slug/],
    ['bad-email.yaml', 4, 10, 'business.email', /expected an e-mail address such as service@example.com, found the text "hello-at-test-mowers"/],
    ['http-endpoint.yaml', 8, 13, 'estimateForm.endpoint', /expected the https:\/\/ address your form service gives you.*\(plain http:\/\/ is only allowed for localhost while testing\), found the text "http:\/\/forms\.example\/f\/test"/],
    ['bad-site-url.yaml', 6, 8, 'site.url', /expected the complete address the site is published at, starting with https:\/\/.*found the text "test-mowers\.example"/],
    ['bad-language.yaml', 7, 13, 'site.language', /expected a language code this computer knows, such as en or en-US, found "en-US-US"/],
    ['unknown-town-service.yaml', 20, 16, 'towns[0].services[0]', /slug of a service listed under `services`, found "plowing"/],
    ['bad-indent.yaml', 11, 4, 'hero.subtext', /expected this line to start in the same column as the key above it, found it indented further/],
    ['duplicate-key.yaml', 11, 3, 'hero.headline', /this key appears twice/],
    ['unclosed-quote.yaml', 30, 11, 'towns[2].name', /expected a closing " for the text that starts here, found the end of the file/],
    ['empty-alt.yaml', 13, 39, 'hero.image.alt', /expected a sentence saying what the photo shows, found the text "  "/],
    ['unknown-project-town.yaml', 43, 11, 'projects[0].town', /slug of a town listed under `towns`, found "capital-city"/],
    ['empty.yaml', 1, 1, '', /found an empty file/],
    ['top-level-list.yaml', 1, 1, '', /found a single value or a list/],
  ] as const)('%s → line %i, column %i, key %s', async (fixture, line, column, keyPath, message) => {
    const problems = await problemsOf(fixture);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line, column, keyPath });
    expect(problems[0]!.message).toMatch(message);
  });

  it('reports every problem at once, in file order', async () => {
    const problems = await problemsOf('several.yaml');
    expect(problems.map((p) => [p.line, p.keyPath])).toEqual(
      expect.arrayContaining([
        [3, 'business.phone'],
        [17, 'town'],
        [23, 'trustBadges'],
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  it('formats each problem as FILE:LINE:COL  key.path  message', async () => {
    await expect(loadSiteConfig(fixturePath('invalid/unknown-key.yaml'))).rejects.toThrow(
      /^tests\/fixtures\/invalid\/unknown-key\.yaml has 1 problem:\ntests\/fixtures\/invalid\/unknown-key\.yaml:17:1 {2}town {2}expected a known key/,
    );
  });

  it('accepts http:// endpoints on localhost, for testing against a local form service', async () => {
    const text = readFixture('valid-minimal.yaml').replace('https://forms.example/f/test', 'http://127.0.0.1:4000/submit');
    expect((await parseSiteConfig(text, 'site.yaml')).config.estimateForm.endpoint).toBe('http://127.0.0.1:4000/submit');
  });

  it('says which key a mistyped key meant, and lists the allowed keys when nothing is close', async () => {
    const text = readFixture('valid-minimal.yaml').replace('    title: Mowing', '    titel: Mowing\n    colour: green');
    const problems = await problemsOfText(text);
    expect(problems.find((p) => p.keyPath === 'services[0].titel')?.message).toMatch(/did you mean `title`\?/);
    expect(problems.find((p) => p.keyPath === 'services[0].colour')?.message).toMatch(/the keys allowed here are `slug`, `title`/);
  });

  it('refuses an alias bomb without expanding it', async () => {
    const lines = ['a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]'];
    for (let i = 1; i <= 12; i++) lines.push(`${'b'.repeat(i)}: &${'b'.repeat(i)} [${Array(10).fill(i === 1 ? '*a' : `*${'b'.repeat(i - 1)}`).join(', ')}]`);
    const problems = await problemsOfText(lines.join('\n'));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/alias bomb/);
  });

  it('reads a file whose writer shared one list among thousands of towns (as YAML.stringify does), and names its real mistake', async () => {
    // 3,000 aliases of one anchored list: far from a bomb, the way a script that copies towns writes them.
    const towns = Array.from({ length: 3000 }, (_, i) => `  - name: Town ${i}\n    slug: town-${i}\n    neighbourhoods: ${i ? '*around' : '&around [North, South]'}\n`).join('');
    const text = readFixture('valid-minimal.yaml').replace(/^towns:\n(?: {2}- name: .*\n {4}slug: .*\n)+/m, `towns:\n${towns}`);
    expect((await parseSite(text, 'site.yaml')).config.towns).toHaveLength(3000);
    const problems = await problemsOfText(text.replace('    title: Mowing', '    titel: Mowing'));
    expect(problems.map((p) => p.keyPath)).toEqual(['services[0].titel']);
    expect(problems[0]!.message).not.toMatch(/alias bomb/);
  });

  it('refuses a file over the size limit before parsing it', async () => {
    const huge = `business:\n  name: "${'x'.repeat(MAX_CONFIG_BYTES)}"\n`;
    const problems = await problemsOfText(huge);
    expect(problems[0]!.message).toMatch(/expected a file of at most 4 MiB \(4,194,304 bytes\), found 4,194,325 bytes: it was not read/);
  });

  it('refuses lists nested too deeply to read', async () => {
    const problems = await problemsOfText(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(problems[0]!.message).toMatch(/nested too deeply|expected a section of keys/);
  });

  it('reports a missing file as a problem, not a crash', async () => {
    await expect(loadSiteConfig(fixturePath('does-not-exist.yaml'))).rejects.toThrow(/found no file at/);
  });
});

describe('site.yaml defaults', () => {
  it('fills every fixed text with the exact wording of the product contract', async () => {
    const { config } = await parseSiteConfig(readFixture('valid-minimal.yaml'), 'site.yaml');
    expect(config.labels.header.getEstimate).toBe('Get Estimate');
    expect(config.labels.home.heroButton).toBe('Get Your Free Estimate');
    expect(config.labels.home.learnMore).toBe('Learn more');
    expect(config.labels.service).toMatchObject({ estimateButton: 'Get an Estimate', back: 'Back', notFound: 'Service not found' });
    expect(config.labels.town).toMatchObject({ heading: 'Lawn Care & Landscaping in {town}, {state}', estimateButton: 'Get Your Free Estimate', back: 'Back' });
    expect(config.labels.estimate).toMatchObject({
      name: 'Name',
      email: 'Email',
      address: 'Property Address',
      service: 'Service Type',
      notes: 'Notes',
      servicePlaceholder: 'Select Service Type',
      next: 'Next',
      back: 'Back',
      submit: 'Submit',
      close: 'Close',
      successHeading: 'Estimate Request Sent!',
      successText: "Thanks for reaching out. We've received your request and will follow up with pricing shortly.",
      goBack: 'Go Back',
      failure: 'Something went wrong. Please try again.',
    });
    expect(config.estimateForm.timeoutSeconds).toBe(20);
    expect(config.site.language).toBe('en');
  });

  it('keeps a label the owner rewrote and fills the rest', async () => {
    const text = `${readFixture('valid-minimal.yaml')}labels:\n  header:\n    getEstimate: Free Quote\n`;
    const { config } = await parseSiteConfig(text, 'site.yaml');
    expect(config.labels.header.getEstimate).toBe('Free Quote');
    expect(config.labels.header.menu).toBe('Menu');
  });

  it('accepts the default site.yaml of the repository', async () => {
    const { config } = await loadSiteConfig('site.yaml');
    expect(config.services.map((s) => s.slug)).toEqual(['lawn-maintenance', 'landscaping', 'irrigation']);
    expect(config.towns).toHaveLength(8);
    expect([config.whyChooseUs.length, config.trustBadges.length, config.testimonials.length]).toEqual([4, 4, 3]);
    expect(config.business.phone).toMatch(/^\(201\)/);
  });
});

describe('the two YAML readers', () => {
  it('read the default site and the fixtures the same way', async () => {
    const { load, CORE_SCHEMA } = await import('js-yaml');
    const { YamlSource } = await import('../../src/config/yaml-source.js');
    for (const file of ['site.yaml', fixturePath('small-site.yaml'), fixturePath('valid-minimal.yaml')]) {
      const text = readFileSync(file, 'utf8');
      expect(load(text, { schema: CORE_SCHEMA }), file).toEqual(new YamlSource(text).document.toJS());
    }
  });
});

describe('the compiled validator', () => {
  it('gives the same verdict compiled afresh and read back from the build cache', async () => {
    const schemaText = readFileSync('schema/site.schema.json', 'utf8');
    const dir = makeTempDir();
    const fresh = await loadValidator(schemaText, { cache: openCache(dir) });
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^validator-\w+\.cjs$/)]);
    const cached = await loadValidator(schemaText, { cache: openCache(dir) });
    expect(cached).not.toBe(fresh);
    const broken = { business: { name: 1 } };
    expect([fresh(structuredClone(broken)), cached(structuredClone(broken))]).toEqual([false, false]);
    expect(cached.errors?.map((e) => e.instancePath)).toEqual(fresh.errors?.map((e) => e.instancePath));
  });
});
