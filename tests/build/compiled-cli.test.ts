import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/files.js';

describe('the compiled commands (scripts/run.mjs)', () => {
  it('build the site with the production build of React', () => {
    const dir = makeTempDir();
    // Preloaded into the command: at exit, lists every CommonJS file it ran (React's are CommonJS).
    const listModules = join(dir, 'list-modules.mjs');
    const loaded = join(dir, 'loaded.json');
    writeFileSync(
      listModules,
      `import Module from 'node:module'; import { writeFileSync } from 'node:fs';
       const ran = []; const compile = Module.prototype._compile;
       Module.prototype._compile = function (content, filename) { ran.push(filename); return compile.call(this, content, filename); };
       process.on('exit', () => writeFileSync(${JSON.stringify(loaded)}, JSON.stringify(ran)));`,
    );
    const result = spawnSync(process.execPath, ['--import', pathToFileURL(listModules).href, 'scripts/run.mjs', 'build', '--config', 'tests/fixtures/small-site.yaml', '--out', join(dir, 'dist'), '--quiet'], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development' }, // even so: the site is always rendered for production
    });
    expect(result.status, result.stderr).toBe(0);
    const modules = JSON.parse(readFileSync(loaded, 'utf8')) as string[];
    const react = modules.filter((path) => /[\\/]react(-dom)?[\\/]cjs[\\/]/.test(path));
    expect(react.length).toBeGreaterThan(1);
    expect(react.filter((path) => path.includes('.development.'))).toEqual([]);
  });
});
