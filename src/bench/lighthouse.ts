import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, quietChromiumFlags } from './chromium.js';
import type { PlannedRoute } from '../plan/plan.js';
import { markdownTable, millis, seconds } from './table.js';

export interface LighthouseResult {
  url: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Each audit that cost points, as `category: audit title (score)`. */
  failures: string[];
  /** What Lighthouse says could be better about the images and the LCP image, weighted or not. */
  imageFindings: string[];
  /** Audits not run on the page: `is-crawlable` on a page that says noindex on purpose (/review/). */
  notRun: string[];
}

/**
 * Lighthouse's SEO audit that a page is not blocked from indexing: it fails, by design, on a page
 * that asks search engines not to list it. Such a page is audited without it (every other SEO audit
 * still runs), and the table says so.
 */
const INDEXING_AUDIT = 'is-crawlable';

/** Lighthouse's audits and insights about images and how early the LCP image is found. */
const IMAGE_AUDITS = [
  'image-delivery-insight',
  'lcp-discovery-insight',
  'uses-responsive-images',
  'modern-image-formats',
  'uses-optimized-images',
  'offscreen-images',
  'prioritize-lcp-image',
  'unsized-images',
];

/** The URLs, under the preview's `url`, of the pages that say noindex on purpose (/review/): runLighthouse's `noindex`. */
export function noindexUrls(routes: ReadonlyArray<Pick<PlannedRoute, 'noindex' | 'sitePath'>>, url: string): Set<string> {
  return new Set(routes.filter((route) => route.noindex).map((route) => url + route.sitePath.slice(1)));
}

/** Lighthouse with its default settings (a mobile phone on slow 4G), on the system Chromium; `noindex`: the URLs of pages that say noindex on purpose. */
export async function runLighthouse(urls: readonly string[], noindex: ReadonlySet<string> = new Set()): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...quietChromiumFlags] });
  try {
    const results: LighthouseResult[] = [];
    for (const url of urls) {
      const notRun = noindex.has(url) ? [INDEXING_AUDIT] : [];
      const run = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', ...(notRun.length ? { skipAudits: notRun } : {}) });
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = run.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const failures: string[] = [];
      for (const category of Object.values(categories)) {
        for (const ref of category.auditRefs) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failures.push(`${category.title}: ${audit.title} (${audit.score})`);
        }
      }
      results.push({
        url,
        scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        failures,
        imageFindings: IMAGE_AUDITS.filter((id) => audits[id] && audits[id].score !== null && audits[id].score < 1).map((id) => `${id}: ${audits[id]!.title}`),
        notRun,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's figures as a table, one row per page. */
export function lighthouseTable(results: readonly LighthouseResult[], pageNames: readonly string[]): string {
  return markdownTable(
    ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'image findings'],
    results.map((r, i) => [
      `${pageNames[i] ?? r.url}${r.notRun.length ? ` (noindex: ${r.notRun.join(', ')} not run)` : ''}`,
      String(r.scores.performance),
      String(r.scores.accessibility),
      String(r.scores.bestPractices),
      String(r.scores.seo),
      seconds(r.lcpMs),
      millis(r.tbtMs),
      r.cls.toFixed(3),
      r.imageFindings.length ? r.imageFindings.join('; ') : 'none',
    ]),
  );
}

export const allHundred = (result: LighthouseResult): boolean => Object.values(result.scores).every((score) => score === 100);
