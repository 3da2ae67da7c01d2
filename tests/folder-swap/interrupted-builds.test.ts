import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { OUTPUT_MANIFEST } from '../../src/folder-swap/output-manifest.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { startPreview } from '../../src/server/preview.js';
import { fixturePath } from '../helpers/config.js';
import { makeTempDir, snapshotTree } from '../helpers/files.js';
import { deadPid, runningProcess, zombieProcess } from '../helpers/process.js';
import { rawRequest } from '../helpers/raw-request.js';

// A build writes `.dist.building-<host>-<pid>-<time>` beside dist/, lists its files in it last,
// then renames dist/ to `…-previous` and the staging folder to dist/. These tests lay out on disk
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

const HOUR = 60 * 60 * 1000;

/** Who made a staging folder and when, as its name says: a build on this machine just now unless told. */
interface Maker {
  pid: number;
  host?: string;
  time?: number;
}
const stagingName = ({ pid, host = hostname(), time = Date.now() }: Maker) => `.dist.building-${host}-${pid}-${time}`;

/** A staging folder as a build killed while writing leaves it: some pages, no list of files. */
function unfinishedStaging(parent: string, maker: Maker): string {
  const staging = join(parent, stagingName(maker));
  mkdirSync(join(staging, 'services', 'mowing'), { recursive: true });
  writeFileSync(join(staging, 'services', 'mowing', 'index.html'), '<!DOCTYPE html><title>half</title>');
  return staging;
}

/** A staging folder as a build killed once it had written everything leaves it. */
function finishedStaging(parent: string, maker: Maker): string {
  const staging = join(parent, stagingName(maker));
  cpSync(built, staging, { recursive: true });
  writeFileSync(join(staging, 'index.html'), readFileSync(join(built, 'index.html'), 'utf8').replace('Mowing Made Simple', 'The newer build'));
  return staging;
}

/** The folders beside `out`, but the old output a build just replaced, kept as the next build's spare (spare-output.test.ts). */
const foldersBeside = (out: string) => readdirSync(dirname(out)).filter((name) => name !== '.dist.spare');

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
    unfinishedStaging(parent, { pid: deadPid() });
    await buildSite({ configFile: fixturePath('small-site.yaml'), outDir: out, reporter: silentReporter });
    expect(foldersBeside(out)).toEqual(['dist']);
  });

  it('build removes it even when site.yaml is broken, and leaves the output as it was', async () => {
    const { parent, out } = project({ withOutput: true });
    const before = snapshotTree(out);
    unfinishedStaging(parent, { pid: deadPid() });
    await expect(buildSite({ configFile: fixturePath('invalid/several.yaml'), outDir: out, reporter: silentReporter })).rejects.toThrow(/3 problems/);
    expect(readdirSync(parent)).toEqual(['dist']);
    expect(snapshotTree(out)).toEqual(before);
  });

  it('preview removes it too, and says so', async () => {
    const { parent, out } = project({ withOutput: true });
    unfinishedStaging(parent, { pid: deadPid() });
    unfinishedStaging(parent, { pid: deadPid() });
    const { notes, home } = await previewHome(out);
    expect(home.status).toBe(200);
    expect(readdirSync(parent)).toEqual(['dist']);
    expect(notes).toEqual([`Removed 2 temporary folders of stopped builds beside ${out}.`]);
  });

  it('removes the previous output a build killed while deleting it left beside the new one', async () => {
    const { parent, out } = project({ withOutput: true });
    const before = snapshotTree(out);
    const previous = join(parent, `${stagingName({ pid: deadPid() })}-previous`);
    cpSync(built, previous, { recursive: true });
    rmSync(join(previous, 'services'), { recursive: true }); // half deleted
    await expect(buildSite({ configFile: fixturePath('invalid/several.yaml'), outDir: out, reporter: silentReporter })).rejects.toThrow(/3 problems/);
    expect(readdirSync(parent)).toEqual(['dist']);
    expect(snapshotTree(out)).toEqual(before);
  });

  it('leaves alone the staging folder of a build that is still running', async () => {
    const { parent, out } = project({ withOutput: true });
    const running = runningProcess();
    try {
      const staging = unfinishedStaging(parent, { pid: running.pid });
      const before = snapshotTree(staging);
      await previewHome(out);
      await buildSite({ configFile: fixturePath('small-site.yaml'), outDir: out, reporter: silentReporter });
      expect(snapshotTree(staging)).toEqual(before);
    } finally {
      running.stop();
    }
  });

  // process.kill(pid, 0) succeeds for a zombie: it has exited, but its id is not free until reaped.
  it.runIf(process.platform === 'linux')('removes the staging folder of a killed build whose process is left a zombie', async () => {
    const { parent, out } = project({ withOutput: true });
    const zombie = await zombieProcess();
    try {
      unfinishedStaging(parent, { pid: zombie.pid });
      await buildSite({ configFile: fixturePath('small-site.yaml'), outDir: out, reporter: silentReporter });
      expect(foldersBeside(out)).toEqual(['dist']);
    } finally {
      zombie.stop();
    }
  });

  it('preview puts back the previous output of a build killed between its two renames', async () => {
    const { parent, out } = project({ withOutput: true });
    const before = snapshotTree(out);
    const maker = { pid: deadPid() };
    finishedStaging(parent, maker);
    renameSync(out, join(parent, `${stagingName(maker)}-previous`));
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
    const maker = { pid: deadPid() };
    finishedStaging(parent, maker);
    renameSync(out, join(parent, `${stagingName(maker)}-previous`));
    await expect(buildSite({ configFile: fixturePath('invalid/several.yaml'), outDir: out, reporter: silentReporter })).rejects.toThrow(/3 problems/);
    expect(snapshotTree(out)).toEqual(before);
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('preview puts in place the finished staging folder of a first build killed before its rename', async () => {
    const { parent, out } = project({ withOutput: false });
    finishedStaging(parent, { pid: deadPid() });
    const { home } = await previewHome(out);
    expect(home.body).toContain('The newer build');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('never puts an unfinished staging folder in place', async () => {
    const { parent, out } = project({ withOutput: false });
    unfinishedStaging(parent, { pid: deadPid() });
    await expect(startPreview(out)).rejects.toThrow(/holds no built site/);
    expect(readdirSync(parent)).toEqual([]);
  });
});

// A build in a container and a command on the host share the folders but not the process ids: a
// folder made on another machine may belong to a build still at work, whatever pids run here.
describe('folders of builds on another machine, or older than any build', () => {
  it('leaves alone a recent staging folder and swap of a build on another machine', async () => {
    const { parent, out } = project({ withOutput: false });
    const maker = { pid: deadPid(), host: 'lawn-container-3f2a' };
    const staging = finishedStaging(parent, maker);
    const previous = join(parent, `${stagingName(maker)}-previous`);
    cpSync(built, previous, { recursive: true }); // mid-swap: dist/ moved aside, the new one not yet in place
    const before = [snapshotTree(staging), snapshotTree(previous)];
    await expect(startPreview(out)).rejects.toThrow(/holds no built site/);
    await buildSite({ configFile: fixturePath('small-site.yaml'), outDir: join(parent, 'other'), reporter: silentReporter });
    expect([snapshotTree(staging), snapshotTree(previous)]).toEqual(before);
  });

  it('tidies a folder of a build on another machine once it is over an hour old', async () => {
    const { parent, out } = project({ withOutput: true });
    unfinishedStaging(parent, { pid: process.pid, host: 'lawn-container-3f2a', time: Date.now() - 2 * HOUR });
    const { notes } = await previewHome(out);
    expect(readdirSync(parent)).toEqual(['dist']);
    expect(notes).toEqual([`Removed the temporary folder of stopped builds beside ${out}.`]);
  });

  it('tidies a folder of this machine older than a day, though a process with its id runs (the id was reused)', async () => {
    const { parent, out } = project({ withOutput: true });
    const running = runningProcess();
    try {
      unfinishedStaging(parent, { pid: running.pid, time: Date.now() - 25 * HOUR });
      const recent = unfinishedStaging(parent, { pid: running.pid, time: Date.now() - 23 * HOUR });
      await previewHome(out);
      expect(readdirSync(parent).sort()).toEqual([basename(recent), 'dist']);
    } finally {
      running.stop();
    }
  });

  it('reads a name without a machine, as builds wrote it before, as another machine’s', async () => {
    const { parent, out } = project({ withOutput: true });
    const recent = join(parent, `.dist.building-${deadPid()}-${Date.now()}`);
    mkdirSync(recent);
    mkdirSync(join(parent, `.dist.building-${deadPid()}-${Date.now() - 2 * HOUR}`));
    await previewHome(out);
    expect(readdirSync(parent).sort()).toEqual([basename(recent), 'dist']);
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

describe('an old output set aside to be discarded', () => {
  it('is never put back in place of a missing output, and is removed by the next command when its remover is gone', async () => {
    const { parent, out } = project({ withOutput: false });
    const abandoned = join(parent, `.dist.discarded-${hostname()}-${deadPid()}-${Date.now() - 2 * 60 * 1000}`);
    cpSync(built, abandoned, { recursive: true }); // a complete old site, with its list of files: still not to be restored
    await expect(startPreview(out)).rejects.toThrow(/holds no built site/);
    expect(existsSync(out)).toBe(false);
    await expect.poll(() => existsSync(abandoned), { timeout: 20_000 }).toBe(false);
  });
});
