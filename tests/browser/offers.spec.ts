import { axe } from './axe.js';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// The Pennsylvania site is built as if on 2027-05-10: "Spring cleanup 10% off" (to 2027-04-30) has
// ended and is left out, "May mowing special" (2027-05-01 to 2027-05-31) runs, and "Summer aeration
// 15% off" (2027-06-01 to 2027-06-30) is to come. The visitor's day decides what shows.
const MAY = 'May mowing special: first cut free';
const SUMMER = 'Summer aeration 15% off';

// A visitor on the east coast: late in the evening it is already the next day in UTC, so these
// tests also tell the visitor's own calendar from UTC's.
test.use({ timezoneId: 'America/New_York' });

/** The banner, found even while hidden, so "hidden" is told from "missing". */
const offers = (page: Page) => page.getByRole('region', { name: 'Current offers', includeHidden: true });

/** The page is there (its main heading shows), and the banner is in it, hidden. */
async function expectHiddenBanner(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offers(page)).toHaveCount(1);
  await expect(offers(page)).toBeHidden();
}

/** The sum of the page's layout shifts so far, once the browser has reported them (two frames on). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );

/** Opens the home page at a moment of the visitor's clock, the page script held back to show the inline script alone decides. */
async function visitAt(page: Page, url: string, moment: string) {
  await page.clock.setFixedTime(new Date(moment));
  await page.route('**/assets/boot-*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto(url);
}

test.describe('the offer banner', () => {
  test('is hidden on the day before the first offer starts, late in the evening', async ({ page, pennsylvaniaSiteUrl }) => {
    await visitAt(page, pennsylvaniaSiteUrl, '2027-04-30T23:30:00-04:00'); // 2027-05-01 in UTC
    await expectHiddenBanner(page);
    await expect(offers(page).getByText(MAY)).toBeHidden();
  });

  test('shows the offer from the morning of its first day, as a link to its page', { tag: '@both-screens' }, async ({ page, pennsylvaniaSiteUrl }) => {
    await visitAt(page, pennsylvaniaSiteUrl, '2027-05-01T00:05:00-04:00');
    await expect(offers(page)).toBeVisible();
    await expect(offers(page).getByRole('link', { name: MAY })).toBeVisible();
    await expect(offers(page).getByText(SUMMER)).toBeHidden();
    await offers(page).getByRole('link', { name: MAY }).click();
    await expect(page).toHaveURL(/\/lawn-care-wayne-pa\/$/);
  });

  test('still shows the offer late on its last day', async ({ page, pennsylvaniaSiteUrl }) => {
    await visitAt(page, pennsylvaniaSiteUrl, '2027-05-31T23:30:00-04:00'); // 2027-06-01 in UTC
    await expect(offers(page).getByRole('link', { name: MAY })).toBeVisible();
    await expect(offers(page).getByText(SUMMER)).toBeHidden();
  });

  test('shows the next offer, and not the last one, the day after it ends', async ({ page, pennsylvaniaSiteUrl }) => {
    await visitAt(page, pennsylvaniaSiteUrl, '2027-06-01T00:05:00-04:00');
    await expect(offers(page).getByRole('link', { name: SUMMER })).toBeVisible();
    await expect(offers(page).getByText(MAY)).toBeHidden();
  });

  test('is hidden once every offer in the build has ended', async ({ page, pennsylvaniaSiteUrl }) => {
    await visitAt(page, pennsylvaniaSiteUrl, '2027-07-01T12:00:00-04:00');
    await expectHiddenBanner(page);
  });

  test('never shows an offer that had ended when the site was built', async ({ page, pennsylvaniaSiteUrl }) => {
    await visitAt(page, pennsylvaniaSiteUrl, '2027-04-15T12:00:00-04:00');
    await expectHiddenBanner(page);
    await expect(page.getByText('Spring cleanup')).toHaveCount(0);
  });

  test('is decided before the first paint: the page does not shift', async ({ page, pennsylvaniaSiteUrl }) => {
    // Built showing May's offer; on the visitor's day none shows, so a late decision would move the whole page up.
    await visitAt(page, pennsylvaniaSiteUrl, '2027-07-01T12:00:00-04:00');
    await expectHiddenBanner(page);
    expect(await layoutShift(page)).toBe(0);
  });

  test('shows the day the site was built for to a visitor without JavaScript', async ({ browser, pennsylvaniaSiteUrl }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pennsylvaniaSiteUrl);
    await expect(offers(page).getByRole('link', { name: MAY })).toBeVisible();
    await expect(offers(page).getByText(SUMMER)).toBeHidden();
    await context.close();
  });

  test('is reached by keyboard after the skip link, before the header', async ({ page, pennsylvaniaSiteUrl }) => {
    await visitAt(page, pennsylvaniaSiteUrl, '2027-05-10T12:00:00-04:00');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(offers(page).getByRole('link', { name: MAY })).toBeFocused();
  });

  test('passes axe, colour contrast included', { tag: '@both-screens' }, async ({ page, pennsylvaniaSiteUrl }) => {
    await visitAt(page, pennsylvaniaSiteUrl, '2027-05-10T12:00:00-04:00');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(offers(page)).toBeVisible();
    expect((await axe(page).include('[data-offer-banner]').analyze()).violations).toEqual([]);
  });

  test('fits a 320 px phone without scrolling sideways', async ({ browser, pennsylvaniaSiteUrl }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2027-05-10T12:00:00-04:00'));
    await page.goto(pennsylvaniaSiteUrl);
    await expect(offers(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await context.close();
  });
});
