import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildSummary } from '../../src/pipeline/build.js';
import { OUTPUT_MANIFEST } from '../../src/folder-swap/output-manifest.js';
import { silentReporter, type Reporter } from '../../src/cli/reporter.js';
import { loadSiteConfig } from '../../src/config/load.js';
import { routeTable } from '../../src/plan/routes.js';
import { projectRoot, runScript } from '../helpers/cli.js';
import { deadPid } from '../helpers/process.js';
import { fixturePath } from '../helpers/config.js';
import { makeTempDir, snapshotTree } from '../helpers/files.js';
import { parseHtml } from '../helpers/html.js';

describe('a fresh build of the default site', () => {
  const out = join(makeTempDir(), 'dist');
  let summary: BuildSummary;
  beforeAll(async () => {
    summary = await buildSite({ configFile: 'site.yaml', outDir: out, reporter: silentReporter });
  });

  it('says how many files and bytes it wrote: those on disk, its list of files aside', () => {
    const files = readdirSync(out, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name !== OUTPUT_MANIFEST);
    expect(summary.files).toBe(files.length);
    expect(summary.bytes).toBe(files.reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0));
  });

  it('writes every route of the site as route/index.html', async () => {
    const { config } = await loadSiteConfig('site.yaml');
    const files = routeTable(config).map((route) => route.file);
    expect(files).toEqual(expect.arrayContaining(['index.html', '404.html', 'estimate/index.html', 'prices/index.html', 'services/irrigation/index.html', 'lawn-care-princeton-junction-nj/index.html']));
    expect(files).toHaveLength(1 + 1 + 3 + 8 + 1 + 1 + 4); // home, services, 3 services, 8 towns, projects, prices, estimate, review and two not-found pages
    for (const file of files) expect(existsSync(join(out, file)), file).toBe(true);
  });

  it('loads the page script every page names, as a module', () => {
    const page = parseHtml(readFileSync(join(out, 'index.html'), 'utf8'));
    const script = page.querySelector('head script[src]')!;
    expect(script.getAttribute('type')).toBe('module');
    expect(existsSync(join(out, script.getAttribute('src')!))).toBe(true);
  });

  it('writes sitemap.xml, robots.txt and the favicon', () => {
    const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    // Home, services, 3 services, 8 towns, projects, prices, estimate: in English and in Spanish.
    expect(sitemap.match(/<loc>/g)).toHaveLength(2 * (1 + 1 + 3 + 8 + 1 + 1 + 1));
    expect(sitemap).toContain('<loc>https://www.example.com/es/prices/</loc>');
    expect(sitemap).toContain('<loc>https://www.example.com/projects/</loc>');
    expect(sitemap).toContain('<loc>https://www.example.com/prices/</loc>');
    expect(sitemap).toContain('<loc>https://www.example.com/lawn-care-monroe-nj/</loc>');
    expect(sitemap).not.toContain('/review/');
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(existsSync(join(out, 'favicon.svg'))).toBe(true);
  });

  it('writes the printable review card, as the site has a review link', () => {
    expect(readFileSync(join(out, 'review-card.svg'), 'utf8')).toMatch(/<svg [^>]*width="4in" height="6in"/);
  });
});

describe('the atomic build', () => {
  const failAt = (stage: string): Reporter => ({
    ...silentReporter,
    task: async (title, run) => {
      if (title.startsWith(stage)) throw new Error(`simulated failure: ${title}`);
      return run(() => {});
    },
  });

  it('leaves the previous output byte-for-byte as it was when site.yaml is broken', async () => {
    const out = join(makeTempDir(), 'dist');
    await buildSite({ configFile: fixturePath('small-site.yaml'), outDir: out, reporter: silentReporter });
    const before = snapshotTree(out);
    await expect(buildSite({ configFile: fixturePath('invalid/several.yaml'), outDir: out, reporter: silentReporter })).rejects.toThrow(/3 problems/);
    expect(snapshotTree(out)).toEqual(before);
    expect(readdirSync(dirname(out))).toEqual(['dist']);
  });

  it('leaves the previous output as it was when writing fails half-way', async () => {
    const out = join(makeTempDir(), 'dist');
    await buildSite({ configFile: fixturePath('small-site.yaml'), outDir: out, reporter: silentReporter });
    const before = snapshotTree(out);
    await expect(buildSite({ configFile: 'site.yaml', outDir: out, reporter: failAt('Wrote assets') })).rejects.toThrow(/simulated failure/);
    expect(snapshotTree(out)).toEqual(before);
    expect(readdirSync(dirname(out))).toEqual(['dist']);
  });

  it('replaces the previous output completely when the build succeeds', async () => {
    const out = join(makeTempDir(), 'dist');
    await buildSite({ configFile: 'site.yaml', outDir: out, reporter: silentReporter });
    await buildSite({ configFile: fixturePath('small-site.yaml'), outDir: out, reporter: silentReporter });
    expect(existsSync(join(out, 'lawn-care-monroe-nj'))).toBe(false);
    expect(existsSync(join(out, 'review-card.svg'))).toBe(false); // the test site has no review link
    expect(existsSync(join(out, 'lawn-care-springfield-nj', 'index.html'))).toBe(true);
  });

  it('puts the previous output back when a build was stopped half-way through the swap', async () => {
    const parent = makeTempDir();
    const out = join(parent, 'dist');
    await buildSite({ configFile: fixturePath('small-site.yaml'), outDir: out, reporter: silentReporter });
    const before = snapshotTree(out);
    renameSync(out, join(parent, `.dist.building-${deadPid()}-456-previous`)); // as a build killed between its two renames leaves it
    await expect(buildSite({ configFile: fixturePath('invalid/several.yaml'), outDir: out, reporter: silentReporter })).rejects.toThrow(/3 problems/);
    expect(snapshotTree(out)).toEqual(before);
  });

  it('refuses to replace a folder that holds other files', async () => {
    const out = makeTempDir();
    writeFileSync(join(out, 'notes.txt'), 'keep me');
    await expect(buildSite({ configFile: 'site.yaml', outDir: out, reporter: silentReporter })).rejects.toThrow(/holds files a build did not write: notes\.txt/);
    expect(readdirSync(out)).toEqual(['notes.txt']);
  });
});

describe('npm run build / npm run validate', () => {
  it('build takes --config and --out, and says what it wrote', () => {
    const out = join(makeTempDir(), 'site');
    const result = runScript('build', ['--config', 'tests/fixtures/small-site.yaml', '--out', out]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Built 10 pages \(\d+ files, [\d.]+ kB\) into .* in /);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Mowing Made Simple');
  });

  it('build exits 1 on a broken site.yaml, names file:line:col and key, and writes nothing', () => {
    const parent = makeTempDir();
    const result = runScript('build', ['--config', 'tests/fixtures/invalid/several.yaml', '--out', join(parent, 'dist')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('tests/fixtures/invalid/several.yaml:17:1  town  expected a known key, found `town`');
    expect(result.stderr).not.toMatch(/\n\s+at /); // an owner's mistake is not printed as a stack trace
    expect(readdirSync(parent)).toEqual([]);
  });

  it('validate reports problems and exits 1, or confirms a valid file and exits 0', () => {
    const broken = runScript('validate', ['--config', 'tests/fixtures/invalid/unknown-key.yaml']);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('unknown-key.yaml:17:1  town');
    const valid = runScript('validate', ['--config', 'tests/fixtures/small-site.yaml']);
    expect(valid.status).toBe(0);
    expect(valid.stdout).toContain('small-site.yaml is valid: 2 services, 3 towns.');
  });

  it('validate refuses what the build refuses: a missing or damaged photo, at its line and column', () => {
    const dir = makeTempDir();
    mkdirSync(join(dir, 'photos'));
    for (const name of readdirSync(join(projectRoot, 'photos'))) copyFileSync(join(projectRoot, 'photos', name), join(dir, 'photos', name));
    writeFileSync(join(dir, 'site.yaml'), readFileSync(join(projectRoot, 'site.yaml')));
    rmSync(join(dir, 'photos', 'hero-front-lawn.jpg'));
    writeFileSync(join(dir, 'photos', 'service-irrigation.jpg'), readFileSync(join(projectRoot, 'photos', 'service-irrigation.jpg')).subarray(0, 20_000));
    const result = runScript('validate', ['--config', join(dir, 'site.yaml')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/site\.yaml:\d+:\d+ {2}hero\.image\.src {2}photos\/hero-front-lawn\.jpg was not found/);
    expect(result.stderr).toMatch(/services\[2\]\.image\.src {2}photos\/service-irrigation\.jpg looks like a JPEG file but cannot be read/);
  });

  it('build and validate count what is still the sample\'s in one line that points to npm run launch-check, and still succeed', () => {
    const line = "! 4 things on the site are still the sample's or a placeholder (phone, e-mail, web and form addresses): run npm run launch-check to see each and what to put there";
    const built = runScript('build', ['--config', 'tests/fixtures/small-site.yaml', '--out', join(makeTempDir(), 'site')]);
    expect(built.status).toBe(0);
    expect(built.stderr.split('\n').map((text) => text.trim())).toContain(line);
    const validated = runScript('validate', ['--config', 'site.yaml']);
    expect(validated.status).toBe(0);
    const sample = validated.stderr.split('\n').filter((text) => /sample|placeholder|555-01/.test(text));
    expect(sample).toEqual([expect.stringMatching(/^! \d+ things on the site are still the sample's or a placeholder \(its name, licences, reviews…\): run npm run launch-check to see each and what to put there$/)]);
  });

  it('rejects an unknown flag with the usage', () => {
    const result = runScript('build', ['--outdir', 'x']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Unknown option '--outdir'[\s\S]*Usage: npm run build/);
  });
});
