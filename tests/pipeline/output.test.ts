import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { loadSiteConfig } from '../../src/config/load.js';
import { planSite } from '../../src/plan/plan.js';
import { cspHash } from '../../src/site/security.js';
import { makeTempDir } from '../helpers/files.js';
import { parseHtml } from '../helpers/html.js';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

/** The file a static host serves for a root-relative link, or undefined when there is none. */
function servedFile(dist: string, href: string): string | undefined {
  const path = decodeURI(href.split(/[?#]/)[0]!);
  const file = join(dist, path.endsWith('/') ? `${path}index.html` : path);
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

const projectSiteConfig = join(makeTempDir(), 'project-site.yaml');
writeFileSync(
  projectSiteConfig,
  readFileSync('tests/fixtures/small-site.yaml', 'utf8').replace('url: https://test-mowers.example', 'url: https://mowers.github.io/lawn/') +
    'offers:\n  - { text: Book in May, starts: 2027-05-01, ends: 2027-05-31, link: /estimate/ }\n',
);

// Sites with offers are built as if on a day one of them runs, so the banner's links are in the pages
// (and the default site's pages do not change with the day the tests run).
for (const [name, configFile, base, today] of [
  ['the default site', 'site.yaml', '/', '2027-03-10'],
  ['the small test site', 'tests/fixtures/small-site.yaml', '/', undefined],
  ['a site published under a folder (a GitHub Pages project site)', projectSiteConfig, '/lawn/', '2027-05-10'],
  ['a Pennsylvania company with offers', 'tests/fixtures/pennsylvania.yaml', '/', '2027-05-10'],
] as const) {
  describe(`the built output of ${name}`, () => {
    const dist = join(makeTempDir(), 'dist');
    beforeAll(() => buildSite({ configFile, outDir: dist, reporter: silentReporter, today }));

    it('has no internal link, stylesheet, script or icon that leads nowhere', () => {
      let checked = 0;
      for (const file of htmlFiles(dist)) {
        const page = parseHtml(readFileSync(file, 'utf8'));
        const targets = [
          ...Array.from(page.querySelectorAll('a[href], link[href]'), (element) => element.getAttribute('href')!),
          ...Array.from(page.querySelectorAll('script[src]'), (element) => element.getAttribute('src')!),
        ];
        for (const target of targets) {
          if (target.startsWith('#')) {
            expect(page.getElementById(target.slice(1)), `${relative(dist, file)} → ${target}`).not.toBeNull();
          } else if (target.startsWith('/')) {
            expect(target.startsWith(base), `${relative(dist, file)} → ${target} is outside ${base}`).toBe(true);
            expect(servedFile(dist, target.slice(base.length - 1)), `${relative(dist, file)} → ${target}`).toBeDefined();
          } else {
            expect(target, `${relative(dist, file)}: links are root-relative, mailto:, tel:, sms: or the canonical URL`).toMatch(/^(mailto:|tel:|sms:|https:\/\/)/);
          }
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(100);
    });

    if (today) {
      it("checks the offer banner's links on every page like any other link", () => {
        for (const file of htmlFiles(dist)) {
          const links = Array.from(parseHtml(readFileSync(file, 'utf8')).querySelectorAll('[data-offer-banner] a[href]'), (a) => a.getAttribute('href')!);
          expect(links.length, relative(dist, file)).toBeGreaterThan(0);
          for (const href of links.filter((link) => link.startsWith('/'))) expect(servedFile(dist, href.slice(base.length - 1)), `${relative(dist, file)} → ${href}`).toBeDefined();
        }
      });
    }

    it('lists exactly the indexable pages of every language in sitemap.xml, each of which exists', async () => {
      const { config } = await loadSiteConfig(configFile);
      const siteUrl = config.site.url.replace(/\/$/, '');
      const listed = [...readFileSync(join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      const indexable = planSite(config).routes.filter((route) => route.indexable);
      expect(listed).toEqual(indexable.map((route) => siteUrl + route.sitePath));
      for (const url of listed) expect(servedFile(dist, new URL(url).pathname.slice(base.length - 1)), url).toBeDefined();
    });

    it('allows every inline style and script of every page by its hash, and nothing else inline', () => {
      let checked = 0;
      for (const file of htmlFiles(dist)) {
        const page = parseHtml(readFileSync(file, 'utf8'));
        const policy = page.querySelector('meta[http-equiv=Content-Security-Policy]')!.getAttribute('content')!;
        const allowed = (directive: string) => new RegExp(`${directive} ([^;]+)`).exec(policy)![1]!.split(' ');
        const inline = (selector: string) => Array.from(page.querySelectorAll(selector), (element) => cspHash(element.textContent ?? ''));
        // The page's own stylesheet and nothing else: every page carries its policy.
        expect(allowed('style-src').filter((source) => source.startsWith("'sha256")), relative(dist, file)).toEqual(inline('style'));
        for (const hash of inline('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])')) {
          expect(allowed('script-src'), relative(dist, file)).toContain(hash);
          checked++;
        }
        expect(allowed('script-src').filter((source) => source.startsWith("'unsafe"))).toEqual([]);
      }
      expect(checked).toBeGreaterThan(0); // the not-found page's heading script
    });

    it('points robots.txt at the sitemap', () => {
      expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
    });

    it("sets long caching for hashed assets and the security headers in _headers, allowing what each page's own policy allows", () => {
      const headers = readFileSync(join(dist, '_headers'), 'utf8');
      expect(headers).toContain(`${base}assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`);
      expect(headers).toContain('  X-Content-Type-Options: nosniff');
      expect(headers).toContain('  Referrer-Policy: strict-origin-when-cross-origin');
      const directives = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));
      const headerPolicy = directives(/Content-Security-Policy: (.+)/.exec(headers)![1]!);
      expect(headerPolicy.get('frame-ancestors')).toEqual(["'none'"]);
      // A browser enforces both policies: the header's allows everything of every page's, which allows only its own.
      for (const file of htmlFiles(dist)) {
        const metaPolicy = parseHtml(readFileSync(file, 'utf8')).querySelector('meta[http-equiv=Content-Security-Policy]')!.getAttribute('content')!;
        expect(metaPolicy, relative(dist, file)).toMatch(/connect-src 'self' https:\/\/(formspree\.io|forms\.example)/);
        for (const [name, sources] of directives(metaPolicy)) {
          for (const source of sources) expect(headerPolicy.get(name), `${relative(dist, file)}: ${name} ${source}`).toContain(source);
        }
        expect([...headerPolicy.keys()]).toEqual([...directives(metaPolicy).keys(), 'frame-ancestors']);
      }
      expect(existsSync(join(dist, '.nojekyll'))).toBe(true);
    });
  });
}
