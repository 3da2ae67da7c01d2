import { withTimeout } from './with-timeout.js';
import { CHUNK_TIMEOUT_MS } from './islands-loader.js';

type AnalyticsModule = typeof import('./analytics.js');

/**
 * Loads the analytics code at start-up, but only on sites that set `analytics.measurementId`:
 * without it no analytics code is loaded and no request is made.
 */
export function startAnalyticsIfConfigured(): { trackHeroClick(): void } {
  const measurementId = document.body.dataset.analyticsId;
  if (!measurementId) return { trackHeroClick() {} };
  const analytics: Promise<AnalyticsModule | undefined> = withTimeout(import('./analytics.js'), CHUNK_TIMEOUT_MS, 'The analytics code')
    .then((module) => {
      module.startAnalytics(measurementId);
      return module;
    })
    .catch((error: unknown) => {
      console.error('[analytics]', error);
      return undefined;
    });
  return {
    trackHeroClick: () => void analytics.then((module) => module?.trackHeroClick()),
  };
}
