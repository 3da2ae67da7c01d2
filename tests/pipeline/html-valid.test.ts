import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { loadSiteConfig } from '../../src/config/load.js';
import { projectRoot } from '../../src/paths.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { planSite } from '../../src/plan/plan.js';
import { fixturePath } from '../helpers/config.js';
import { makeTempDir } from '../helpers/files.js';
import { systemTool } from '../helpers/system-tools.js';

// The W3C Nu Html Checker (vnu.jar from the vnu-jar package) over every page of two sites, the default
// one in each of its languages, in one Java process: a JVM start costs seconds, a page tens of milliseconds.

const VNU_JAR = join(projectRoot, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
}

function htmlFilesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.html')).map((file) => join(dir, file));
}

/** Runs vnu.jar once over `files` (`flags`: `--svg` to read them as SVG); resolves with every message it gave. */
function checkHtml(files: string[], flags: string[] = []): Promise<VnuMessage[]> {
  // C1 only: the checker's work is too short for the optimising compiler to pay off (twice as fast),
  // and a bigger stack, which the checker needs with it.
  const args = ['-XX:TieredStopAtLevel=1', '-Xss4m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...flags, ...files];
  return new Promise((resolve, reject) => {
    execFile('java', args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`java -jar vnu.jar failed: ${error.message}\n${stderr}`));
      resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
    });
  });
}

/** `default/services/index.html:1:2345: Bad value … | …<input autocomplete="street-address">…` */
function located(root: string, message: VnuMessage): string {
  const file = message.url ? relative(root, fileURLToPath(message.url)) : '(no file)';
  const extract = message.extract ? ` | ${message.extract.replace(/\s+/g, ' ')}` : '';
  return `${file}:${message.lastLine ?? '?'}:${message.firstColumn ?? message.lastColumn ?? '?'}: ${message.message}${extract}`;
}

describe.skipIf(!systemTool('java'))('the W3C Nu Html Checker', () => {
  // Each built on a day an offer runs, so the banner is checked as visitors see it.
  it('finds no errors on any page of the default site (in both its languages) or the Pennsylvania fixture (with its ZIP code check), nor in the review card', { timeout: 120_000 }, async () => {
    const root = makeTempDir('lawn-html-valid-');
    const defaultSite = join(projectRoot, 'site.yaml');
    await buildSite({ configFile: defaultSite, outDir: join(root, 'default'), reporter: silentReporter, today: '2027-03-10' });
    await buildSite({ configFile: fixturePath('pennsylvania.yaml'), outDir: join(root, 'pennsylvania'), reporter: silentReporter, today: '2027-05-10' });
    const files = htmlFilesUnder(root);
    expect(readFileSync(join(root, 'pennsylvania', 'index.html'), 'utf8')).toContain('data-zips="19087"');
    expect(files.length).toBeGreaterThanOrEqual(2 * 18 + 10);
    // Every page of every kind in each language is checked: the Spanish pages under /es/ too (their
    // language links, hreflang alternates and translated dialog are markup of their own).
    const routes = planSite((await loadSiteConfig(defaultSite)).config, '2027-03-10').routes;
    const kindsIn = (language: string) => new Set(routes.filter((route) => route.language === language).map((route) => route.page.kind));
    expect(kindsIn('es')).toEqual(kindsIn('en'));
    expect(files.map((file) => relative(root, file).split(sep).join('/'))).toEqual(
      expect.arrayContaining(['default/prices/index.html', 'default/estimate/index.html', ...routes.map((route) => `default/${route.file}`)]),
    );

    const messages = await checkHtml(files);
    expect(messages.map((message) => located(root, message)), 'the checker found errors').toEqual([]);
    // The printable review card too, as the SVG it is.
    const card = await checkHtml([join(root, 'default', 'review-card.svg')], ['--svg']);
    expect(card.map((message) => located(root, message)), 'the checker found errors in the review card').toEqual([]);
  });
});
