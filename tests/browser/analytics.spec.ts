import type { Page } from '@playwright/test';
import { dialogHydrated, expect, holdIslands, test } from './fixtures.js';
import { ANALYTICS_ID } from './global-setup.js';

/** The gtag commands the page queued, as plain arrays (gtag.js itself is a stub in tests). */
const gtagCommands = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => JSON.parse(JSON.stringify(Array.from(args)))));

const heroButton = (page: Page) => page.getByRole('main').getByRole('link', { name: 'Get Your Free Estimate' });
const headerEstimate = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Get Estimate', exact: true });
const HERO_EVENT = ['event', 'Clicked Get Your Free Estimate', { event_category: 'Estimate', event_label: 'Homepage Hero Button' }];

test.describe('without analytics.measurementId', () => {
  test('no analytics code is loaded and no analytics request is made', async ({ page, siteUrl, analyticsRequests }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(siteUrl);
    await heroButton(page).click();
    await expect(dialogHydrated(page)).toHaveCount(1);
    await page.keyboard.press('Escape');
    expect(scripts.filter((url) => url.includes('analytics'))).toEqual([]);
    expect(analyticsRequests).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
  });
});

test.describe('with analytics.measurementId', () => {
  test('starts with the measurement ID and sends exactly one page view', async ({ page, analyticsSiteUrl, analyticsRequests }) => {
    await page.goto(analyticsSiteUrl);
    await expect.poll(() => analyticsRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`]);
    const commands = await gtagCommands(page);
    // gtag's `config` sends the page view; nothing else may send a second one.
    expect(commands.filter(([command]) => command === 'config')).toEqual([['config', ANALYTICS_ID]]);
    expect(commands.filter(([command, name]) => command === 'event' && name === 'page_view')).toEqual([]);
  });

  test('only the hero button sends the Estimate click event, once per click, before and after React arrives', async ({ page, analyticsSiteUrl }) => {
    const estimateEvents = async () => (await gtagCommands(page)).filter((c) => c[0] === 'event' && c[2]?.event_category === 'Estimate');
    const release = await holdIslands(page);
    await page.goto(analyticsSiteUrl);
    await expect.poll(async () => (await gtagCommands(page)).length).toBeGreaterThan(1); // analytics started
    // Another Get Estimate button first: an event it sent would be queued before the hero's.
    await headerEstimate(page).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await heroButton(page).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(estimateEvents).toEqual([HERO_EVENT]);

    await page.keyboard.press('Escape');
    release();
    await expect(dialogHydrated(page)).toHaveCount(1);
    await heroButton(page).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(estimateEvents).toEqual([HERO_EVENT, HERO_EVENT]);
  });

  test('web vitals are reported to analytics as events', async ({ page, analyticsSiteUrl }) => {
    await page.goto(analyticsSiteUrl);
    await expect.poll(async () => (await gtagCommands(page)).length).toBeGreaterThan(1); // analytics started
    // A slow interaction for INP (web-vitals ignores those under 40 ms).
    await page.evaluate(() =>
      document.addEventListener('click', () => {
        const until = performance.now() + 80;
        while (performance.now() < until);
      }),
    );
    await page.getByRole('heading', { level: 1 }).click();
    // web-vitals reports LCP, CLS and INP when the page is hidden; the browser hands the timing of
    // the click over after a paint, so the page is "hidden" again until everything has arrived.
    const vitals = async () => {
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      return (await gtagCommands(page)).filter((c) => c[0] === 'event' && c[2]?.event_category === 'Web Vitals').map((c) => c[1] as string);
    };
    await expect.poll(async () => new Set(await vitals()), { timeout: 10_000 }).toEqual(new Set(['TTFB', 'FCP', 'LCP', 'CLS', 'INP']));
    const lcp = (await gtagCommands(page)).find((c) => c[1] === 'LCP')!;
    expect(lcp[2]).toMatchObject({ event_category: 'Web Vitals', non_interaction: true });
    expect(typeof lcp[2].value).toBe('number');
  });
});
