// The first stages of every build, `npm run dev`'s rebuilds, `npm run validate` and the editor's
// check: read site.yaml, validate it, and plan the site. A mistake the plan finds (two pages at
// one address) is reported at its line and column with everything else wrong in the file.
import { loadSiteConfig, parseSiteConfig, type LoadedConfig, type LoadOptions } from '../config/load.js';
import type { CalendarDay } from '../site/offers.js';
import { pageProblems, planSite, type SitePlan } from '../plan/plan.js';

export interface LoadedSite extends LoadedConfig {
  plan: SitePlan;
}

export interface LoadSiteOptions extends Pick<LoadOptions, 'validate'> {
  /** The day to build for, `YYYY-MM-DD` (tests build "as if on" a day); by default today on this machine. */
  today?: CalendarDay;
}

/** Reads site.yaml and plans the site. Throws ConfigError listing every problem. */
export function loadSite(file: string, options: LoadSiteOptions = {}): Promise<LoadedSite> {
  return withPlan((loadOptions) => loadSiteConfig(file, loadOptions), options);
}

/** The same for site.yaml's text; `label` names the file in messages. */
export function parseSite(text: string, label: string, options: LoadSiteOptions = {}): Promise<LoadedSite> {
  return withPlan((loadOptions) => parseSiteConfig(text, label, loadOptions), options);
}

async function withPlan(load: (options: LoadOptions) => Promise<LoadedConfig>, { validate, today }: LoadSiteOptions): Promise<LoadedSite> {
  const loaded = await load({ ...(validate ? { validate } : {}), check: pageProblems });
  return { ...loaded, plan: planSite(loaded.config, today) };
}
