import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { projectRoot } from '../paths.js';
import type { CalendarDay } from '../site/offers.js';
import { searchTextWarningsOf, type SitePlan } from '../plan/plan.js';
import type { SearchTextMisfit } from '../site/seo-warnings.js';
import { contentSecurityPolicy } from '../site/security.js';
import { headersFile, NO_JEKYLL } from '../site/host-files.js';
import { REVIEW_CARD, reviewCardSvg } from '../site/review-card.js';
import { robotsTxt, sitemapFiles } from '../site/sitemap.js';
import { bundleClient, type ClientBundle } from './client-bundle.js';
import { loadSite } from './load-site.js';
import { sampleCountLine } from '../config/sample-site.js';
import { stillSample } from './sample-items.js';
import { noPhotos, preparePhotos, type PreparedPhotos } from './photos.js';
import { makeShareCards } from './share-cards.js';
import { languageSites, pageRenderer, renderJob } from './page-renderer.js';
import type { PagesFolder } from '../folder-swap/page-files.js';
import { renderPagesInParallel, renderWorkers } from './render-pages.js';
import { islandPropsFile } from './island-props.js';
import { FAVICON, policyInputs } from './shared-parts.js';
import { consoleReporter, formatBytes, formatDuration, type Reporter } from '../cli/reporter.js';
import { tidyInterruptedBuilds } from '../folder-swap/interrupted-builds.js';
import { assertSafeOutputFolder } from '../folder-swap/output-safety.js';
import { StagedOutput } from '../folder-swap/staged-output.js';
import { buildStylesheets, type Stylesheets } from './stylesheet.js';

export interface BuildOptions {
  configFile: string;
  outDir: string;
  reporter?: Reporter;
  /** The day to build for, `YYYY-MM-DD` (tests build "as if on" a day); by default today on this machine. */
  today?: CalendarDay;
}

export interface BuildSummary {
  pages: number;
  files: number;
  bytes: number;
  ms: number;
}

/** Where a build's files go: a staging folder on disk, or memory for the dev server. */
export interface FileSink {
  write(file: string, contents: string | Uint8Array): Promise<void>;
  /** A folder on disk other threads may write pages into; what they wrote is then recorded with `adopt`. */
  folder?: PagesFolder;
  adopt?(files: readonly string[], bytes: number): void;
}

/** What a site needs besides its config. It does not depend on site.yaml, so rebuilds reuse it. */
export interface SiteAssets {
  bundle: ClientBundle;
  styles: Stylesheets;
  favicon: Uint8Array;
}

export async function prepareAssets(): Promise<SiteAssets> {
  const [bundle, styles, favicon] = await Promise.all([bundleClient(), buildStylesheets(), readFile(join(projectRoot, 'src', 'assets', FAVICON))]);
  return { bundle, styles, favicon };
}

/** The assets, and how long making them took (they are made while site.yaml is read, so waiting for them says nothing). */
async function timedAssets(): Promise<{ assets: SiteAssets; ms: number }> {
  const started = performance.now();
  const assets = await prepareAssets();
  return { assets, ms: performance.now() - started };
}

/** load → validate → make the photos ready → bundle → render → write to a staging folder → swap into place. */
export async function buildSite({ configFile, outDir, reporter = consoleReporter(), today }: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  (await tidyInterruptedBuilds(outDir)).forEach((note) => reporter.info(note));
  // Listing a large old output takes a while on a slow disk: it runs while site.yaml is read.
  const outputChecked = assertSafeOutputFolder(outDir, configFile);
  outputChecked.catch(() => {}); // awaited below, before anything is written
  // The assets do not depend on site.yaml, so they are made while the config is read.
  const assets = timedAssets();
  assets.catch(() => {}); // a config error is reported first; this result is then not needed

  // The previous build's folder, which this one writes into, is taken and listed while site.yaml is
  // read too (a second on a large site); without one, a new folder is made once all is checked.
  const fromSpare = StagedOutput.fromSpare(outDir);
  fromSpare.catch(() => {}); // awaited below, after a config error has been reported

  let plan: SitePlan, photos: PreparedPhotos, ready: SiteAssets;
  try {
    const configName = relative(process.cwd(), configFile) || configFile;
    const loaded = await reporter.task(`Checked ${configName}`, () => loadSite(configFile, { today }), { doing: `checking ${configName}` });
    plan = loaded.plan;
    loaded.warnings.forEach((warning) => reporter.warn(warning));
    // What is still the sample's is counted, not listed: npm run launch-check lists it.
    const sample = sampleCountLine(await stillSample(loaded.config, plan.photoRequests, configFile));
    if (sample) reporter.warn(sample);
    const photoCount = new Set(plan.photoRequests.map((request) => request.src)).size;
    photos = photoCount
      ? await reporter.task(`Made ${photoCount} photos ready for the web`, (progress) => preparePhotos(plan.photoRequests, configFile, progress), { items: 'photos' })
      : noPhotos;
    photos.warnings.forEach((warning) => reporter.warn(warning));
    ready = (await reporter.task('Bundled the browser code and styles', () => assets, { took: ({ ms }) => ms })).assets;
    await outputChecked;
  } catch (error) {
    await fromSpare.then((output) => output?.putBack(), () => {});
    throw error;
  }

  const output = (await fromSpare) ?? (await StagedOutput.create(outDir));
  output.planned(plan.routes.map((route) => route.file));
  let pages: number;
  try {
    pages = await writeSite(output, plan, ready, reporter, photos);
    await output.commit();
  } catch (error) {
    await output.discard();
    throw error;
  }

  const summary = { pages, files: output.filesWritten, bytes: output.bytesWritten, ms: performance.now() - started };
  reporter.info(
    `Built ${summary.pages.toLocaleString('en-US')} pages (${summary.files.toLocaleString('en-US')} files, ${formatBytes(summary.bytes)}) into ${relative(process.cwd(), output.outDir) || '.'} in ${formatDuration(summary.ms)}`,
  );
  return summary;
}

/** Renders every page of the plan and writes every file of the site into `sink`. Returns the number of pages. */
export async function writeSite(sink: FileSink, plan: SitePlan, assets: SiteAssets, reporter: Reporter, photos: PreparedPhotos = noPhotos): Promise<number> {
  plan.warnings.forEach((warning) => reporter.warn(warning));
  const sites = languageSites({ languages: plan.languages.map(({ site, offers }) => ({ config: site.config, offers })), photos: photos.photos });
  const site = sites[0]!.site;
  const shareCards = await makeShareCards(
    sites.map((language) => language.site),
    plan.routes,
    (file, contents) => sink.write(file, contents),
  );
  const job = renderJob(plan, { photos: photos.photos, shareCards, bootScript: assets.bundle.bootScript, pageScripts: assets.bundle.pageScripts, inlineScripts: assets.bundle.inlineScripts, styles: assets.styles });
  const pages = plan.routes.length;
  // The titles and descriptions too long or short for a search result, found as their pages are rendered.
  let misfits: SearchTextMisfit[] = [];
  await reporter.task(
    `Rendered ${pages.toLocaleString('en-US')} pages`,
    async (progress) => {
      // Into a folder on disk, pages are written as they are made, on every core a large site can use.
      if (sink.folder && sink.adopt) {
        let done = 0;
        const written = await renderPagesInParallel(job, plan.routes, sink.folder, renderWorkers(pages), (more) => progress((done += more), pages));
        sink.adopt(written.files, written.bytes);
        misfits = written.misfits;
        return;
      }
      const { render, takeMisfits } = pageRenderer(job);
      for (const [index, route] of plan.routes.entries()) {
        await sink.write(route.file, render(route));
        progress(index + 1, pages);
      }
      misfits = takeMisfits();
    },
    { items: 'pages' },
  );
  searchTextWarningsOf(plan, misfits).forEach((warning) => reporter.warn(warning));
  await reporter.task('Wrote assets, sitemap.xml, robots.txt and _headers', async () => {
    for (const [file, contents] of assets.bundle.files) await sink.write(file, contents);
    for (const [file, contents] of photos.files) await sink.write(file, contents);
    await sink.write(FAVICON, assets.favicon);
    for (const { site: inLanguage } of sites) {
      const props = islandPropsFile(inLanguage);
      await sink.write(props.path, props.contents);
    }
    for (const [file, contents] of sitemapFiles(plan.routes, site)) await sink.write(file, contents);
    await sink.write('robots.txt', robotsTxt(site.urls));
    await sink.write('_headers', headersFile(site.urls, contentSecurityPolicy(policyInputs(sites, assets.styles, assets.bundle.inlineScripts), 'header')));
    await sink.write(NO_JEKYLL, '');
    const card = reviewCardSvg(site);
    if (card) await sink.write(REVIEW_CARD, card);
  });
  return plan.routes.length;
}
