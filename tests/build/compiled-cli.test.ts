import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compiledCommand } from '../../src/cli/compiled-commands.mjs';
import { projectRoot } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/files.js';

describe('the compiled commands (scripts/run.mjs)', () => {
  it('build the site with the production build of React, bundled in', async () => {
    const dir = makeTempDir();
    const result = spawnSync(process.execPath, ['scripts/run.mjs', 'build', '--config', 'tests/fixtures/small-site.yaml', '--out', join(dir, 'dist'), '--quiet'], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development' }, // even so: the site is always rendered for production
    });
    expect(result.status, result.stderr).toBe(0);
    // esbuild names each bundled file in a comment: React's production builds are in, its development builds are not.
    const folder = dirname(await compiledCommand('build', { root: projectRoot, cacheDir: join(projectRoot, 'node_modules', '.cache', 'lawn-site-generator', 'cli') }));
    const code = readdirSync(folder).map((file) => readFileSync(join(folder, file), 'utf8')).join('\n');
    const bundled = [...code.matchAll(/^\/\/ node_modules\/(react(?:-dom)?\/cjs\/\S+)$/gm)].map((match) => match[1]!);
    expect(bundled).toContain('react-dom/cjs/react-dom-server.node.production.js');
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
});

