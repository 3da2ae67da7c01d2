import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { loadSiteConfig } from '../config/load.js';
import { projectRoot } from '../paths.js';
import { notFoundHeadingScript } from '../site/not-found-script.js';
import { routeTable, type Route } from '../site/routes.js';
import { contentSecurityPolicy, type PolicyInputs } from '../site/security.js';
import { createSite, type Site } from '../site/site.js';
import { headersFile, NO_JEKYLL } from '../site/host-files.js';
import { robotsTxt, sitemapFiles } from '../site/sitemap.js';
import { prerenderLayoutFragments } from '../components/PageLayout.js';
import { bundleClient, type ClientBundle } from './client-bundle.js';
import { renderPage, type SharedPageParts } from './render-page.js';
import { consoleReporter, formatBytes, formatDuration, type Reporter } from './reporter.js';
import { StagedOutput } from './staged-output.js';
import { buildStylesheet } from './stylesheet.js';

export interface BuildOptions {
  configFile: string;
  outDir: string;
  reporter?: Reporter;
}

export interface BuildSummary {
  pages: number;
  files: number;
  bytes: number;
  ms: number;
}

const FAVICON = 'favicon.svg';

/** load → validate → bundle → render → write to a staging folder → swap into place. */
export async function buildSite({ configFile, outDir, reporter = consoleReporter() }: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  // The bundle does not depend on site.yaml, so it is made while the config is read.
  const assets = Promise.all([bundleClient(), buildStylesheet()]);
  assets.catch(() => {}); // a config error is reported first; this result is then not needed

  const { config, warnings } = await reporter.task(`Checked ${relative(process.cwd(), configFile) || configFile}`, () =>
    loadSiteConfig(configFile),
  );
  warnings.forEach((warning) => reporter.warn(warning));
  const site = createSite(config);
  const routes = routeTable(config);
  const [bundle, css] = await reporter.task('Bundled the browser code and styles', () => assets);
  const shared = sharedPageParts(site, bundle, css);

  const output = await StagedOutput.create(outDir);
  try {
    await reporter.task(`Rendered ${routes.length} pages`, () => writePages(output, site, routes, shared));
    await reporter.task('Wrote assets, sitemap.xml, robots.txt and _headers', async () => {
      for (const [file, contents] of bundle.files) await output.write(file, contents);
      await output.write(FAVICON, await readFile(join(projectRoot, 'src', 'assets', FAVICON)));
      for (const [file, contents] of sitemapFiles(routes, site.urls)) await output.write(file, contents);
      await output.write('robots.txt', robotsTxt(site.urls));
      await output.write('_headers', headersFile(site.urls, contentSecurityPolicy(policyInputs(site, shared), 'header')));
      await output.write(NO_JEKYLL, '');
    });
    await output.commit();
  } catch (error) {
    await output.discard();
    throw error;
  }

  const summary = { pages: routes.length, files: output.filesWritten, bytes: output.bytesWritten, ms: performance.now() - started };
  reporter.info(
    `Built ${summary.pages} pages (${summary.files} files, ${formatBytes(summary.bytes)}) into ${relative(process.cwd(), output.outDir) || '.'} in ${formatDuration(summary.ms)}`,
  );
  return summary;
}

export function sharedPageParts(site: Site, bundle: Pick<ClientBundle, 'bootScript'>, css: string, buildYear = new Date().getFullYear()): SharedPageParts {
  const { config, urls } = site;
  const notFoundScript = notFoundHeadingScript(urls.href('/services/'), config.labels.service.notFound);
  return {
    css,
    bootScriptHref: urls.href(bundle.bootScript),
    faviconHref: urls.href(FAVICON),
    contentSecurityPolicy: contentSecurityPolicy(policyInputs(site, { css, notFoundScript }), 'meta'),
    notFoundScript,
    fragments: prerenderLayoutFragments(site, buildYear),
  };
}

function policyInputs(site: Site, { css, notFoundScript }: { css: string; notFoundScript: string }): PolicyInputs {
  const { config } = site;
  return { endpoint: config.estimateForm.endpoint, analytics: Boolean(config.analytics), inlineScripts: [notFoundScript], inlineStyles: [css] };
}

async function writePages(output: StagedOutput, site: Site, routes: readonly Route[], shared: SharedPageParts): Promise<void> {
  for (const route of routes) {
    let html: string;
    try {
      html = renderPage(site, route, shared);
    } catch (cause) {
      throw new Error(`Rendering ${route.path} (from ${route.source} in site.yaml) failed`, { cause });
    }
    await output.write(route.file, html);
  }
}
