// Every kind of page, in both languages, at the widths of the phones and screens visitors use:
// nothing scrolls sideways, the header's controls and the business name never overlap, and a
// select never cuts its chosen text short.
import type { Page } from '@playwright/test';
import { loadSiteConfig } from '../../src/config/load.js';
import { planSite } from '../../src/plan/plan.js';
import { readFileSync } from 'node:fs';
import { expect, test as base } from './fixtures.js';
import { serveBuiltSite } from './served-site.js';

/** The default site with a number for text messages: a Text us link beside Call in the header, in English and Spanish. */
const test = base.extend<object, { textingSiteUrl: string }>({
  textingSiteUrl: [
    async ({}, use) => {
      const site = readFileSync('site.yaml', 'utf8');
      await serveBuiltSite('texting', { yaml: site.replace('  email: service@example.com\n', '  email: service@example.com\n  sms: "(201) 555-0142"\n') }, use);
    },
    { scope: 'worker' },
  ],
});

/** iPhone SE and mini (320, 375), Android phones (360, 412), recent iPhones (390), a tablet, a laptop. */
const WIDTHS = [320, 360, 375, 390, 412, 768, 1280];

/** The first page of each kind in each language of the default site. */
async function pagesOfEveryKind(): Promise<string[]> {
  const { config } = await loadSiteConfig('site.yaml');
  const first = new Map<string, string>();
  for (const route of planSite(config).routes) {
    const key = `${route.language} ${route.page.kind}`;
    if (!first.has(key)) first.set(key, route.sitePath);
  }
  return [...first.values()];
}

interface Box {
  what: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * What does not fit, as sentences: the page wider than the screen, two of the header's controls
 * (or a control and a line of the business name) on top of each other, a select cut short.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${window.innerWidth} px screen`);
    const seen = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const boxOf = (what: string, rect: DOMRect): Box => ({ what, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom });
    const header = document.querySelector('.site-header')!;
    const boxes: Box[] = [];
    // The name, line by line: its link's box is wider than its words. Each word whole on its line.
    const name = header.querySelector('.brand span:last-child');
    if (name) {
      const words = document.createRange();
      words.selectNodeContents(name);
      for (const line of Array.from(words.getClientRects())) boxes.push(boxOf('the name', line));
      const text = name.firstChild!;
      for (const word of text.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        if (new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1) problems.push(`the name's word "${word[0]}" is broken across lines`);
      }
    }
    for (const control of Array.from(header.querySelectorAll('.brand svg, .brand img, .header-bar > a:not(.brand), .desktop-nav a, .mobile-menu > summary'))) {
      if (seen(control)) boxes.push(boxOf(control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName.toLowerCase(), control.getBoundingClientRect()));
    }
    // Whole pixels: rounding may put two neighbours on the same one.
    const overlap = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        if (a.what !== b.what && overlap(a, b)) problems.push(`"${a.what}" and "${b.what}" overlap in the header`);
      }),
    );
    for (const box of boxes) if (box.left < 0 || box.right > window.innerWidth) problems.push(`"${box.what}" runs off the screen`);
    // A select shows its chosen option's text in one line: it must fit between the padding and the arrow.
    const ARROW = 20;
    const measure = document.createElement('canvas').getContext('2d')!;
    for (const select of Array.from(document.querySelectorAll('select'))) {
      if (!seen(select) || select.selectedIndex < 0) continue;
      const style = getComputedStyle(select);
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.options[select.selectedIndex]!.text;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW;
      if (measure.measureText(text).width > room) problems.push(`"${text}" is cut short in the ${select.name} select (${Math.round(measure.measureText(text).width)} px in ${Math.round(room)} px)`);
    }
    return problems;
  });
}

/** The longest option of each select of the /estimate/ form chosen in turn, the lot size's for a service with prices. */
async function everyChoiceFits(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const form = page.locator('form[data-estimate-page]');
  const service = form.locator('select[name=service]');
  const lotSize = form.locator('select[name=lotSize]');
  const services = await service.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  for (const title of services.filter(Boolean)) {
    await service.selectOption(title);
    problems.push(...(await layoutProblems(page)).map((problem) => `${title}: ${problem}`));
    if (!(await lotSize.count()) || (await lotSize.isDisabled())) continue;
    for (const size of await lotSize.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))) {
      await lotSize.selectOption(size);
      problems.push(...(await layoutProblems(page)).map((problem) => `${title}, ${size || 'no lot size'}: ${problem}`));
    }
  }
  return problems;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every kind of page, in English and Spanish, fits: nothing scrolls sideways or overlaps in the header', async ({ page, defaultSiteUrl }) => {
      for (const path of await pagesOfEveryKind()) {
        await page.goto(new URL(path, defaultSiteUrl).href);
        expect(await layoutProblems(page), path).toEqual([]);
      }
    });

    test('the estimate form shows every service and lot size whole, in English and Spanish', async ({ page, defaultSiteUrl }) => {
      for (const path of ['/estimate/', '/es/estimate/']) {
        await page.goto(new URL(path, defaultSiteUrl).href);
        expect(await everyChoiceFits(page), path).toEqual([]);
      }
    });

    test('the dialog shows every lot size whole on its last step, in English and Spanish', async ({ page, defaultSiteUrl }) => {
      for (const path of ['/', '/es/']) {
        await page.goto(new URL(path, defaultSiteUrl).href);
        await page.locator('[data-estimate-opener]').first().click();
        const dialog = page.getByRole('dialog');
        const fields = dialog.locator('fieldset:not([hidden])');
        await fields.locator('input[name=name]').fill('Pat Lee');
        await fields.locator('input[name=email]').fill('pat@example.org');
        await dialog.locator('button[type=submit]').click();
        await fields.locator('input[name=address]').fill('12 Elm Street');
        await fields.locator('select[name=service]').selectOption({ index: 1 }); // the first service has prices
        await dialog.locator('button[type=submit]').click();
        const lotSize = fields.locator('select[name=lotSize]');
        await expect(lotSize).toBeVisible();
        for (const size of await lotSize.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))) {
          await lotSize.selectOption(size);
          expect(await layoutProblems(page), `${path}, ${size || 'no lot size'}`).toEqual([]);
        }
      }
    });

    test('a header with a text link too fits, in English and Spanish', async ({ page, pennsylvaniaSiteUrl, textingSiteUrl }) => {
      for (const url of [pennsylvaniaSiteUrl, textingSiteUrl, new URL('/es/', textingSiteUrl).href]) {
        await page.goto(url);
        await expect(page.locator('.site-header a[href^="sms:"]')).toHaveCount(1);
        expect(await layoutProblems(page), url).toEqual([]);
      }
    });
  });
}
