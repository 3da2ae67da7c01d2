import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { OUTPUT_MANIFEST } from '../../src/folder-swap/output-manifest.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { projectRoot, runScript } from '../helpers/cli.js';
import { fixturePath } from '../helpers/config.js';
import { makeTempDir, snapshotTree } from '../helpers/files.js';

// A build replaces its output folder as a whole. `--config dist/site.yaml --out dist` deleted the
// owner's site.yaml with the old build: an output folder must hold nothing a build did not write.

const built = join(makeTempDir(), 'dist');
beforeAll(async () => {
  await buildSite({ configFile: fixturePath('small-site.yaml'), outDir: built, reporter: silentReporter });
});

/** An owner's project: site.yaml, a photo in photos/, and a copy of an earlier build in dist/. */
function ownerProject(): { dir: string; config: string; dist: string } {
  // One level down, so the parent of the project is a folder of this test's own, whatever the
  // folder temporary files go in holds (a checkout of this repo, say).
  const dir = join(makeTempDir(), 'lawn-business');
  mkdirSync(dir);
  copyFileSync(fixturePath('small-site.yaml'), join(dir, 'site.yaml'));
  mkdirSync(join(dir, 'photos'));
  writeFileSync(join(dir, 'photos', 'lawn.jpg'), 'a photo');
  cpSync(built, join(dir, 'dist'), { recursive: true });
  return { dir, config: join(dir, 'site.yaml'), dist: join(dir, 'dist') };
}

const build = (configFile: string, outDir: string) => buildSite({ configFile, outDir, reporter: silentReporter });

describe('npm run build refuses an output folder it would delete more than its own files from', () => {
  it('refuses --config dist/site.yaml --out dist, exits 1, and deletes nothing', () => {
    const { dist } = ownerProject();
    copyFileSync(fixturePath('small-site.yaml'), join(dist, 'site.yaml'));
    const before = snapshotTree(dist);
    const result = runScript('build', ['--config', join(dist, 'site.yaml'), '--out', dist]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`--out expects a folder of its own for the built site, found ${dist}, which holds ${join(dist, 'site.yaml')}, the file the site is built from.`);
    expect(result.stderr).toContain('A build replaces its output folder as a whole, so it would delete it: nothing was written.');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(snapshotTree(dist)).toEqual(before);
  });

  it.each([
    ['the folder of site.yaml', (dir: string) => dir, /which holds .*site\.yaml, the file the site is built from/],
    ['a parent of site.yaml', (dir: string) => join(dir, '..'), /which holds .*site\.yaml, the file the site is built from/],
    ['the photos folder', (dir: string) => join(dir, 'photos'), /which is or holds the photos folder .*photos\.\nA build replaces its output folder as a whole, so it would delete the photos/],
    ['a folder inside the photos folder', (dir: string) => join(dir, 'photos', 'dist'), /which is or holds the photos folder/],
    ['the project folder', () => projectRoot, /which holds the project folder/],
  ])('refuses %s', async (_case, outOf, message) => {
    const { dir, config } = ownerProject();
    const out = outOf(dir);
    const before = snapshotTree(dir);
    await expect(build(config, out)).rejects.toThrow(message);
    expect(snapshotTree(dir)).toEqual(before);
  });

  it('refuses an earlier build to which the owner added a file, anywhere in it, and names the file', async () => {
    for (const added of ['notes.txt', 'services/mowing/draft.html', 'assets/logo-original.png']) {
      const { config, dist } = ownerProject();
      writeFileSync(join(dist, added), 'the owner’s');
      const before = snapshotTree(dist);
      await expect(build(config, dist), added).rejects.toThrow(`holds files a build did not write: ${added}.\n`);
      expect(snapshotTree(dist)).toEqual(before);
    }
  });

  it('lists at most five of them', async () => {
    const { config, dist } = ownerProject();
    for (let n = 1; n <= 7; n++) writeFileSync(join(dist, `note-${n}.txt`), 'keep');
    await expect(build(config, dist)).rejects.toThrow(/holds files a build did not write: note-1\.txt, note-2\.txt, note-3\.txt, note-4\.txt, note-5\.txt and 2 more\./);
  });

  it('refuses a folder of other files, and a file', async () => {
    const { config, dir } = ownerProject();
    mkdirSync(join(dir, 'website'));
    writeFileSync(join(dir, 'website', 'index.html'), '<!DOCTYPE html><title>My old site</title>');
    writeFileSync(join(dir, 'website', 'about.html'), '<!DOCTYPE html><title>About</title>');
    await expect(build(config, join(dir, 'website'))).rejects.toThrow(/holds files a build did not write: about\.html\.\n/);
    writeFileSync(join(dir, 'out.txt'), 'a file');
    await expect(build(config, join(dir, 'out.txt'))).rejects.toThrow(/which is a file\./);
    expect(readdirSync(join(dir, 'website')).sort()).toEqual(['about.html', 'index.html']);
  });

  it('replaces its own earlier build, and one from before builds listed their files', async () => {
    const { config, dist } = ownerProject();
    await build(config, dist);
    expect(existsSync(join(dist, OUTPUT_MANIFEST))).toBe(true);
    rmSync(join(dist, OUTPUT_MANIFEST)); // as a build before the list left it
    await build(config, dist);
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
  });

  it('refuses an older build (without the list) with anything else at its top', async () => {
    const { config, dist } = ownerProject();
    rmSync(join(dist, OUTPUT_MANIFEST));
    writeFileSync(join(dist, 'CNAME'), 'www.example.com');
    await expect(build(config, dist)).rejects.toThrow(/holds files a build did not write: CNAME\.\n/);
    expect(existsSync(join(dist, 'CNAME'))).toBe(true);
  });

  it('replaces a build the operating system left its own files in (.DS_Store, Thumbs.db, desktop.ini)', async () => {
    const { config, dist, dir } = ownerProject();
    for (const file of ['.DS_Store', 'services/Thumbs.db', 'assets/desktop.ini', 'services/mowing/thumbs.db']) writeFileSync(join(dist, file), 'litter');
    await build(config, dist);
    expect(existsSync(join(dist, '.DS_Store'))).toBe(false);
    rmSync(join(dist, OUTPUT_MANIFEST)); // a build from before the list of files
    writeFileSync(join(dist, 'Desktop.ini'), 'litter');
    await build(config, dist);
    mkdirSync(join(dir, 'fresh'));
    writeFileSync(join(dir, 'fresh', '.DS_Store'), 'litter');
    await build(config, join(dir, 'fresh'));
    expect(existsSync(join(dir, 'fresh', 'index.html'))).toBe(true);
  });

  it('names a file or folder with control characters in its name escaped, never printing them raw', async () => {
    const { config, dir } = ownerProject();
    const out = join(dir, 'site\u0007');
    mkdirSync(out);
    writeFileSync(join(out, 'notes\u001b[2J.txt'), 'the owner’s');
    const refusal = await build(config, out).catch((error: Error) => error);
    expect((refusal as Error).message).toContain(`site\\u0007, which holds files a build did not write: notes\\u001b[2J.txt.\n`);
    expect((refusal as Error).message).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });

  it('builds into an empty or new folder', async () => {
    const { config, dir } = ownerProject();
    mkdirSync(join(dir, 'empty'));
    await build(config, join(dir, 'empty'));
    await build(config, join(dir, 'new', 'site'));
    expect(existsSync(join(dir, 'new', 'site', 'index.html'))).toBe(true);
  });
});
