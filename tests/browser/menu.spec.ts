import type { Page } from '@playwright/test';
import { dialogOf, expect, headerHydrated, holdIslands, test } from './fixtures.js';

const toggle = (page: Page) => page.getByRole('banner').locator('summary');
/** The menu's <details>: its `open` is what assistive technology reports as expanded. */
const menu = (page: Page) => page.getByRole('banner').getByRole('group');
const menuPanel = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

/** Hover the menu toggle, the sign of intent that brings React in, and wait for it. */
async function hydrate(page: Page) {
  await toggle(page).hover();
  await expect(headerHydrated(page)).toHaveCount(1);
}

// The menu toggle only shows on small screens: these run in the phone project alone (untagged).
test.describe('mobile menu', () => {
  test('opens with Home, the services and Get Estimate, and closes again, before React arrives', async ({ page, siteUrl }) => {
    await holdIslands(page);
    await page.goto(siteUrl);
    await expect(toggle(page)).toHaveAccessibleName('Menu');
    await expect(menu(page)).toHaveJSProperty('open', false);
    await toggle(page).click();
    await expect(menu(page)).toHaveJSProperty('open', true);
    await expect(menuPanel(page).getByRole('link')).toHaveText(['Home', 'Mowing', 'Snow Removal', 'Get Estimate']);
    await toggle(page).click();
    await expect(menu(page)).toHaveJSProperty('open', false);
    await expect(menuPanel(page)).toBeHidden();
    await expect(headerHydrated(page)).toHaveCount(0);
  });

  test('choosing Get Estimate closes it and opens the dialog, before and after React arrives', async ({ page, siteUrl }) => {
    const release = await holdIslands(page);
    await page.goto(siteUrl);
    for (const when of ['before React', 'after React'] as const) {
      if (when === 'after React') {
        release();
        await expect(headerHydrated(page)).toHaveCount(1);
      }
      await toggle(page).click();
      await menuPanel(page).getByRole('link', { name: 'Get Estimate' }).click();
      await expect(dialogOf(page), when).toBeVisible();
      await expect(menu(page), when).toHaveJSProperty('open', false);
      await page.keyboard.press('Escape');
      await expect(dialogOf(page), when).toBeHidden();
      await expect(toggle(page), when).toBeFocused(); // the opener is hidden in the closed menu
    }
  });

  test('a tap on the toggle brings React in; then Escape, a click elsewhere and choosing a link each close it', async ({ page, siteUrl }) => {
    await page.goto(`${siteUrl}/services/mowing/`);
    await toggle(page).tap();
    await expect(menu(page)).toHaveJSProperty('open', true);
    await expect(headerHydrated(page)).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(menu(page), 'Escape').toHaveJSProperty('open', false);
    await expect(toggle(page)).toBeFocused();

    await toggle(page).click();
    await page.mouse.click(200, 800); // below the open menu panel
    await expect(menu(page), 'a click elsewhere').toHaveJSProperty('open', false);

    await toggle(page).click();
    // Block the navigation to see the menu's own reaction to the click.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }));
    await menuPanel(page).getByRole('link', { name: 'Snow Removal' }).click();
    await expect(menu(page), 'choosing a link').toHaveJSProperty('open', false);
  });

  test('Escape pressed the moment it opens closes it, before the toggle event has arrived', async ({ page, siteUrl }) => {
    await page.goto(siteUrl);
    await hydrate(page);
    // A slow phone can take a key press between the click and the toggle event that follows it.
    const stillOpen = await page.evaluate(() => {
      const details = document.querySelector('details.mobile-menu') as HTMLDetailsElement;
      details.querySelector('summary')!.click();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      return details.open;
    });
    expect(stillOpen).toBe(false);
    await expect(menuPanel(page)).toBeHidden();
    await expect(menu(page)).toHaveJSProperty('open', false);
  });

  test('keeps its room in the header, so a header painted before the menu is read moves nothing when it arrives', async ({ page, defaultSiteUrl }) => {
    const places = () => page.getByRole('banner').locator('.header-bar > *').evaluateAll((items) => items.map((item) => `${item.className}: ${Math.round(item.getBoundingClientRect().x)}`));
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${defaultSiteUrl}/es/`);
      const withMenu = await places();
      await menu(page).evaluate((details) => details.remove());
      expect(await places(), `${width} px`).toEqual(withMenu.slice(0, -1));
    }
  });

  test('opens, closes and navigates with JavaScript off', async ({ browser, siteUrl }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl);
    await toggle(page).click();
    await expect(menu(page)).toHaveJSProperty('open', true);
    await expect(menuPanel(page)).toBeVisible();
    await toggle(page).click();
    await expect(menu(page)).toHaveJSProperty('open', false);
    await expect(menuPanel(page)).toBeHidden();
    await toggle(page).click();
    await menuPanel(page).getByRole('link', { name: 'Mowing' }).click();
    await expect(page).toHaveURL(`${siteUrl}/services/mowing/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mowing');
    await context.close();
  });
});
