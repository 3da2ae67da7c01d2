// A large site's pages are rendered on worker threads that write them themselves; a small one in
// the build's own thread. Both must make the same files, byte for byte.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { buildSite, prepareAssets, writeSite, type FileSink } from '../../src/pipeline/build.js';
import { loadSite } from '../../src/pipeline/load-site.js';
import { searchTextWarningsOf } from '../../src/plan/plan.js';
import { PAGES_FOR_THREADS, renderWorkers } from '../../src/pipeline/render-pages.js';
import { OUTPUT_MANIFEST } from '../../src/folder-swap/output-manifest.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { fixturePath } from '../helpers/config.js';
import { makeTempDir, snapshotTree } from '../helpers/files.js';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';

describe('rendering on threads', () => {
  it('is used from PAGES_FOR_THREADS pages on, with a worker thread for every core but the build\'s own', () => {
    expect(renderWorkers(PAGES_FOR_THREADS - 1)).toBe(0);
    expect(renderWorkers(PAGES_FOR_THREADS)).toBe(availableParallelism() - 1);
  });

  // Two builds of 600 pages: as long as the cores allow on a busy machine; past 5 minutes, stuck.
  it('writes the same files as rendering in the build thread', { timeout: 5 * 60_000 }, async () => {
    const data = parse(readFileSync(fixturePath('small-site.yaml'), 'utf8')) as { towns: Array<Record<string, unknown>> };
    // Some titles too long for a search result, on pages each thread renders: the build warns as it renders them.
    const name = (i: number) => (i % 97 === 5 ? `Town ${i + 1} of the Upper Township by the Long River` : `Town ${i + 1}`);
    data.towns = Array.from({ length: PAGES_FOR_THREADS }, (_, i) => ({ name: name(i), slug: `town-${i + 1}`, ...(i % 7 === 0 ? { intro: `Town ${i + 1} has lawns.` } : {}) }));
    data.towns[300]!.seo = { title: 'Lawn care, mowing, leaf removal and cleanups in Town 301 and all around it' };
    const dir = makeTempDir();
    const configFile = join(dir, 'site.yaml');
    writeFileSync(configFile, stringify(data));
    const today = '2027-05-10';

    const out = join(dir, 'dist');
    const threadWarnings: string[] = [];
    const summary = await buildSite({ configFile, outDir: out, reporter: { ...silentReporter, warn: (warning) => threadWarnings.push(warning) }, today });
    expect(summary.pages).toBeGreaterThan(PAGES_FOR_THREADS);

    const inMemory = new Map<string, string>();
    const sink: FileSink = {
      async write(file, contents) {
        inMemory.set(file, createHash('sha256').update(contents).digest('hex'));
      },
    };
    const { plan } = await loadSite(configFile, { today });
    const ownThreadWarnings: string[] = [];
    await writeSite(sink, plan, await prepareAssets(), { ...silentReporter, warn: (warning) => ownThreadWarnings.push(warning) });
    const onDisk = snapshotTree(out);
    delete onDisk[OUTPUT_MANIFEST];
    expect(onDisk).toEqual(Object.fromEntries(inMemory));
    // Every page the threads wrote is in the list of files, which the next build relies on.
    const listed = readFileSync(join(out, OUTPUT_MANIFEST), 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
    expect(listed.sort()).toEqual(Object.keys(onDisk).sort());
    // The same warnings, in the order of the pages, as when every head is worked out without rendering.
    const searchWarnings = searchTextWarningsOf(plan);
    expect(searchWarnings).toEqual([
      'towns[300].seo.title is 74 characters; search results show about 60 characters of a title and cut the rest: shorten it.',
      expect.stringMatching(/^labels\.seo\.serviceDescription makes the descriptions of 2 pages too short/), // the fixture's own
      'labels.seo.townTitle makes the titles of 7 pages too long: /lawn-care-town-6-nj/ (77 characters), /lawn-care-town-103-nj/ (79 characters), /lawn-care-town-200-nj/ (79 characters) and 4 more; search results show about 60 characters of a title and cut the rest: shorten the template, or give each page its own at towns[n].seo.title.',
    ]);
    expect(threadWarnings.filter((warning) => searchWarnings.includes(warning))).toEqual(searchWarnings);
    expect(ownThreadWarnings.filter((warning) => searchWarnings.includes(warning))).toEqual(searchWarnings);

    // Written over an earlier build's pages in place (its folders are there), the threads make the same files.
    cpSync(out, join(dir, '.dist.spare'), { recursive: true });
    writeFileSync(join(dir, '.dist.spare', 'index.html'), 'a much longer page than the one the build writes here '.repeat(2000));
    await buildSite({ configFile, outDir: out, reporter: silentReporter, today });
    expect(existsSync(join(dir, '.dist.spare'))).toBe(true); // the first build's output, now kept as the spare
    const overSpare = snapshotTree(out);
    delete overSpare[OUTPUT_MANIFEST];
    expect(overSpare).toEqual(Object.fromEntries(inMemory));
  });
});
