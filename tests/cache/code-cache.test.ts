import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/files.js';

/** A folder with a CommonJS module and a script that loads it with requireWithCodeCache in a process of its own. */
function project(moduleSource: string) {
  const dir = makeTempDir();
  const file = join(dir, 'module.cjs');
  writeFileSync(file, moduleSource);
  writeFileSync(join(dir, 'helper.cjs'), "module.exports = 'from the helper';\n");
  const runner = join(dir, 'run.mjs');
  const loader = pathToFileURL(join(projectRoot, 'src', 'cache', 'code-cache.mjs')).href;
  writeFileSync(runner, `import { requireWithCodeCache } from ${JSON.stringify(loader)};\nconst exported = requireWithCodeCache(${JSON.stringify(file)});\nif (typeof exported === 'function') exported();\n`);
  return {
    file,
    run: () => spawnSync(process.execPath, [runner], { encoding: 'utf8' }),
    caches: () => readdirSync(dir).filter((name) => name.endsWith('.v8')),
  };
}

describe('loading a CommonJS file with V8’s code cache', () => {
  it('runs it as require would: its exports, require beside it, its own file and folder names', () => {
    const { file, run } = project("module.exports = () => console.log(require('./helper.cjs'), __filename, __dirname);\n");
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(`from the helper ${file} ${join(file, '..')}\n`);
  });

  it('runs a file once in a process, as require does, however often it is asked for', () => {
    const { file } = project("console.log('ran');\nmodule.exports = {};\n");
    const loader = pathToFileURL(join(projectRoot, 'src', 'cache', 'code-cache.mjs')).href;
    const script = `import { requireWithCodeCache } from ${JSON.stringify(loader)};\nconst first = requireWithCodeCache(${JSON.stringify(file)});\nfor (let i = 0; i < 20; i++) if (requireWithCodeCache(${JSON.stringify(file)}) !== first) console.log('another');\n`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(result.stdout).toBe('ran\n');
    expect(result.stderr).toBe(''); // no warning of 11 listeners waiting for the end
  });

  it('keeps the code beside the file once a run ends well, and the next run uses it as it is', () => {
    const { file, run, caches } = project("module.exports = () => console.log('ran');\n");
    expect(run().stdout).toBe('ran\n');
    expect(caches()).toHaveLength(1);
    const cache = join(file, '..', caches()[0]!);
    const kept = readFileSync(cache);
    expect(kept.length).toBeGreaterThan(0);
    expect(run().stdout).toBe('ran\n');
    expect(readFileSync(cache).equals(kept)).toBe(true);
  });

  it('keeps nothing from a run that ends with an error', () => {
    const { run, caches } = project('module.exports = () => { process.exitCode = 1; };\n');
    expect(run().status).toBe(1);
    expect(caches()).toEqual([]);
  });

  it('compiles from the kept code: one swapped in under another text’s name runs instead of that text', () => {
    // V8 checks only the length of the text its code was made from; hence the hash in the name.
    const { file, run, caches } = project("module.exports = () => console.log('aaa');\n");
    run();
    const [first] = caches();
    writeFileSync(file, "module.exports = () => console.log('bbb');\n");
    expect(run().stdout).toBe('bbb\n');
    const second = caches().find((name) => name !== first)!;
    writeFileSync(join(file, '..', second), readFileSync(join(file, '..', first!)));
    expect(run().stdout).toBe('aaa\n');
  });

  it('runs a file changed to another text of the same length as it now reads', () => {
    const { file, run } = project("module.exports = () => console.log('aaa');\n");
    expect(run().stdout).toBe('aaa\n');
    writeFileSync(file, "module.exports = () => console.log('bbb');\n");
    expect(run().stdout).toBe('bbb\n');
  });

  it('keeps the code of a run that ends with process.exit(0), as preview does when stopped', () => {
    const { run, caches } = project("module.exports = () => { console.log('served'); process.exit(0); };\n");
    expect(run().stdout).toBe('served\n');
    expect(caches()).toHaveLength(1);
  });

  it('does not use a cache damaged after its header, which V8 would take, and replaces it', () => {
    const { file, run, caches } = project("module.exports = () => console.log('ran');\n");
    run();
    const cache = join(file, '..', caches()[0]!);
    const damaged = readFileSync(cache);
    for (let at = 200; at < damaged.length; at += 97) damaged[at] = damaged[at]! ^ 0xff;
    writeFileSync(cache, damaged);
    const result = run();
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('ran\n');
    const replaced = readFileSync(cache);
    expect(replaced.equals(damaged)).toBe(false);
    run();
    expect(readFileSync(cache).equals(replaced)).toBe(true); // and used as it is
  });
});
