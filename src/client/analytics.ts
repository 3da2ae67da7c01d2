import ReactGA from 'react-ga4';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/** SPEC section 7: the one event the site defines. */
const HERO_CLICK = { category: 'Estimate', action: 'Clicked Get Your Free Estimate', label: 'Homepage Hero Button' };

/**
 * Starts Google Analytics. gtag's `config` command sends the page view itself, so no second
 * page view is sent here. Web vitals are reported to the same service as events.
 */
export function startAnalytics(measurementId: string): void {
  ReactGA.initialize(measurementId);
  for (const measure of [onCLS, onINP, onLCP, onFCP, onTTFB]) measure(reportWebVital);
}

/** The reporting callback for web vitals: one analytics event per metric. */
export function reportWebVital(metric: Metric): void {
  ReactGA.event({
    category: 'Web Vitals',
    action: metric.name,
    label: metric.id,
    // Analytics values are whole numbers: CLS is a small fraction, so it is sent in thousandths.
    value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
    nonInteraction: true,
  });
}

export function trackHeroClick(): void {
  ReactGA.event(HERO_CLICK);
}
