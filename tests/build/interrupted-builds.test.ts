import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build.js';
import { OUTPUT_MANIFEST } from '../../src/build/output-manifest.js';
import { silentReporter } from '../../src/reporter.js';
import { startPreview } from '../../src/server/preview.js';
import { fixturePath } from '../helpers/config.js';
import { makeTempDir, snapshotTree } from '../helpers/files.js';
import { deadPid, runningProcess } from '../helpers/process.js';
import { rawRequest } from '../helpers/raw-request.js';

// A build writes `.dist.building-<pid>-<time>` beside dist/, lists its files in it last, then
// renames dist/ to `…-previous` and the staging folder to dist/. These tests lay out on disk
// what a build killed at each step leaves, and run the next command.

const built = join(makeTempDir(), 'dist');
beforeAll(async () => {
  await buildSite({ configFile: fixturePath('small-site.yaml'), outDir: built, reporter: silentReporter });
});

/** A parent folder with a copy of the small site's build as `dist`, or without it. */
function project({ withOutput }: { withOutput: boolean }): { parent: string; out: string } {
  const parent = makeTempDir();
  if (withOutput) cpSync(built, join(parent, 'dist'), { recursive: true });
  return { parent, out: join(parent, 'dist') };
}

/** A staging folder as a build killed while writing leaves it: some pages, no list of files. */
function unfinishedStaging(parent: string, pid: number, time = 1_700_000_000_000): string {
  const staging = join(parent, `.dist.building-${pid}-${time}`);
  mkdirSync(join(staging, 'services', 'mowing'), { recursive: true });
  writeFileSync(join(staging, 'services', 'mowing', 'index.html'), '<!DOCTYPE html><title>half</title>');
  return staging;
}

/** A staging folder as a build killed once it had written everything leaves it. */
function finishedStaging(parent: string, pid: number, time = 1_700_000_000_000): string {
  const staging = join(parent, `.dist.building-${pid}-${time}`);
  cpSync(built, staging, { recursive: true });
  writeFileSync(join(staging, 'index.html'), readFileSync(join(built, 'index.html'), 'utf8').replace('Mowing Made Simple', 'The newer build'));
  return staging;
}

const previewHome = async (out: string) => {
  const { server, url, notes } = await startPreview(out);
  try {
    return { notes, home: await rawRequest(new URL(url).origin, '/') };
  } finally {
    server.close();
  }
};

describe('the next command after a killed build', () => {
  it('build removes the staging folder a build killed while writing left', async () => {
    const { parent, out } = project({ withOutput: true });
    unfinishedStaging(parent, deadPid());
    await buildSite({ configFile: fixturePath('small-site.yaml'), outDir: out, reporter: silentReporter });
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('build removes it even when site.yaml is broken, and leaves the output as it was', async () => {
    const { parent, out } = project({ withOutput: true });
    const before = snapshotTree(out);
    unfinishedStaging(parent, deadPid());
    await expect(buildSite({ configFile: fixturePath('invalid/several.yaml'), outDir: out, reporter: silentReporter })).rejects.toThrow(/3 problems/);
    expect(readdirSync(parent)).toEqual(['dist']);
    expect(snapshotTree(out)).toEqual(before);
  });

  it('preview removes it too, and says so', async () => {
    const { parent, out } = project({ withOutput: true });
    unfinishedStaging(parent, deadPid(), 1);
    unfinishedStaging(parent, deadPid(), 2);
    const { notes, home } = await previewHome(out);
    expect(home.status).toBe(200);
    expect(readdirSync(parent)).toEqual(['dist']);
    expect(notes).toEqual([`Removed 2 temporary folders of stopped builds beside ${out}.`]);
  });

  it('leaves alone the staging folder of a build that is still running', async () => {
    const { parent, out } = project({ withOutput: true });
    const running = runningProcess();
    try {
      const staging = unfinishedStaging(parent, running.pid);
      const before = snapshotTree(staging);
      await previewHome(out);
      await buildSite({ configFile: fixturePath('small-site.yaml'), outDir: out, reporter: silentReporter });
      expect(snapshotTree(staging)).toEqual(before);
    } finally {
      running.stop();
    }
  });

  it('preview puts back the previous output of a build killed between its two renames', async () => {
    const { parent, out } = project({ withOutput: true });
    const before = snapshotTree(out);
    const pid = deadPid();
    finishedStaging(parent, pid);
    renameSync(out, join(parent, `.dist.building-${pid}-1700000000000-previous`));
    const { notes, home } = await previewHome(out);
    expect(home.status).toBe(200);
    expect(home.body).toContain('Mowing Made Simple');
    expect(snapshotTree(out)).toEqual(before);
    expect(readdirSync(parent)).toEqual(['dist']);
    expect(notes[0]).toBe(`Put ${out} back in place: a build was stopped while it swapped the new site in.`);
  });

  it('build puts it back too, before it reads site.yaml', async () => {
    const { parent, out } = project({ withOutput: true });
    const before = snapshotTree(out);
    const pid = deadPid();
    finishedStaging(parent, pid);
    renameSync(out, join(parent, `.dist.building-${pid}-1700000000000-previous`));
    await expect(buildSite({ configFile: fixturePath('invalid/several.yaml'), outDir: out, reporter: silentReporter })).rejects.toThrow(/3 problems/);
    expect(snapshotTree(out)).toEqual(before);
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('preview puts in place the finished staging folder of a first build killed before its rename', async () => {
    const { parent, out } = project({ withOutput: false });
    finishedStaging(parent, deadPid());
    const { home } = await previewHome(out);
    expect(home.body).toContain('The newer build');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('never puts an unfinished staging folder in place', async () => {
    const { parent, out } = project({ withOutput: false });
    unfinishedStaging(parent, deadPid());
    await expect(startPreview(out)).rejects.toThrow(/holds no built site/);
    expect(readdirSync(parent)).toEqual([]);
  });
});

describe('the list of files a build writes last', () => {
  it('names every file of the output, and the preview does not serve it', async () => {
    const listed = readFileSync(join(built, OUTPUT_MANIFEST), 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
    const files = readdirSync(built, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== OUTPUT_MANIFEST)
      .map((entry) => join(entry.parentPath, entry.name).slice(built.length + 1));
    expect(listed).toEqual(files.sort());
    const { server, url } = await startPreview(built);
    try {
      expect((await rawRequest(new URL(url).origin, `/${OUTPUT_MANIFEST}`)).status).toBe(404);
    } finally {
      server.close();
    }
    expect(existsSync(join(built, 'index.html'))).toBe(true);
  });
});
