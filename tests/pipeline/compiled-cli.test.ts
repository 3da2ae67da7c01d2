import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { PAGES_FOR_THREADS, renderWorkers } from '../../src/pipeline/render-pages.js';
import { compiledCommand } from '../../src/cli/compiled-commands.mjs';
import { fixturePath } from '../helpers/config.js';
import { projectRoot, runScript } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/files.js';

describe('the compiled commands (scripts/run.mjs)', () => {
  it("build the site with the production build of React's string renderer, bundled in", async () => {
    const dir = makeTempDir();
    const result = spawnSync(process.execPath, ['scripts/run.mjs', 'build', '--config', 'tests/fixtures/small-site.yaml', '--out', join(dir, 'dist'), '--quiet'], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development' }, // even so: the site is always rendered for production
    });
    expect(result.status, result.stderr).toBe(0);
    // esbuild names each bundled file in a comment: React's production builds are in, its development
    // builds are not, and neither is its streaming renderer, which no command uses.
    const folder = dirname(await compiledCommand('build', { root: projectRoot, cacheDir: join(projectRoot, 'node_modules', '.cache', 'lawn-site-generator', 'cli') }));
    const code = readdirSync(folder).map((file) => readFileSync(join(folder, file), 'utf8')).join('\n');
    const bundled = [...code.matchAll(/^\/\/ node_modules\/(react(?:-dom)?\/cjs\/\S+)$/gm)].map((match) => match[1]!);
    expect(bundled).toContain('react-dom/cjs/react-dom-server-legacy.node.production.js');
    expect(bundled).not.toContain('react-dom/cjs/react-dom-server.node.production.js');
    expect(bundled.filter((path) => path.includes('.development.'))).toEqual([]);
  });

  it.runIf(process.platform === 'linux')('do not load libvips for a build whose photos all come from the cache', () => {
    const dir = makeTempDir();
    // Preloaded into the command: at exit, notes whether libvips is mapped into the process.
    const hook = join(dir, 'libvips.mjs');
    const report = join(dir, 'libvips.txt');
    writeFileSync(hook, `import { readFileSync, writeFileSync } from 'node:fs'; process.on('exit', () => writeFileSync(${JSON.stringify(report)}, String(/libvips/.test(readFileSync('/proc/self/maps', 'utf8')))));`);
    const build = () =>
      spawnSync(process.execPath, ['--import', pathToFileURL(hook).href, 'scripts/run.mjs', 'build', '--out', join(dir, 'dist'), '--quiet'], { cwd: projectRoot, encoding: 'utf8' });
    expect(build().status).toBe(0); // makes the photos, or finds them in the cache already
    expect(build().status).toBe(0);
    expect(readFileSync(report, 'utf8')).toBe('false');
  });

  it('make a photo no cache holds, in the photo encoder’s own process', async () => {
    const dir = makeTempDir();
    mkdirSync(join(dir, 'photos'));
    // Noise nobody else encodes, so the shared photo cache cannot hold it.
    const pixels = randomBytes(960 * 640 * 3);
    await sharp(pixels, { raw: { width: 960, height: 640, channels: 3 } }).jpeg().toFile(join(dir, 'photos', 'banner.jpg'));
    const yaml = readFileSync(fixturePath('small-site.yaml'), 'utf8').replace('  subtext: Book in under 60 seconds.\n', '  subtext: Book in under 60 seconds.\n  image: { src: photos/banner.jpg, alt: A lawn }\n');
    writeFileSync(join(dir, 'site.yaml'), yaml);
    const result = runScript('build', ['--config', join(dir, 'site.yaml'), '--out', join(dir, 'dist'), '--quiet']);
    expect(result.status, result.stderr).toBe(0);
    const made = readdirSync(join(dir, 'dist'), { recursive: true }).map(String).filter((file) => /banner.*\.avif$/.test(file));
    expect(made.length).toBeGreaterThan(0);
  });

  // With one core there are no render threads to start.
  it.runIf(availableParallelism() > 1)('render a large site on worker threads, as a first build and over its spare', () => {
    expect(renderWorkers(PAGES_FOR_THREADS)).toBeGreaterThan(0);
    const dir = makeTempDir();
    const data = parse(readFileSync(fixturePath('small-site.yaml'), 'utf8')) as { towns: Array<Record<string, unknown>> };
    data.towns = Array.from({ length: PAGES_FOR_THREADS }, (_, i) => ({ name: `Town ${i + 1}`, slug: `town-${i + 1}` }));
    writeFileSync(join(dir, 'site.yaml'), stringify(data));
    for (let run = 0; run < 2; run++) {
      const result = runScript('build', ['--config', join(dir, 'site.yaml'), '--out', join(dir, 'dist')]);
      expect(result.status, result.stderr).toBe(0);
      const pages = Number(/Built ([\d,]+) pages/.exec(result.stdout)?.[1]?.replaceAll(',', ''));
      expect(pages).toBeGreaterThan(PAGES_FOR_THREADS);
      const written = readdirSync(join(dir, 'dist'), { recursive: true }).filter((file) => String(file).endsWith('index.html'));
      expect(written.length).toBeGreaterThan(PAGES_FOR_THREADS); // a page for each town, and the others
    }
  });
});
