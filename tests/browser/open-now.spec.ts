import { axe } from './axe.js';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// The Pennsylvania company is open Mon–Fri 7:30 AM – 5:00 PM and Sat 8:00 AM – 1:00 PM, New York
// time. The visitor's browser is in Tokyo (14 hours ahead in winter, 13 in summer), so every answer
// here comes from the business's clock, not the visitor's.
test.use({ timezoneId: 'Asia/Tokyo' });

const ANY_TIME = 'You can send us a request any time.';
const footer = (page: Page) => page.getByRole('contentinfo');

/**
 * Records the layout shifts from now on; the returned function gives them, once the browser has
 * reported them (two frames on), each with the elements it moved, so a failure says what moved.
 */
async function watchLayoutShifts(page: Page): Promise<() => Promise<{ value: number; moved: string[] }[]>> {
  await page.evaluate(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        shifts.push({ value: entry.value, moved: entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?') });
      }
    }).observe({ type: 'layout-shift' });
  });
  return async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate(() => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts);
  };
}

/** The box of the open-now line (found by what it says), rounded to whole pixels. */
async function lineBox(page: Page, says: string) {
  const box = (await footer(page).getByText(says, { exact: true }).boundingBox())!;
  return { y: Math.round(box.y), height: Math.round(box.height) };
}

/** Opens the home page with the browser's clock at `moment`; its timers run only when the test moves the clock. */
async function visitAt(page: Page, url: string, moment: string) {
  await page.clock.install({ time: new Date(moment) });
  await page.goto(url);
}

test.describe('open now, in the footer', () => {
  test('a weekday morning: open, and when it closes; at closing time it says when it opens next, in the same space', { tag: '@both-screens' }, async ({ page, pennsylvaniaSiteUrl }) => {
    await visitAt(page, pennsylvaniaSiteUrl, '2027-03-10T09:00:00-05:00'); // Wednesday; 23:00 in Tokyo
    const open = 'Open now · closes at 5:00 PM';
    await expect(footer(page).getByText(open)).toBeVisible();
    const before = await lineBox(page, open);
    const layoutShifts = await watchLayoutShifts(page);

    // The clock runs while the page loads, a second or more on a busy machine: a minute's margin.
    await page.clock.fastForward('07:59:00'); // 4:59 PM: not yet
    await expect(footer(page).getByText(open)).toBeVisible();
    await page.clock.fastForward(60_000);
    const closed = `Closed now · opens tomorrow at 7:30 AM. ${ANY_TIME}`;
    await expect(footer(page).getByText(closed)).toBeVisible();
    expect(await lineBox(page, closed), 'the line keeps its place and height').toEqual(before);
    expect(await layoutShifts(), 'nothing moves when the line changes').toEqual([]);
  });

  test('a Sunday: closed, opens tomorrow, and a request can be sent any time', async ({ page, pennsylvaniaSiteUrl }) => {
    await visitAt(page, pennsylvaniaSiteUrl, '2027-03-07T11:00:00-05:00');
    await expect(footer(page).getByText(`Closed now · opens tomorrow at 7:30 AM. ${ANY_TIME}`)).toBeVisible();
    await expect(footer(page).getByRole('heading', { name: 'Hours' })).toBeVisible();
  });

  test('the night the clocks spring forward (2027-03-14): a page open since Saturday says open at 7:30 AM EDT on Monday', async ({ page, pennsylvaniaSiteUrl }) => {
    await visitAt(page, pennsylvaniaSiteUrl, '2027-03-13T14:00:00-05:00');
    await expect(footer(page).getByText(`Closed now · opens Monday at 7:30 AM. ${ANY_TIME}`)).toBeVisible();
    await page.clock.fastForward('10:00:01'); // Sunday 00:00:01 EST
    await expect(footer(page).getByText(`Closed now · opens tomorrow at 7:30 AM. ${ANY_TIME}`)).toBeVisible();
    // Monday 00:00:30 EDT: a day on the wall, 23 hours in real time (2:00 AM became 3:00 AM).
    await page.clock.fastForward('23:00:29');
    await expect(footer(page).getByText(`Closed now · opens today at 7:30 AM. ${ANY_TIME}`)).toBeVisible();
    await page.clock.fastForward('07:29:00');
    await expect(footer(page).getByText(`Closed now · opens today at 7:30 AM. ${ANY_TIME}`)).toBeVisible();
    await page.clock.fastForward('00:31');
    await expect(footer(page).getByText('Open now · closes at 5:00 PM')).toBeVisible();
  });

  test('the night the clocks fall back (2027-11-07): a page open since Saturday says open at 7:30 AM EST on Monday', async ({ page, pennsylvaniaSiteUrl }) => {
    await visitAt(page, pennsylvaniaSiteUrl, '2027-11-06T14:00:00-04:00');
    await expect(footer(page).getByText(`Closed now · opens Monday at 7:30 AM. ${ANY_TIME}`)).toBeVisible();
    await page.clock.fastForward('10:00:01'); // Sunday 00:00:01 EDT
    await expect(footer(page).getByText(`Closed now · opens tomorrow at 7:30 AM. ${ANY_TIME}`)).toBeVisible();
    // Sunday 11:59:30 PM EST: 24 hours on the wall, 25 in real time (2:00 AM became 1:00 AM); then Monday.
    await page.clock.fastForward('24:59:29');
    await expect(footer(page).getByText(`Closed now · opens tomorrow at 7:30 AM. ${ANY_TIME}`)).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(footer(page).getByText(`Closed now · opens today at 7:30 AM. ${ANY_TIME}`)).toBeVisible();
    await page.clock.fastForward('07:29:00');
    await expect(footer(page).getByText(`Closed now · opens today at 7:30 AM. ${ANY_TIME}`)).toBeVisible();
    await page.clock.fastForward('00:31');
    await expect(footer(page).getByText('Open now · closes at 5:00 PM')).toBeVisible();
  });

  test('during the night the clocks change, Sunday 1:30 AM says it opens tomorrow', async ({ page, pennsylvaniaSiteUrl }) => {
    await visitAt(page, pennsylvaniaSiteUrl, '2027-11-07T01:30:00-05:00'); // the second 1:30 AM that night
    await expect(footer(page).getByText(`Closed now · opens tomorrow at 7:30 AM. ${ANY_TIME}`)).toBeVisible();
  });

  test('passes axe', { tag: '@both-screens' }, async ({ page, pennsylvaniaSiteUrl }) => {
    await visitAt(page, pennsylvaniaSiteUrl, '2027-03-10T09:00:00-05:00');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await footer(page).scrollIntoViewIfNeeded();
    expect((await axe(page).include('footer').analyze()).violations).toEqual([]);
  });

  test('without JavaScript the hours stand alone', async ({ browser, pennsylvaniaSiteUrl }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pennsylvaniaSiteUrl);
    await expect(footer(page).getByText('Mon – Fri')).toBeVisible();
    await expect(footer(page).getByText(/Open now|Closed now/)).toBeHidden();
    const hours = await footer(page).locator('.opening-hours').boundingBox();
    const column = await footer(page).getByRole('heading', { name: 'Hours' }).locator('..').boundingBox();
    expect(Math.round(column!.y + column!.height), 'nothing kept below the hours').toBe(Math.round(hours!.y + hours!.height));
    await context.close();
  });
});
