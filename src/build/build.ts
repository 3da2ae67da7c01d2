import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { loadSiteConfig } from '../config/load.js';
import type { SiteConfig } from '../config/types.js';
import { projectRoot } from '../paths.js';
import { routeTable, type Route } from '../site/routes.js';
import { contentSecurityPolicy } from '../site/security.js';
import { createSite, type Site } from '../site/site.js';
import { headersFile, NO_JEKYLL } from '../site/host-files.js';
import { robotsTxt, sitemapFiles } from '../site/sitemap.js';
import { photoRequests } from '../site/photos.js';
import { localDay, offersOfBuild, type CalendarDay } from '../site/offers.js';
import { searchTextWarnings } from '../site/seo-warnings.js';
import { bundleClient, type ClientBundle } from './client-bundle.js';
import { noPhotos, preparePhotos, type PreparedPhotos } from './photos.js';
import { makeShareCards } from './share-cards.js';
import { renderPage, type SharedPageParts } from './render-page.js';
import { FAVICON, policyInputs, sharedPageParts } from './shared-parts.js';
import { consoleReporter, formatBytes, formatDuration, type Reporter } from '../reporter.js';
import { tidyInterruptedBuilds } from './interrupted-builds.js';
import { assertSafeOutputFolder } from './output-safety.js';
import { StagedOutput } from './staged-output.js';
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

/** load → validate → make the photos ready → bundle → render → write to a staging folder → swap into place. */
export async function buildSite({ configFile, outDir, reporter = consoleReporter(), today }: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  (await tidyInterruptedBuilds(outDir)).forEach((note) => reporter.info(note));
  // Listing a large old output takes a while on a slow disk: it runs while site.yaml is read.
  const outputChecked = assertSafeOutputFolder(outDir, configFile);
  outputChecked.catch(() => {}); // awaited below, before anything is written
  // The assets do not depend on site.yaml, so they are made while the config is read.
  const assets = prepareAssets();
  assets.catch(() => {}); // a config error is reported first; this result is then not needed

  const { config, warnings } = await reporter.task(`Checked ${relative(process.cwd(), configFile) || configFile}`, () =>
    loadSiteConfig(configFile),
  );
  warnings.forEach((warning) => reporter.warn(warning));
  const photoCount = new Set(photoRequests(config).map((request) => request.src)).size;
  const photos = photoCount
    ? await reporter.task(`Made ${photoCount} photos ready for the web`, (progress) => preparePhotos(config, configFile, progress), { items: 'photos' })
    : noPhotos;
  photos.warnings.forEach((warning) => reporter.warn(warning));
  const ready = await reporter.task('Bundled the browser code and styles', () => assets);

  await outputChecked;
  const output = await StagedOutput.create(outDir);
  let pages: number;
  try {
    pages = await writeSite(output, config, ready, reporter, photos, today);
    await output.commit();
  } catch (error) {
    await output.discard();
    throw error;
  }

  const summary = { pages, files: output.filesWritten, bytes: output.bytesWritten, ms: performance.now() - started };
  reporter.info(
    `Built ${summary.pages} pages (${summary.files} files, ${formatBytes(summary.bytes)}) into ${relative(process.cwd(), output.outDir) || '.'} in ${formatDuration(summary.ms)}`,
  );
  return summary;
}

/**
 * Renders every page and writes every file of the site into `sink`. Returns the number of pages.
 * `today` is read once, here, so a build (and each rebuild of `npm run dev`) has one day throughout.
 */
export async function writeSite(
  sink: FileSink,
  config: SiteConfig,
  assets: SiteAssets,
  reporter: Reporter,
  photos: PreparedPhotos = noPhotos,
  today: CalendarDay = localDay(new Date()),
): Promise<number> {
  const site = createSite(config, photos.photos);
  const routes = routeTable(config);
  const offers = offersOfBuild(config, today);
  offers.warnings.forEach((warning) => reporter.warn(warning));
  searchTextWarnings(site, routes).forEach((warning) => reporter.warn(warning));
  const shareCards = await makeShareCards(site, routes, (file, contents) => sink.write(file, contents));
  const shared = sharedPageParts(site, assets.bundle, assets.styles, today, shareCards, offers.inBuild);
  await reporter.task(`Rendered ${routes.length} pages`, async () => {
    for (const route of routes) await sink.write(route.file, renderRoute(site, route, shared));
  });
  await reporter.task('Wrote assets, sitemap.xml, robots.txt and _headers', async () => {
    for (const [file, contents] of assets.bundle.files) await sink.write(file, contents);
    for (const [file, contents] of photos.files) await sink.write(file, contents);
    await sink.write(FAVICON, assets.favicon);
    for (const [file, contents] of sitemapFiles(routes, site.urls)) await sink.write(file, contents);
    await sink.write('robots.txt', robotsTxt(site.urls));
    await sink.write('_headers', headersFile(site.urls, contentSecurityPolicy(policyInputs(site, assets.styles, offers.inBuild), 'header')));
    await sink.write(NO_JEKYLL, '');
  });
  return routes.length;
}

/** A page's HTML; a failure names the route and the site.yaml key it came from. */
function renderRoute(site: Site, route: Route, shared: SharedPageParts): string {
  try {
    return renderPage(site, route, shared);
  } catch (cause) {
    throw new Error(`Rendering ${route.path} (from ${route.source} in site.yaml) failed`, { cause });
  }
}
