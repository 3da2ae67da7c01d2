import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { silentReporter, type Reporter } from '../../src/cli/reporter.js';
import { cspHash } from '../../src/site/security.js';
import { fixturePath } from '../helpers/config.js';
import { makeTempDir } from '../helpers/files.js';
import { parseHtml } from '../helpers/html.js';
import { testInlineScripts } from '../helpers/render.js';

/** Builds `configFile` as if on `today`, keeping the warnings the build gives. */
async function buildOn(configFile: string, today: string): Promise<{ dist: string; warnings: string[]; pages: Array<[string, Document]> }> {
  const dist = join(makeTempDir(), 'dist');
  const warnings: string[] = [];
  const reporter: Reporter = { ...silentReporter, warn: (warning) => warnings.push(warning) };
  await buildSite({ configFile, outDir: dist, reporter, today });
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file): [string, Document] => [relative(dist, join(dist, file)), parseHtml(readFileSync(join(dist, file), 'utf8'))]);
  return { dist, warnings, pages };
}

const OFFER_BANNER_SCRIPT = testInlineScripts.offerBanner;
const policyOf = (page: Document) => page.querySelector('meta[http-equiv=Content-Security-Policy]')!.getAttribute('content')!;
const bannerScripts = (page: Document) => Array.from(page.querySelectorAll('script:not([src])')).filter((script) => script.textContent === OFFER_BANNER_SCRIPT);

describe('a Pennsylvania company built as if on 2027-05-10 (one offer ended, one running, one to come)', () => {
  let build: Awaited<ReturnType<typeof buildOn>>;
  beforeAll(async () => {
    build = await buildOn(fixturePath('pennsylvania.yaml'), '2027-05-10');
  });

  it('leaves the ended offer out of every page and names it in a warning', () => {
    expect(build.pages.length).toBeGreaterThan(5);
    for (const [file, page] of build.pages) expect(page.body.textContent, file).not.toContain('Spring cleanup');
    // (Its third offer's link, at an .example address, gets a warning of its own: a sample value.)
    const warnings = build.warnings.filter((warning) => warning.startsWith('offers['));
    expect(warnings).toEqual([expect.stringMatching(/^offers\[0\] "Spring cleanup 10% off" ended on 2027-04-30, .*Remove it from site\.yaml/)]);
  });

  it('shows the running offer at the top of every page, with its link, before the header', () => {
    for (const [file, page] of build.pages) {
      const banner = page.querySelector('section[data-offer-banner]')!;
      expect(banner, file).not.toBeNull();
      expect(banner.getAttribute('aria-label'), file).toBe('Current offers');
      expect(banner.hasAttribute('hidden'), file).toBe(false);
      const running = banner.querySelector('li[data-starts="2027-05-01"]')!;
      expect(running.hasAttribute('hidden'), file).toBe(false);
      expect(running.getAttribute('data-ends')).toBe('2027-05-31');
      expect(running.querySelector('a')?.getAttribute('href')).toBe('/lawn-care-wayne-pa/');
      expect(running.textContent).toBe('May mowing special: first cut free');
      // After the skip link, before the header.
      expect(page.body.firstElementChild?.className).toBe('skip-link');
      expect(page.body.firstElementChild?.nextElementSibling).toBe(banner);
      expect(banner.compareDocumentPosition(page.querySelector('header')!) & 4 /* FOLLOWING */, file).toBeTruthy();
    }
  });

  it('puts the offer still to come in every page, hidden, with its web address as it is', () => {
    for (const [file, page] of build.pages) {
      const coming = page.querySelector('[data-offer-banner] li[data-starts="2027-06-01"]')!;
      expect(coming.hasAttribute('hidden'), file).toBe(true);
      expect(coming.getAttribute('data-ends')).toBe('2027-06-30');
      expect(coming.querySelector('a')?.getAttribute('href')).toBe('https://keystone-yard.example/summer');
    }
  });

  it("runs the banner's script right after the banner on every page, allowed by its hash in the page's and the host's policy", () => {
    const headers = readFileSync(join(build.dist, '_headers'), 'utf8');
    expect(headers).toContain(cspHash(OFFER_BANNER_SCRIPT));
    for (const [file, page] of build.pages) {
      const [script] = bannerScripts(page);
      expect(script, file).toBeDefined();
      expect(script!.previousElementSibling?.hasAttribute('data-offer-banner')).toBe(true);
      expect(policyOf(page)).toContain(cspHash(OFFER_BANNER_SCRIPT));
    }
  });

  it('keeps the script a few hundred bytes, doing nothing and throwing nothing on a page without the banner', () => {
    expect(Buffer.byteLength(OFFER_BANNER_SCRIPT)).toBeLessThanOrEqual(300);
    const pageWithoutBanner = { querySelector: () => null };
    expect(() => new Function('document', OFFER_BANNER_SCRIPT)(pageWithoutBanner)).not.toThrow();
  });

  it('dates the copyright line by the same day', () => {
    const [, home] = build.pages.find(([file]) => file === 'index.html')!;
    expect(home.querySelector('[data-current-year]')?.textContent).toBe('2027');
  });
});

describe('the offer banner of the default site', () => {
  it('is in every page but hidden before its offer starts', async () => {
    const { pages, warnings } = await buildOn('site.yaml', '2027-02-28');
    expect(warnings.filter((warning) => warning.includes('offers['))).toEqual([]);
    for (const [file, page] of pages) {
      expect(page.querySelector('[data-offer-banner]')?.hasAttribute('hidden'), file).toBe(true);
      expect(page.querySelector('[data-offer-banner] li')?.hasAttribute('hidden'), file).toBe(true);
      expect(bannerScripts(page), file).toHaveLength(1);
    }
  });

  it('and its script and hash are gone once every offer has ended, a day after its last day', async () => {
    const { pages, warnings } = await buildOn('site.yaml', '2027-04-17');
    expect(warnings.filter((warning) => warning.includes('offers['))).toEqual([expect.stringContaining('offers[0] "Spring aeration')]);
    for (const [file, page] of pages) {
      expect(page.querySelector('[data-offer-banner]'), file).toBeNull();
      expect(bannerScripts(page), file).toEqual([]);
      expect(policyOf(page), file).not.toContain(cspHash(OFFER_BANNER_SCRIPT));
    }
  });
});

describe('a site without offers', () => {
  it('has no banner, no banner script and no hash for one', async () => {
    const { dist, pages } = await buildOn(fixturePath('small-site.yaml'), '2027-05-10');
    for (const [file, page] of pages) {
      expect(page.querySelector('[data-offer-banner]'), file).toBeNull();
      expect(bannerScripts(page), file).toEqual([]);
    }
    expect(readFileSync(join(dist, '_headers'), 'utf8')).not.toContain(cspHash(OFFER_BANNER_SCRIPT));
  });
});
