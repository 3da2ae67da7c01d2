// npm run audit: Lighthouse (mobile, default settings) on every kind of page of the default site.
// Exits 1 when any page scores below 100 in any category. A page that says noindex on purpose
// (/review/) is audited without Lighthouse's "not blocked from indexing", which it fails by design.
import '../src/production-mode.js';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { allHundred, lighthouseTable, noindexUrls, runLighthouse } from '../src/bench/lighthouse.js';
import { representativePages } from '../src/bench/page-weight.js';
import { loadSiteConfig } from '../src/config/load.js';
import { planSite } from '../src/plan/plan.js';
import { makeWorkDir } from '../src/bench/report.js';
import { buildSite } from '../src/pipeline/build.js';
import { silentReporter } from '../src/cli/reporter.js';
import { parseCliOptions } from '../src/cli/args.js';
import { reportFatal } from '../src/errors.js';
import { startPreview } from '../src/server/preview.js';

const USAGE = `Usage: npm run audit -- [--config site.yaml]

Builds the site, serves it, runs Lighthouse on each kind of page and fails below 100.`;

const workDir = makeWorkDir();
try {
  const options = parseCliOptions(process.argv.slice(2), USAGE);
  const dist = join(workDir, 'dist');
  await buildSite({ configFile: options.configFile, outDir: dist, reporter: silentReporter });
  const { routes } = planSite((await loadSiteConfig(options.configFile)).config);
  const pages = representativePages(routes);
  const { url, server } = await startPreview(dist);
  console.log(`Running Lighthouse on ${pages.length} pages…`);
  // A page that says noindex on purpose (/review/) fails Lighthouse's "not blocked from indexing" by design: it is not run there.
  const noindex = noindexUrls(routes, url);
  const results = await runLighthouse(pages.map((page) => url + page.path.slice(1)), noindex);
  server.close();
  console.log(lighthouseTable(results, pages.map((page) => `${page.kind} (${page.path})`)));
  const failing = results.filter((result) => !allHundred(result));
  if (failing.length) {
    console.error(`\nBelow 100: ${failing.map((result) => new URL(result.url).pathname).join(', ')}`);
    for (const result of failing) for (const line of result.failures) console.error(`  ${new URL(result.url).pathname}: ${line}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery page scores 100 in every category.');
  }
} catch (error) {
  reportFatal(error);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
