// npm run bench [-- --runs 3 --update-docs] (or -- --editor-only: the editor's figures alone)
// Measures the build, the weight of each kind of page, the first click on Get Estimate on a slow
// phone, the dev server's rebuilds, the editor and Lighthouse. Prints tables and writes bench/latest.json.
import '../src/production-mode.js';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../src/bench/chromium.js';
import { lighthouseTable, noindexUrls, runLighthouse } from '../src/bench/lighthouse.js';
import { measureBuild, measureBuildRepeatedly, measureWriteFloor, siteWithoutPhotos, siteWithTowns, writeSiteYaml, type BuildMeasurement } from '../src/bench/measure-build.js';
import { measureColdPhotos } from '../src/bench/measure-photos.js';
import { measureFirstClick, measurePhotoReady, measureTransfer, SLOW_PHONE, twelveMegapixelPhoto, type Transfer } from '../src/bench/measure-browser.js';
import { measureDevRebuilds } from '../src/bench/measure-dev.js';
import { editorTable, measureEditors } from '../src/bench/measure-editor.js';
import { pageWeights } from '../src/bench/page-weight.js';
import { count, markdownTable, seconds, timingRow } from '../src/bench/table.js';
import { kilobytes } from '../src/bench/sizes.js';
import { buildSite } from '../src/pipeline/build.js';
import { silentReporter } from '../src/cli/reporter.js';
import { loadSiteConfig, parseSiteConfig } from '../src/config/load.js';
import { projectRoot } from '../src/paths.js';
import { planSite } from '../src/plan/plan.js';
import { startPreview } from '../src/server/preview.js';
import { makeWorkDir, updatePerformanceDoc } from '../src/bench/report.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, 'update-docs': { type: 'boolean', default: false }, 'editor-only': { type: 'boolean', default: false } } });
const runs = Math.max(1, Number(values.runs));
const log = (line = '') => console.log(line);

const workDir = makeWorkDir();
const siteYaml = readFileSync(join(projectRoot, 'site.yaml'), 'utf8');

// `--editor-only`: the editor's figures alone, printed (docs/performance.md is updated by a whole run).
if (values['editor-only']) {
  const browser = await launchChromium();
  try {
    log('Timing npm run edit on the default site and on 1,000 and 10,000 towns…');
    log(`\n${editorTable(await measureEditors(siteYaml, workDir, browser, runs))}\n`);
  } finally {
    await browser.close();
    rmSync(workDir, { recursive: true, force: true });
  }
  process.exit(0);
}
const sections: string[] = [];
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };

try {
  // 1. Build time and memory.
  log(`Building the default site (with and without its photos) and generated sites of 1,000 and 10,000 towns, ${runs} runs each (median)…`);
  const sites = [
    { name: 'default site', towns: 8, yaml: siteYaml },
    { name: 'default site without photos', towns: 8, yaml: siteWithoutPhotos(siteYaml) },
    { name: '1,000 towns', towns: 1000, yaml: siteWithTowns(siteYaml, 1000) },
    { name: '10,000 towns', towns: 10_000, yaml: siteWithTowns(siteYaml, 10_000) },
    { name: '10,000 towns, in English and Spanish', towns: 10_000, yaml: siteWithTowns(siteYaml, 10_000, { translated: true }) },
  ];
  const builds: Array<{ name: string; pages: number; writeFloorMs: number } & BuildMeasurement> = [];
  for (const site of sites) {
    const dir = join(workDir, `build-${builds.length}`);
    mkdirSync(dir, { recursive: true });
    const { output, ...measured } = await measureBuildRepeatedly(writeSiteYaml(dir, site.yaml), dir, runs);
    const writeFloorMs = await measureWriteFloor(output, dir);
    const pages = planSite((await parseSiteConfig(site.yaml, 'site.yaml')).config).routes.length;
    builds.push({ name: site.name, pages, writeFloorMs, ...measured });
    log(`  ${site.name}: ${seconds(measured.wallMs)} (writing its files alone: ${seconds(writeFloorMs)})`);
  }
  // The first build an owner meets: the same command with an empty cache (a new LAWN_SITE_CACHE each run).
  const firstBuilds: Array<{ name: string; pages: number } & BuildMeasurement> = [];
  for (const site of [sites[0]!, sites[3]!]) {
    const dir = join(workDir, `first-${firstBuilds.length}`);
    mkdirSync(dir, { recursive: true });
    const configFile = writeSiteYaml(dir, site.yaml);
    const measured: BuildMeasurement[] = [];
    for (let run = 0; run < runs; run++) {
      measured.push(await measureBuild(configFile, join(dir, `out-${run}`), join(dir, 'usage.json'), { LAWN_SITE_CACHE: join(dir, `cache-${run}`) }));
    }
    measured.sort((a, b) => a.wallMs - b.wallMs);
    const pages = builds.find((build) => build.name === site.name)!.pages;
    firstBuilds.push({ name: `${site.name}, first build (empty cache)`, pages, ...measured[Math.floor(measured.length / 2)]! });
    log(`  ${site.name}, first build: ${seconds(firstBuilds.at(-1)!.wallMs)}`);
  }
  const [withPhotos, withoutPhotos, thousand, tenThousand, tenThousandTranslated] = builds;
  const perPageMs = (tenThousand!.wallMs - thousand!.wallMs) / (tenThousand!.pages - thousand!.pages);
  const translationRatio = tenThousandTranslated!.wallMs / tenThousand!.wallMs;
  sections.push(
    '### Build (`npm run build`)\n\n' +
      markdownTable(
        ['site', 'pages', 'wall', 'CPU', 'peak memory', 'writing the same files alone'],
        [
          ...builds.map((b) => [b.name, count(b.pages), seconds(b.wallMs), seconds(b.cpuMs), `${Math.round(b.peakMemoryMiB)} MiB`, seconds(b.writeFloorMs)]),
          ...firstBuilds.map((b) => [b.name, count(b.pages), seconds(b.wallMs), seconds(b.cpuMs), `${Math.round(b.peakMemoryMiB)} MiB`, '']),
        ],
      ) +
      `\n\nEach extra page costs ${perPageMs.toFixed(2)} ms of wall time (from 1,000 to 10,000 towns); the 10,000 towns in two languages take ${translationRatio.toFixed(2)}× the time of one. Wall time includes npm's own start-up; CPU time counts ` +
      "every thread and the photo encoder's process; peak memory is the largest process's, as GNU time reports it. " +
      'The last column is the floor this disk sets on the day: the time to write the same files, already in memory, with nothing else to do. ' +
      'A first build starts with an empty build cache, as after `npm install`: every photo is made.',
  );
  results.builds = builds;
  results.firstBuilds = firstBuilds;
  results.marginalMsPerPage = perPageMs;
  results.translationRatio = translationRatio;

  // 2. Photos: the first build makes them (an empty cache); later builds take them from the cache.
  log('Making the default site\'s photos with an empty cache…');
  const photos = await measureColdPhotos(join(projectRoot, 'site.yaml'));
  const warmRatio = withPhotos!.wallMs / withoutPhotos!.wallMs;
  sections.push(
    '### Photos\n\n' +
      markdownTable(
        ['measure', 'value'],
        [
          ['first build: making the photos ready, empty cache', `${seconds(photos.coldMs)} for ${photos.photos} photos, ${photos.megapixels.toFixed(1)} megapixels: ${(photos.coldMs / 1000 / photos.megapixels).toFixed(2)} s per megapixel`],
          ['later builds: the default site with photos / without', `${seconds(withPhotos!.wallMs)} / ${seconds(withoutPhotos!.wallMs)} = ${warmRatio.toFixed(2)}×`],
        ],
      ),
  );
  results.photos = { ...photos, warmRatio };

  // 3. The default site, built once more for the page measurements.
  const dist = join(workDir, 'dist');
  await buildSite({ configFile: join(projectRoot, 'site.yaml'), outDir: dist, reporter: silentReporter });
  const { routes } = planSite((await loadSiteConfig(join(projectRoot, 'site.yaml'))).config);
  const weights = pageWeights(dist, routes);
  const { url, server } = await startPreview(dist);
  const browser = await launchChromium();
  try {
    log('Measuring transfers, the first click and dev rebuilds…');
    const transfers: Transfer[] = [];
    for (const weight of weights) transfers.push(await measureTransfer(browser, url + weight.path.slice(1)));
    sections.push(
      '### Bytes per kind of page (brotli; raw and gzip in bench/latest.json)\n\n' +
        markdownTable(
          ['page', 'HTML + inlined CSS (first render)', 'JS before interaction', 'total before interaction', 'added by the dialog', 'transferred before / after the dialog (browser)'],
          weights.map((w, i) => [
            w.kind,
            kilobytes(w.firstRender.brotli),
            kilobytes(w.jsBeforeInteraction.brotli),
            kilobytes(w.beforeInteraction.brotli),
            kilobytes(w.jsForDialog.brotli),
            `${kilobytes(transfers[i]!.beforeInteraction)} / ${kilobytes(transfers[i]!.afterDialog)}`,
          ]),
        ),
    );
    results.pages = weights.map((w, i) => ({ ...w, transferred: transfers[i] }));

    const taps: number[] = [];
    const clicks: number[] = [];
    for (let run = 0; run < Math.max(3, runs); run++) {
      taps.push(await measureFirstClick(browser, url, 'tap'));
      clicks.push(await measureFirstClick(browser, url, 'click'));
    }
    // The default site takes photos of the yard (estimateForm.photos): a phone photo on /estimate/.
    const phonePhoto = await twelveMegapixelPhoto();
    const photoReady: number[] = [];
    for (let run = 0; run < Math.max(3, runs); run++) photoReady.push(await measurePhotoReady(browser, `${url}estimate/`, phonePhoto));
    const rebuilds = await measureDevRebuilds(siteYaml, workDir, 5);
    sections.push(
      `### Responsiveness\n\n` +
        markdownTable(
          ['measure', 'median', 'all runs'],
          [
            timingRow(`first tap on Get Estimate → dialog visible and focused (CPU ${SLOW_PHONE.cpuSlowdown}× slower, 1.6 Mbit/s, 150 ms round trips)`, taps),
            timingRow('first click, same conditions', clicks),
            timingRow(`a 12-megapixel phone photo chosen → ready to send, its thumbnail shown (CPU ${SLOW_PHONE.cpuSlowdown}× slower; target 1 s)`, photoReady),
            timingRow('npm run dev: rebuild after a one-line change to site.yaml', rebuilds),
          ],
        ),
    );
    results.firstClick = { tapMs: taps, clickMs: clicks };
    results.photoReadyMs = photoReady;
    results.devRebuildMs = rebuilds;

    log('Timing npm run edit on the default site and on 1,000 and 10,000 towns…');
    const editors = await measureEditors(siteYaml, workDir, browser, Math.max(3, runs));
    sections.push(editorTable(editors));
    results.editor = editors;
  } finally {
    await browser.close();
  }

  // 4. Lighthouse, default settings (mobile).
  log('Running Lighthouse…');
  const noindex = noindexUrls(routes, url);
  const lighthouse = await runLighthouse(
    weights.map((w) => url + w.path.slice(1)),
    noindex,
  );
  server.close();
  sections.push(
    '### Lighthouse (mobile, default settings)\n\n' +
      lighthouseTable(
        lighthouse,
        weights.map((w) => w.kind),
      ),
  );
  results.lighthouse = lighthouse;

  const report = sections.join('\n\n');
  log(`\n${report}\n`);
  mkdirSync(join(projectRoot, 'bench'), { recursive: true });
  writeFileSync(join(projectRoot, 'bench', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(projectRoot, 'bench', 'latest.md'), `${report}\n`);
  log('Wrote bench/latest.json and bench/latest.md.');
  if (values['update-docs']) {
    updatePerformanceDoc(report, `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${runs} runs`);
    log('Updated docs/performance.md.');
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
