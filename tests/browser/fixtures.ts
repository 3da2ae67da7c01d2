import { test as base, expect, type Page } from '@playwright/test';
import type { ReceivedRequest } from './mock-form-service.js';

export { expect };

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

interface Fixtures {
  /** The test site, served like a static host, without analytics. */
  siteUrl: string;
  analyticsSiteUrl: string;
  /** The test site with photos in every place a photo can be shown. */
  photoSiteUrl: string;
  /** The Pennsylvania company (tests/fixtures/pennsylvania.yaml), built as if on 2027-05-10. */
  pennsylvaniaSiteUrl: string;
  /** The test site with prices (tests/helpers/prices.ts): Mowing has them, Snow Removal does not. */
  pricesSiteUrl: string;
  /** The default site.yaml, with its Spanish translation. */
  defaultSiteUrl: string;
  /** Requests for Google Analytics' script, answered here by a stub instead of Google. */
  analyticsRequests: string[];
  /** Console errors and warnings a test expects (anything else fails the test). */
  expectedConsole: RegExp[];
  formService: FormService;
}

export interface FormService {
  url: string;
  /** Everything the mock form service received whose body contains `marker`. */
  received(marker: string): Promise<ReceivedRequest[]>;
}

/**
 * Every test: no request may leave the machine (Google Analytics' script is answered by a stub
 * here, and anything else external is blocked and recorded), and the console stays clean.
 */
export const test = base.extend<Fixtures>({
  siteUrl: async ({}, use) => use(process.env.SITE_URL!),
  analyticsSiteUrl: async ({}, use) => use(process.env.ANALYTICS_SITE_URL!),
  photoSiteUrl: async ({}, use) => use(process.env.PHOTO_SITE_URL!),
  pennsylvaniaSiteUrl: async ({}, use) => use(process.env.PENNSYLVANIA_SITE_URL!),
  pricesSiteUrl: async ({}, use) => use(process.env.PRICES_SITE_URL!),
  defaultSiteUrl: async ({}, use) => use(process.env.DEFAULT_SITE_URL!),
  formService: async ({ request }, use) => {
    const url = process.env.FORM_SERVICE_URL!;
    await use({
      url,
      async received(marker) {
        const all = (await (await request.get(`${url}/__requests`)).json()) as ReceivedRequest[];
        const readable = (body: string) => (body.startsWith('{') ? body : decodeURIComponent(body.replace(/\+/g, ' ')));
        return all.filter((r) => readable(r.body).includes(marker));
      },
    });
  },
  analyticsRequests: [
    async ({ context }, use) => {
      const analytics: string[] = [];
      const blocked: string[] = [];
      await context.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        if (url.protocol === 'data:' || LOCAL_HOSTS.has(url.hostname)) return route.continue();
        if (url.hostname === 'www.googletagmanager.com') {
          analytics.push(url.href);
          return route.fulfill({ contentType: 'text/javascript', body: '/* gtag.js stub */' });
        }
        blocked.push(url.href);
        return route.abort('blockedbyclient');
      });
      await use(analytics);
      expect(blocked, 'requests that would have left the machine').toEqual([]);
    },
    { auto: true },
  ],
  expectedConsole: [
    async ({ page }, use) => {
      const expected: RegExp[] = [];
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (!expected.some((pattern) => pattern.test(message.text()))) problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(expected);
      expect(problems, 'console errors, warnings or uncaught exceptions (hydration warnings among them)').toEqual([]);
    },
    { auto: true },
  ],
});

/** The body of the one request the form service received with `email` in it, as an object (JSON, or a plain form post). */
export async function requestWith(formService: FormService, email: string): Promise<Record<string, string>> {
  await expect.poll(() => formService.received(email)).toHaveLength(1);
  const [request] = await formService.received(email);
  return request!.body.startsWith('{') ? JSON.parse(request!.body) : Object.fromEntries(new URLSearchParams(request!.body));
}

/** A unique marker for one test's submissions, so parallel tests read only their own requests. */
export const uniqueEmail = (label: string): string => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** True once React has hydrated the estimate dialog. */
/** The estimate dialog, by its role and the default site's title for it. */
export const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Get Your Free Estimate' });

/** Fills the dialog's three steps as a visitor would, ending on the last. */
export async function fillAllSteps(page: Page, { name, email, notes = 'Back gate is unlocked.' }: { name: string; email: string; notes?: string }) {
  const dialog = dialogOf(page);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Property Address').fill('12 Elm Street, Springfield');
  await dialog.getByLabel('Service Type').selectOption('Snow Removal');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Notes').fill(notes);
}

export const dialogHydrated = (page: Page) => page.locator('.island:has(dialog)[data-hydrated]');

/** True once React has hydrated the header (and with it the mobile menu). */
export const headerHydrated = (page: Page) => page.locator('.island:has(header)[data-hydrated]');

/**
 * Holds back the islands' code, so the page stays as it is before React arrives, until the
 * returned function is called.
 */
export async function holdIslands(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/hydrate-islands-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
