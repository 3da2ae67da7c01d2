// /review/, where the printed card's QR code leads a customer: one link to write a review, asked of
// every visitor alike, in English and Spanish, accessible, and kept out of search results.
import { axe } from './axe.js';
import { expect, test } from './fixtures.js';

const REVIEW_LINK = 'https://g.page/r/example/review';

for (const [path, heading, button] of [
  ['/review/', 'Thank you for choosing Greenway Lawn & Landscape', 'Write a review'],
  ['/es/review/', 'Gracias por elegir a Greenway Lawn & Landscape', 'Escriba una reseña'],
] as const) {
  test.describe(path, () => {
    test('asks for a review with one link, and nothing to answer before it', async ({ page, defaultSiteUrl }) => {
      await page.goto(defaultSiteUrl + path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(main.getByRole('link')).toHaveCount(1);
      await expect(main.getByRole('link', { name: button })).toHaveAttribute('href', REVIEW_LINK);
      // No stars, rating or "were you happy?" before it: nothing in the page's content takes an answer.
      for (const role of ['radio', 'slider', 'spinbutton', 'textbox', 'combobox', 'checkbox', 'button'] as const) await expect(main.getByRole(role)).toHaveCount(0);
      // The link is the first thing the keyboard reaches in the content.
      await main.focus();
      await page.keyboard.press('Tab');
      await expect(main.getByRole('link', { name: button })).toBeFocused();
    });

    test('asks search engines not to list it', async ({ page, defaultSiteUrl }) => {
      await page.goto(defaultSiteUrl + path);
      await expect(page.locator('head meta[name=robots]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('head link[rel=canonical]')).toHaveCount(0);
    });

    test('passes axe', { tag: '@both-screens' }, async ({ page, defaultSiteUrl }) => {
      await page.goto(defaultSiteUrl + path);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const { violations } = await axe(page).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
    });
  });
}
