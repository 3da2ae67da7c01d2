import { axe } from './axe.js';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** Every photo file the page asks for, by file name, as the requests are made. */
function photoRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/assets/photos/')) names.push(url.pathname.split('/').pop()!);
  });
  return names;
}

/** Two frames after the load event: the browser has laid the page out and decided which lazy photos are near. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe('photos', () => {
  test('the banner photo is fetched first, in a modern format sized for the screen', async ({ page, photoSiteUrl }) => {
    const requested = photoRequests(page);
    await page.goto(`${photoSiteUrl}/`);
    await settle(page);
    const banner = page.getByRole('img', { name: 'A striped front lawn' });
    expect(await banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Before any other photo; the header's small logo aside, which is lazy: a busy phone that paints
    // the header before it has read the rest of the page finds the logo on the screen and asks for it.
    expect(requested.filter((name) => !name.startsWith('logo-'))[0]).toMatch(/^hero-front-lawn-\d+-[0-9a-f]{8}\.avif$/);
    // The narrowest file at least as wide as the screen's device pixels.
    const [chosen, needed] = await banner.evaluate((img: HTMLImageElement) => [img.currentSrc, window.innerWidth * window.devicePixelRatio]);
    const widths = (await banner.evaluate((img) => img.closest('picture')!.querySelector('source')!.srcset)).split(', ').map((entry) => Number.parseInt(entry.split(' ')[1]!, 10));
    expect(chosen).toContain(`hero-front-lawn-${widths.find((width) => width >= Number(needed))}-`);
  });

  // Lighthouse's phone and a desktop: each photo they fetch is an AVIF one of the two widths
  // around what its slot needs at the screen's density (Chromium may take the narrower of the two).
  for (const [screen, viewport, deviceScaleFactor] of [
    ['a phone 412 px wide at 1.75x', { width: 412, height: 823 }, 1.75],
    ['a 1280 px desktop', { width: 1280, height: 800 }, 1],
  ] as const) {
    test(`${screen} gets each photo sized for its slot`, async ({ browser, photoSiteUrl }) => {
      const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile: deviceScaleFactor > 1 });
      const page = await context.newPage();
      for (const [path, name] of [['/', 'A striped front lawn'], ['/services/mowing/', undefined], ['/projects/', 'New patio, after']] as const) {
        await page.goto(photoSiteUrl + path);
        const img = name ? page.getByRole('img', { name }) : page.locator('.page-photo img');
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
        const { chosen, needed, offered } = await img.evaluate((element: HTMLImageElement) => ({
          chosen: element.currentSrc,
          needed: element.getBoundingClientRect().width * window.devicePixelRatio,
          offered: element.closest('picture')!.querySelector('source')!.srcset.split(', ').map((entry) => Number.parseInt(entry.split(' ')[1]!, 10)),
        }));
        const above = offered.find((width) => width >= needed) ?? offered.at(-1)!;
        const below = [...offered].reverse().find((width) => width < needed) ?? above;
        expect(chosen, `${path}: ${needed} px needed of ${offered.join(', ')}`).toMatch(new RegExp(`-(${above}|${below})-[0-9a-f]{8}\\.avif$`));
      }
      await context.close();
    });
  }

  test('photos far below the screen are not fetched until scrolled near', async ({ page, photoSiteUrl }) => {
    const requested = photoRequests(page);
    await page.goto(`${photoSiteUrl}/projects/`);
    await settle(page);
    const last = page.getByRole('img', { name: 'Sprinklers, after' });
    // Chromium loads a lazy photo up to 1250 px ahead on a 4G phone, 3000 px when it knows nothing of
    // the connection (its headless shell): the last photo is beyond both.
    expect(await last.evaluate((img) => img.getBoundingClientRect().top - window.innerHeight)).toBeGreaterThan(3300);
    expect(requested.length).toBeGreaterThan(0); // the photos near the top
    expect(requested.filter((name) => name.startsWith('project-west-windsor-sprinklers'))).toEqual([]);
    const arrived = page.waitForRequest((request) => request.url().includes('/project-west-windsor-sprinklers-'));
    await last.scrollIntoViewIfNeeded();
    await arrived;
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('nothing on the page moves when the photos arrive', async ({ page, photoSiteUrl }) => {
    for (const path of ['/', '/projects/', '/services/mowing/', '/lawn-care-springfield-nj/']) {
      await page.goto(photoSiteUrl + path);
      await page.evaluate(async () => {
        // Scroll through, so that every lazy photo loads, then wait for each.
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => undefined)));
      });
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
          }),
      );
      expect(shift, path).toBe(0);
      expect(await page.evaluate(() => Array.from(document.images).filter((img) => !img.complete || img.naturalWidth === 0).length), path).toBe(0);
    }
  });

  test('a before and after pair is labelled and shown with JavaScript off', async ({ browser, photoSiteUrl }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${photoSiteUrl}/projects/`);
    const pair = page.locator('.project', { hasText: 'Lawn renovation' }).locator('figure');
    await expect(pair).toHaveText(['Before', 'After']);
    for (const name of ['Lawn renovation, before', 'Lawn renovation, after']) {
      const img = page.getByRole('img', { name });
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }
    await context.close();
  });

  for (const path of ['/', '/projects/', '/lawn-care-springfield-nj/']) {
    test(`${path} with photos passes axe`, async ({ page, photoSiteUrl }) => {
      await page.goto(photoSiteUrl + path);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect((await axe(page).analyze()).violations).toEqual([]);
    });
  }
});
