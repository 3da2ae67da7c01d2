// npm run validate and npm run build refuse a site.yaml saved as Latin-1, and the build leaves
// the previous output as it was.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { runScript } from '../helpers/cli.js';
import { fixturePath, readFixture } from '../helpers/config.js';
import { makeTempDir, snapshotTree } from '../helpers/files.js';

describe('a site.yaml saved as Latin-1, on the command line', () => {
  const folder = makeTempDir();
  const configFile = join(folder, 'site.yaml');
  const out = join(folder, 'dist');
  let before: Record<string, string>;

  beforeAll(async () => {
    await buildSite({ configFile: fixturePath('small-site.yaml'), outDir: out, reporter: silentReporter });
    before = snapshotTree(out);
    writeFileSync(configFile, Buffer.from(readFixture('small-site.yaml').replace('name: Test Mowers', 'name: Café Mowers'), 'latin1'));
  });

  it('validate exits 1 and names the line and column of the é', () => {
    const result = runScript('validate', ['--config', configFile]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/site\.yaml:3:12 {2}business\.name {2}expected text saved as UTF-8, found the byte 0xE9/);
    expect(result.stdout).not.toMatch(/is valid/);
  });

  it('build exits 1 and leaves dist/ byte for byte as it was', () => {
    const result = runScript('build', ['--config', configFile, '--out', out]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/site\.yaml:3:12 {2}business\.name {2}expected text saved as UTF-8/);
    expect(snapshotTree(out)).toEqual(before);
  });
});
