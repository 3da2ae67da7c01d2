import type { Page } from '@playwright/test';
import { dialogHydrated, expect, test } from './fixtures.js';

const toggle = (page: Page) => page.getByRole('banner').locator('summary');
const menuPanel = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

/** Hover a Get Estimate control, the sign of intent that brings React in, and wait for it. */
async function hydrate(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Get Estimate', exact: true }).hover();
  await expect(dialogHydrated(page)).toHaveCount(1);
  await expect(page.locator('.island:has(header)[data-hydrated]')).toHaveCount(1);
}

test.describe('mobile menu', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the menu toggle only shows on small screens');
  });

  for (const when of ['before React loads', 'after the header island hydrated'] as const) {
    test(`opens with Home, the services and Get Estimate, and says it is expanded (${when})`, async ({ page, siteUrl }) => {
      await page.goto(siteUrl);
      if (when !== 'before React loads') await hydrate(page);
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle(page)).toHaveAccessibleName('Menu');
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(menuPanel(page).getByRole('link')).toHaveText(['Home', 'Mowing', 'Snow Removal', 'Get Estimate']);
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menuPanel(page)).toBeHidden();
    });

    test(`Escape closes it and puts focus back on the toggle (${when})`, async ({ page, siteUrl }) => {
      await page.goto(siteUrl);
      if (when !== 'before React loads') await hydrate(page);
      await toggle(page).click();
      await expect(menuPanel(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menuPanel(page)).toBeHidden();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle(page)).toBeFocused();
    });

    test(`choosing Get Estimate closes it and opens the dialog (${when})`, async ({ page, siteUrl }) => {
      await page.goto(siteUrl);
      if (when !== 'before React loads') await hydrate(page);
      await toggle(page).click();
      await menuPanel(page).getByRole('link', { name: 'Get Estimate' }).click();
      await expect(page.getByRole('dialog', { name: 'Get Your Free Estimate' })).toBeVisible();
      await expect(menuPanel(page)).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(toggle(page)).toBeFocused(); // the opener is hidden in the closed menu
    });

    test(`choosing a link closes it (${when})`, async ({ page, siteUrl }) => {
      await page.goto(`${siteUrl}/services/mowing/`);
      if (when !== 'before React loads') await hydrate(page);
      await toggle(page).click();
      // Block the navigation to see the menu's own reaction to the click.
      await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }));
      await menuPanel(page).getByRole('link', { name: 'Snow Removal' }).click();
      await expect(menuPanel(page)).toBeHidden();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('Escape pressed the moment it opens closes it, before the toggle event has arrived', async ({ page, siteUrl }) => {
    await page.goto(siteUrl);
    await hydrate(page);
    // A slow phone can take a key press between the click and the toggle event that follows it.
    const stillOpen = await page.evaluate(() => {
      const menu = document.querySelector('details.mobile-menu') as HTMLDetailsElement;
      menu.querySelector('summary')!.click();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      return menu.open;
    });
    expect(stillOpen).toBe(false);
    await expect(menuPanel(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click outside closes it', async ({ page, siteUrl }) => {
    await page.goto(siteUrl);
    await toggle(page).click();
    await page.mouse.click(200, 800); // below the open menu panel
    await expect(menuPanel(page)).toBeHidden();
  });

  test('opens, closes and navigates with JavaScript off', async ({ browser, siteUrl }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl);
    await toggle(page).click();
    await expect(menuPanel(page)).toBeVisible();
    await toggle(page).click();
    await expect(menuPanel(page)).toBeHidden();
    await toggle(page).click();
    await menuPanel(page).getByRole('link', { name: 'Mowing' }).click();
    await expect(page).toHaveURL(`${siteUrl}/services/mowing/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mowing');
    await context.close();
  });
});
