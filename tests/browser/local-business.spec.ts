import { axe } from './axe.js';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { expect, headerHydrated, test as base } from './fixtures.js';
import { serveBuiltSite } from './served-site.js';

/** The Pennsylvania company, which has every local business key (hours, profiles, rating, questions), built and served once per worker. */
const test = base.extend<object, { paSiteUrl: string }>({
  paSiteUrl: [
    async ({}, use) => serveBuiltSite('pa', { configFile: join(import.meta.dirname, '..', 'fixtures', 'pennsylvania.yaml') }, use),
    { scope: 'worker' },
  ],
});

const callLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Call (610) 555-0123' });
const textLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Text us (610) 555-0124' });

/** Where the header's controls sit, rounded to whole pixels, and how far the brand's words reach. */
async function headerLayout(page: Page) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).boundingBox();
    if (!found) throw new Error(`${selector} is not shown`);
    return { left: Math.round(found.x), right: Math.round(found.x + found.width), top: Math.round(found.y), bottom: Math.round(found.y + found.height) };
  };
  // A word too long for its box spills out of it, over the button beside it: measured on the text itself.
  const brandText = await page.locator('.site-header .brand span').evaluate((name) => {
    const range = document.createRange();
    range.selectNodeContents(name);
    return Math.max(...Array.from(range.getClientRects(), (rect) => Math.round(rect.right)));
  });
  return {
    header: await box('.site-header'),
    brand: await box('.site-header .brand'),
    brandText,
    estimate: await box('.site-header .header-cta'),
    call: await box('.site-header .header-call[href^="tel:"]'),
    text: await box('.site-header .header-call[href^="sms:"]'),
    menu: await box('.site-header .mobile-menu > summary'),
  };
}

test.describe('the call and text links in the header', () => {
  test('are one tap away on phones from 320 to 430 px, on one bar that keeps its height, and hidden on a desktop', { tag: '@both-screens' }, async ({ page, paSiteUrl, isMobile }) => {
    await page.goto(paSiteUrl);
    if (!isMobile) {
      await expect(callLink(page)).toBeHidden();
      await expect(textLink(page)).toBeHidden();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Get Estimate' })).toBeVisible();
      return;
    }
    const heights = new Set<number>();
    for (const width of [320, 335, 360, 375, 390, 412, 430]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(callLink(page), `${width} px`).toBeVisible();
      await expect(callLink(page), `${width} px`).toHaveAttribute('href', 'tel:+16105550123');
      await expect(textLink(page), `${width} px`).toBeVisible();
      await expect(textLink(page), `${width} px`).toHaveAttribute('href', 'sms:+16105550124');
      const { header, brand, brandText, estimate, call, text, menu } = await headerLayout(page);
      heights.add(header.bottom - header.top);
      // Left to right without overlapping, all inside the screen: brand, Get Estimate, Call, Text us, menu.
      expect([brand.right <= estimate.left, brandText < estimate.left, estimate.right <= call.left, call.right <= text.left, text.right <= menu.left], `${width} px`).toEqual([
        true,
        true,
        true,
        true,
        true,
      ]);
      expect([brand.left >= 0, menu.right <= width], `${width} px`).toEqual([true, true]);
      for (const [name, link] of [['call', call], ['text', text]] as const) {
        expect(link.top >= header.top && link.bottom <= header.bottom, `${width} px: ${name} inside the bar`).toBe(true);
        expect(link.bottom - link.top, `${width} px: ${name} a thumb-sized target`).toBeGreaterThanOrEqual(44);
        expect(link.right - link.left, `${width} px: ${name} a thumb-sized target`).toBeGreaterThanOrEqual(40);
      }
    }
    expect([...heights], 'the header bar is as tall at every width').toHaveLength(1);
  });

  test('say their words under their icons where there is room, and keep them for screen readers below 340 px', async ({ page, paSiteUrl }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(paSiteUrl);
    await expect(page.getByRole('banner').getByText('Text us', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Call', { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 320, height: 640 });
    // Clipped to a single pixel, as visually hidden text is: no room taken on screen, still read out.
    await expect.poll(async () => (await page.getByRole('banner').getByText('Text us', { exact: true }).boundingBox())?.width).toBeLessThanOrEqual(1);
    await expect(textLink(page)).toBeVisible();
  });

  test('a site without business.sms has no text link, and its header is laid out as before', async ({ page, siteUrl }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(siteUrl);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Call/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Text us/ })).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('Call', { exact: true })).toBeVisible();
  });

  test('stays where it is when the header comes to life', async ({ page, paSiteUrl }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(paSiteUrl);
    const before = await headerLayout(page);
    await page.getByRole('banner').locator('summary').hover(); // the sign of intent that brings React in
    await expect(headerHydrated(page)).toHaveCount(1);
    expect(await headerLayout(page)).toEqual(before);
  });
});

test.describe('questions and answers', () => {
  test('an answer opens and closes with the keyboard, its question showing where the focus is', async ({ page, paSiteUrl }) => {
    await page.goto(paSiteUrl);
    const first = page.getByText('Do I need to be home for the estimate?');
    const second = page.getByText('Which towns do you serve?');
    const answer = page.getByText('Wayne and the Main Line towns around it.');
    await first.focus();
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    expect(await second.evaluate((summary) => getComputedStyle(summary).outlineStyle), 'a visible focus ring').not.toBe('none');
    await expect(answer).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
  });

  test('open without JavaScript, and the town page takes you back to the top', async ({ browser, paSiteUrl }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${paSiteUrl}/services/mowing/`);
    await page.getByText('Do you bag the clippings?').click();
    await expect(page.getByText('We mulch them back into the lawn unless you ask us to bag them.')).toBeVisible();

    await page.goto(`${paSiteUrl}/lawn-care-wayne-pa/`);
    await page.getByRole('button', { name: 'Get Your Free Estimate' }).click();
    await expect(page).toHaveURL(/#top$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

test.describe('pages with every local business key', () => {
  for (const path of ['/', '/services/mowing/', '/lawn-care-wayne-pa/']) {
    test(`${path} passes axe, with a question open`, { tag: '@both-screens' }, async ({ page, paSiteUrl }) => {
      await page.goto(paSiteUrl + path);
      await page.emulateMedia({ reducedMotion: 'reduce' }); // audit the final look, not a fade in progress
      const question = page.locator('details.faq-entry').first();
      if ((await question.count()) > 0) await question.evaluate((details) => ((details as HTMLDetailsElement).open = true));
      expect((await axe(page).analyze()).violations).toEqual([]);
    });
  }

  test('the footer shows the hours and names each profile for screen readers', { tag: '@both-screens' }, async ({ page, paSiteUrl }) => {
    await page.goto(paSiteUrl);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Hours' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Keystone Yard Care on Facebook' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Keystone Yard Care on Nextdoor' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'More pages' }).getByRole('link')).toHaveText(['Our Services', 'Get Your Free Estimate']);
  });

  test('the footer has a Text us link beside the phone number, a text message to the number in +1 form', { tag: '@both-screens' }, async ({ page, paSiteUrl }) => {
    await page.goto(paSiteUrl);
    const footer = page.getByRole('contentinfo');
    const phone = footer.getByRole('link', { name: '(610) 555-0123' });
    const text = footer.getByRole('link', { name: 'Text us (610) 555-0124' });
    await expect(text).toHaveAttribute('href', 'sms:+16105550124');
    await expect(text).toHaveText('Text us (610) 555-0124'); // the number for screen readers; on screen only the words
    const [phoneBox, textBox] = [await phone.boundingBox(), await text.boundingBox()];
    expect(Math.abs(phoneBox!.y - textBox!.y), 'on the line of the phone number').toBeLessThan(4);
    expect(textBox!.x).toBeGreaterThan(phoneBox!.x + phoneBox!.width);
  });
});
