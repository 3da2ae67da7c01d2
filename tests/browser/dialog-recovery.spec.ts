import type { Page, Request } from '@playwright/test';
import { dialogHydrated, dialogOf, expect, test } from './fixtures.js';

// The dialog recovers when its code could not load: one failed download must not leave it dead
// for the rest of the visit, and the /estimate/ page it offers instead has what was typed.

const headerEstimate = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Get Estimate', exact: true });
const stepText = (page: Page) => dialogOf(page).getByText(/^Step \d of 3$/);
const loadError = (page: Page) => dialogOf(page).getByRole('alert');

/** Any request for the islands' code, whatever its query. */
const isIslandsCode = (url: URL) => url.pathname.includes('/assets/chunks/hydrate-islands-');

/** Fails the first `failures` downloads of the islands' code and lets the later ones through; returns the URLs asked for. */
async function failIslandsDownloads(page: Page, failures: number): Promise<string[]> {
  const asked: string[] = [];
  await page.route(isIslandsCode, (route) => {
    asked.push(route.request().url());
    return asked.length <= failures ? route.abort('internetdisconnected') : route.fallback();
  });
  return asked;
}

test.beforeEach(({ expectedConsole }) => {
  expectedConsole.push(/Failed to fetch dynamically imported module|Failed to load resource|\[estimate form\] TypeError/);
});

test('the code fails to download once: the next Get Estimate downloads it again, and the form comes to life with what was typed', async ({ page, siteUrl }) => {
  const asked = await failIslandsDownloads(page, 1);
  await page.goto(siteUrl);
  await headerEstimate(page).click();
  await dialogOf(page).getByLabel('Name').fill('Patient Pat');
  await dialogOf(page).getByLabel('Email').fill('pat@example.com');
  await expect(loadError(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await headerEstimate(page).click();
  await expect(dialogOf(page)).toBeVisible();
  await expect(dialogHydrated(page)).toHaveCount(1);
  await expect(loadError(page)).toBeHidden();
  await expect(dialogOf(page).getByLabel('Name')).toHaveValue('Patient Pat');
  await dialogOf(page).getByRole('button', { name: 'Next' }).click();
  await expect(stepText(page)).toHaveText('Step 2 of 3');
  // Browsers that remember a failed import of a URL would fail a second request for the same one.
  expect(new Set(asked).size, asked.join('\n')).toBe(asked.length);
});

test("the islands' props fail to download: the next Get Estimate asks again, and the header and the form come to life", async ({ page, siteUrl }) => {
  // The props fail until the dialog has said so. A download started by interest in the button (a
  // touch before the click) may fail and be retried by the click itself, which is what a visitor
  // wants, so the failures do not stop after a fixed number of downloads.
  let failing = true;
  let servedAfterwards = 0;
  await page.route(
    (url) => url.pathname.includes('/assets/islands/props-'),
    (route) => (failing ? route.abort('internetdisconnected') : (servedAfterwards++, route.fallback())),
  );
  await page.goto(siteUrl);
  await headerEstimate(page).click();
  await dialogOf(page).getByLabel('Name').fill('Patient Pat');
  await dialogOf(page).getByLabel('Email').fill('pat@example.com');
  await expect(loadError(page)).toBeVisible();
  failing = false;
  await page.keyboard.press('Escape');

  await headerEstimate(page).click();
  await expect(dialogHydrated(page)).toHaveCount(1);
  await expect(loadError(page)).toBeHidden();
  await expect(dialogOf(page).getByLabel('Name')).toHaveValue('Patient Pat');
  await dialogOf(page).getByRole('button', { name: 'Next' }).click();
  await expect(stepText(page)).toHaveText('Step 2 of 3');
  expect(servedAfterwards).toBeGreaterThanOrEqual(1);
});

test('while the code keeps failing, every Get Estimate tries again and the dialog offers the estimate page, with what was typed', async ({ page, siteUrl }) => {
  const asked = await failIslandsDownloads(page, Number.POSITIVE_INFINITY);
  await page.goto(siteUrl);
  await headerEstimate(page).click();
  await dialogOf(page).getByLabel('Name').fill('Stranded Stan');
  await expect(loadError(page)).toBeVisible();
  await page.keyboard.press('Escape');
  const triedBefore = asked.length;

  await headerEstimate(page).click();
  await expect(dialogOf(page)).toBeVisible();
  await expect.poll(() => asked.length).toBeGreaterThan(triedBefore);
  await expect(loadError(page)).toBeVisible();
  await loadError(page).getByRole('link', { name: 'Use the estimate form page instead' }).click();
  await expect(page).toHaveURL(`${siteUrl}/estimate/`);
  await expect(page.getByRole('main').getByLabel('Name')).toHaveValue('Stranded Stan');
});

test('the code fails while the browser is offline: it is downloaded again as soon as the browser is back online', async ({ page, context, siteUrl }) => {
  await page.goto(siteUrl);
  await context.setOffline(true);
  await headerEstimate(page).click();
  await dialogOf(page).getByLabel('Name').fill('Offline Olive');
  await expect(loadError(page)).toBeVisible();

  const downloaded = page.waitForRequest((request: Request) => isIslandsCode(new URL(request.url())));
  await context.setOffline(false);
  await downloaded; // no click: coming back online was enough
  await expect(dialogHydrated(page)).toHaveCount(1);
  await expect(loadError(page)).toBeHidden();
  await expect(dialogOf(page).getByLabel('Name')).toHaveValue('Offline Olive');
  await dialogOf(page).getByLabel('Email').fill('olive@example.com');
  await dialogOf(page).getByRole('button', { name: 'Next' }).click();
  await expect(stepText(page)).toHaveText('Step 2 of 3');
});

test('a download still out after 120 seconds is started again when the browser comes back online', async ({ page, context, siteUrl, expectedConsole }) => {
  expectedConsole.push(/did not load within 120 seconds/);
  await page.clock.install();
  let answered = 0;
  // The first download never arrives, as when the connection dropped under it; later ones do.
  await page.route(isIslandsCode, (route) => (answered++ ? route.fallback() : undefined));
  const requested = page.waitForRequest((request: Request) => isIslandsCode(new URL(request.url())));
  await page.goto(siteUrl);
  await headerEstimate(page).click();
  await requested;
  await dialogOf(page).getByLabel('Name').fill('Waiting Wendy');
  await page.clock.fastForward(121_000);
  await expect(loadError(page)).toBeVisible();

  await context.setOffline(true);
  const downloaded = page.waitForRequest((request: Request) => isIslandsCode(new URL(request.url())));
  await context.setOffline(false);
  await downloaded;
  await expect(dialogHydrated(page)).toHaveCount(1);
  await expect(loadError(page)).toBeHidden();
  await expect(dialogOf(page).getByLabel('Name')).toHaveValue('Waiting Wendy');
  await dialogOf(page).getByLabel('Email').fill('wendy@example.com');
  await dialogOf(page).getByRole('button', { name: 'Next' }).click();
  await expect(stepText(page)).toHaveText('Step 2 of 3');
});
