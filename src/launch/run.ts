// The launch check's reading: site.yaml as the build loads it, its photos as `npm run validate`
// checks them, and, only when asked, the form service's answer to a test request.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { loadSite } from '../pipeline/load-site.js';
import { checkPhotos } from '../pipeline/photos.js';
import { stillSample } from '../pipeline/sample-items.js';
import { warningsFor } from '../config/load.js';
import { searchTextWarningsOf } from '../plan/plan.js';
import { ConfigError, formatProblem, type ConfigProblem } from '../config/problem.js';
import { YamlSource } from '../config/yaml-source.js';
import { formatChecklist, launchChecklist, passes } from './checklist.js';
import { sendTestRequest } from './send-test.js';

export interface LaunchCheckOptions {
  configFile: string;
  /** Send one test request to the form service (never without being asked). */
  sendTest: boolean;
}

/** The checklist as the terminal shows it, and whether the site is ready (the exit status follows it). */
export async function runLaunchCheck({ configFile, sendTest }: LaunchCheckOptions): Promise<{ report: string; ready: boolean }> {
  const label = relative(process.cwd(), configFile) || configFile;
  let loaded: Awaited<ReturnType<typeof loadSite>>;
  try {
    loaded = await loadSite(configFile);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { report: refused(label, error.problems), ready: false };
  }
  const { config, plan } = loaded;
  let photoWarnings: string[] = [];
  let photoProblems: ConfigProblem[] = [];
  try {
    photoWarnings = await checkPhotos(plan.photoRequests, configFile);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    photoProblems = error.problems;
  }
  const sample = await stillSample(config, plan.photoRequests, configFile);
  const sampleForm = sample.some((item) => item.kind === 'form-address');
  const lines = launchChecklist({
    label,
    source: new YamlSource(await readFile(configFile, 'utf8')),
    config,
    sample,
    advice: [...warningsFor(config), ...photoWarnings, ...plan.warnings, ...searchTextWarningsOf(plan)],
    photoProblems,
    pages: plan.routes.length,
    sendTest: sendTest ? (sampleForm ? 'sample form' : await sendTestRequest(config)) : undefined,
  });
  return { report: formatChecklist(label, lines), ready: passes(lines) };
}

/** site.yaml has mistakes the build refuses: those come first. */
function refused(label: string, problems: readonly ConfigProblem[]): string {
  return formatChecklist(label, [
    {
      mark: 'fail',
      text: `${label} has ${problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`} the build refuses, so nothing else was checked. Fix ${problems.length === 1 ? 'it' : 'them'} first:`,
      details: problems.map((problem) => formatProblem(label, problem)),
      fixes: problems.length,
    },
  ]);
}
