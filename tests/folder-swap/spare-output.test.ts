// The output a build replaces is kept as `.dist.spare`, and the next build writes over it in place
// (src/folder-swap/spare-output.ts). Whatever the spare held, the output must be exactly what a build
// into an empty folder makes, and nothing in the spare may lead a write outside it.
import { existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { buildSite } from '../../src/pipeline/build.js';
import { OUTPUT_MANIFEST } from '../../src/folder-swap/output-manifest.js';
import { takeSpare } from '../../src/folder-swap/spare-output.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { fixturePath } from '../helpers/config.js';
import { makeTempDir, snapshotTree } from '../helpers/files.js';

const today = '2027-05-10';
const build = (configFile: string, outDir: string) => buildSite({ configFile, outDir, reporter: silentReporter, today });

/** The small site, with `change` made to its data, written to a file of its own. */
function smallSite(dir: string, change: (data: { towns: Array<Record<string, unknown>> }) => void = () => {}): string {
  const data = parse(readFileSync(fixturePath('small-site.yaml'), 'utf8')) as { towns: Array<Record<string, unknown>> };
  change(data);
  const file = join(dir, `site-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, stringify(data));
  return file;
}

/** What a build of `configFile` into an empty folder writes. */
async function freshBuild(configFile: string): Promise<Record<string, string>> {
  const out = join(makeTempDir(), 'dist');
  await build(configFile, out);
  return snapshotTree(out);
}

/** The small site built twice into a new folder's `dist`: the first build's output is the spare. */
async function builtTwice(): Promise<{ dir: string; out: string; site: string }> {
  const dir = makeTempDir();
  const out = join(dir, 'dist');
  const site = smallSite(dir);
  await build(site, out);
  await build(site, out);
  return { dir, out, site };
}

/** The folder of the town page whose address holds `slug`. */
const townFolder = (out: string, slug: string) => readdirSync(out).find((name) => name.includes(slug))!;

describe('the output a build replaces', () => {
  it('is kept beside the new one, and the next build writes its pages over it, the same bytes as a build into an empty folder', async () => {
    const dir = makeTempDir();
    const out = join(dir, 'dist');
    const site = smallSite(dir);
    await build(site, out);
    const page = join(townFolder(out, 'shelbyville'), 'index.html');
    const firstBuilds = statSync(join(out, page)).ino;
    await build(site, out);
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual(['.dist.spare']);
    expect(statSync(join(dir, '.dist.spare', page)).ino).toBe(firstBuilds);

    // The third build writes into the first one's folder: one town fewer, the other's intro changed.
    const changed = smallSite(dir, (data) => {
      data.towns = data.towns.filter((town) => town.slug === 'shelbyville');
      data.towns[0]!.intro = 'A new paragraph about this town.';
    });
    await build(changed, out);
    expect(statSync(join(out, page)).ino).toBe(firstBuilds);
    expect(readFileSync(join(out, page), 'utf8')).toContain('A new paragraph about this town.');
    expect(snapshotTree(out)).toEqual(await freshBuild(changed));
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual(['.dist.spare']);
  });

  it('loses what it held that the new build does not write, and never writes through a link someone put in it', async () => {
    const { dir, out, site } = await builtTwice();
    const spare = join(dir, '.dist.spare');
    // Someone's own files, outside the output, that links in the spare point at.
    const theirs = join(makeTempDir(), 'theirs');
    mkdirSync(join(theirs, 'folder'), { recursive: true });
    writeFileSync(join(theirs, 'page.html'), 'their page');
    writeFileSync(join(theirs, 'folder', 'index.html'), 'their folder page');
    const pageFolder = townFolder(spare, 'shelbyville');
    rmSync(join(spare, 'index.html'));
    symlinkSync(join(theirs, 'page.html'), join(spare, 'index.html'));
    rmSync(join(spare, pageFolder), { recursive: true });
    symlinkSync(join(theirs, 'folder'), join(spare, pageFolder));
    writeFileSync(join(spare, 'notes.txt'), 'a stray file');
    mkdirSync(join(spare, 'old-page', 'deeper'), { recursive: true });
    writeFileSync(join(spare, 'old-page', 'deeper', 'index.html'), 'a page no build makes now');

    await build(site, out);

    expect(readFileSync(join(theirs, 'page.html'), 'utf8')).toBe('their page');
    expect(readFileSync(join(theirs, 'folder', 'index.html'), 'utf8')).toBe('their folder page');
    expect(lstatSync(join(out, 'index.html')).isFile()).toBe(true);
    expect(lstatSync(join(out, pageFolder)).isDirectory()).toBe(true);
    expect(existsSync(join(out, 'notes.txt'))).toBe(false);
    expect(existsSync(join(out, 'old-page'))).toBe(false);
    expect(snapshotTree(out)).toEqual(await freshBuild(site));
  });

  it('is never a folder elsewhere: an output folder that was a link loses only the link, and what it led to stays as it was', async () => {
    const dir = makeTempDir();
    const out = join(dir, 'dist');
    const site = smallSite(dir);
    const webRoot = join(makeTempDir(), 'www');
    mkdirSync(webRoot);
    symlinkSync(webRoot, out);
    await build(site, out); // into the linked folder's place: dist is a folder of its own now
    writeFileSync(join(webRoot, 'keep.txt'), 'the web root holds other things now');
    await build(site, out);
    await build(site, out);
    expect(readdirSync(webRoot)).toEqual(['keep.txt']);
    expect(lstatSync(join(dir, '.dist.spare')).isDirectory()).toBe(true);
    expect(snapshotTree(out)).toEqual(await freshBuild(site));
  });

  it('never writes into a file that has another name too (a backup made with hard links)', async () => {
    const { dir, out } = await builtTwice();
    const backup = join(makeTempDir(), 'index-backup.html');
    linkSync(join(dir, '.dist.spare', 'index.html'), backup);
    const backedUp = readFileSync(backup, 'utf8');
    const changed = smallSite(dir, (data) => {
      data.towns = data.towns.slice(1);
    });
    await build(changed, out);
    expect(readFileSync(backup, 'utf8')).toBe(backedUp);
    expect(snapshotTree(out)).toEqual(await freshBuild(changed));
  });

  it('is kept for the next build when a build stops at a broken site.yaml', async () => {
    const { dir, out } = await builtTwice();
    const before = snapshotTree(out);
    const spareBefore = snapshotTree(join(dir, '.dist.spare'));
    await expect(build(fixturePath('invalid/several.yaml'), out)).rejects.toThrow(/3 problems/);
    expect(snapshotTree(out)).toEqual(before);
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual(['.dist.spare']);
    const spareAfter = snapshotTree(join(dir, '.dist.spare'));
    expect(Object.keys(spareAfter).sort()).toEqual(Object.keys(spareBefore).filter((file) => file !== OUTPUT_MANIFEST).sort());
  });

  it('no longer looks like a finished build once a build has taken it, so a build stopped while writing into it is never put in place', async () => {
    const { dir, out } = await builtTwice();
    expect(existsSync(join(dir, '.dist.spare', 'index.html'))).toBe(true);
    expect(existsSync(join(dir, '.dist.spare', OUTPUT_MANIFEST))).toBe(false); // a spare never looks like a finished build
    writeFileSync(join(dir, '.dist.spare', OUTPUT_MANIFEST), 'index.html\n'); // as a spare kept by an older build has it
    const staging = join(dir, `.dist.building-${process.pid}-${Date.now()}`);
    const held = await takeSpare(out, staging);
    expect(held?.files).toContain('index.html');
    expect(existsSync(join(dir, '.dist.spare'))).toBe(false);
    expect(existsSync(join(staging, OUTPUT_MANIFEST))).toBe(false);
    expect(await takeSpare(out, join(dir, '.dist.building-other'))).toBeUndefined();
  });
});
