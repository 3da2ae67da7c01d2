import { axe } from './axe.js';
import type { Browser, TestInfo } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.js';

const PAGES = ['/', '/services/', '/services/mowing/', '/lawn-care-shelbyville-nj/', '/estimate/', '/services/no-such-service/'];

async function pageWithoutJavaScript(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test.describe('every page', () => {
  for (const path of PAGES) {
    // The screen width changes only the header and the grids, the same on every page: one page
    // is audited on a desktop screen too.
    const tag = path === '/' ? ['@both-screens'] : [];
    test(`${path} passes axe`, { tag }, async ({ page, siteUrl, expectedConsole }) => {
      expectedConsole.push(/^Failed to load resource: .* 404/); // the not-found page's own status
      await page.goto(siteUrl + path);
      await page.emulateMedia({ reducedMotion: 'reduce' }); // audit the final look, not a fade in progress
      expect((await axe(page).analyze()).violations).toEqual([]);
    });
  }

  test('nothing scrolls sideways on a 320 px phone', async ({ browser, siteUrl }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(siteUrl + path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBe(0);
    }
    await context.close();
  });

  test('the copyright year is the year the visitor reads the page in', async ({ page, siteUrl }) => {
    await page.clock.setFixedTime(new Date('2031-06-01T12:00:00'));
    await page.goto(siteUrl);
    await expect(page.getByRole('contentinfo')).toContainText('© 2031 Test Mowers. All rights reserved.');
  });
});

test.describe('header', () => {
  test('leads to the service pages: as links on a wide screen, through the menu on a phone', { tag: '@both-screens' }, async ({ page, siteUrl, isMobile }) => {
    await page.goto(siteUrl);
    const header = page.getByRole('banner');
    const links = header.getByRole('navigation', { name: 'Main' });
    const toggle = header.locator('summary');
    await expect(header.getByRole('link', { name: 'Get Estimate', exact: true })).toBeVisible();
    if (isMobile) {
      await expect(links).toBeHidden();
      await expect(toggle).toBeVisible();
    } else {
      await expect(links.getByRole('link')).toHaveText(['Mowing', 'Snow Removal']);
      await expect(toggle).toBeHidden();
    }
  });
});

test.describe('with JavaScript off', () => {
  test('every kind of page shows its content, none of it waiting for a fade-in, and its links work', async ({ browser, siteUrl }, testInfo) => {
    const { context, page } = await pageWithoutJavaScript(browser, testInfo);
    await page.goto(siteUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mowing Made Simple');
    const opacities = await page.locator('[data-fade-in]').evaluateAll((sections) => sections.map((s) => getComputedStyle(s).opacity));
    expect(opacities.length).toBeGreaterThan(3);
    expect(new Set(opacities)).toEqual(new Set(['1']));
    await page.getByRole('link', { name: 'Learn more about Snow Removal' }).click();
    await expect(page).toHaveURL(`${siteUrl}/services/snow-removal/`);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveText(['Driveways', 'Walkways']);
    await page.getByRole('main').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(`${siteUrl}/`);
    await page.getByRole('link', { name: 'Ogdenville' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lawn Care & Landscaping in Ogdenville, NJ');
    await context.close();
  });

  test('Get Estimate leads to the estimate page, whose form sends the request', async ({ browser, siteUrl, formService }, testInfo) => {
    const { context, page } = await pageWithoutJavaScript(browser, testInfo);
    const email = uniqueEmail('nojs');
    await page.goto(`${siteUrl}/services/mowing/`);
    await page.getByRole('main').getByRole('link', { name: 'Get an Estimate' }).click();
    await expect(page).toHaveURL(`${siteUrl}/estimate/`);
    const form = page.getByRole('main');
    await form.getByLabel('Name').fill('No Script');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Property Address').fill('1 Quiet Lane');
    await form.getByLabel('Service Type').selectOption('Mowing');
    await form.getByLabel('Notes').fill('Call first.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => formService.received(email)).toHaveLength(1);
    const [request] = await formService.received(email);
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      name: 'No Script',
      email,
      address: '1 Quiet Lane',
      service: 'Mowing',
      notes: 'Call first.',
      _gotcha: '',
    });
    await context.close();
  });
});

test.describe('buttons', () => {
  test('Back goes back in history, not just to the home page, when clicked or pressed with Space or Enter', async ({ page, siteUrl }) => {
    await page.goto(`${siteUrl}/lawn-care-shelbyville-nj/`);
    for (const press of ['click', 'Space', 'Enter']) {
      await page.getByRole('main').getByRole('link', { name: 'Mowing' }).click();
      await expect(page).toHaveURL(`${siteUrl}/services/mowing/`);
      await page.waitForLoadState('load'); // the page script has run: before it, Back is a link home
      const back = page.getByRole('main').getByRole('button', { name: 'Back' });
      if (press === 'click') await back.click();
      else await back.press(press);
      await expect(page, press).toHaveURL(`${siteUrl}/lawn-care-shelbyville-nj/`);
    }
  });

  test('Back goes to the home page when there is no history', async ({ page, siteUrl }) => {
    await page.goto(`${siteUrl}/lawn-care-springfield-nj/`);
    await page.getByRole('main').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(`${siteUrl}/`);
  });

  test("a town page's Get Your Free Estimate scrolls to the top and does not open the dialog", async ({ page, siteUrl }) => {
    await page.goto(`${siteUrl}/lawn-care-shelbyville-nj/`);
    const button = page.getByRole('main').getByRole('button', { name: 'Get Your Free Estimate' });
    await button.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/lawn-care-shelbyville-nj/');
  });
});

test.describe('sections fading in', () => {
  test('sections below the fold fade in after they scroll into view', async ({ page, siteUrl }) => {
    await page.goto(siteUrl);
    const last = page.locator('[data-fade-in]').last();
    await expect(last).toHaveClass(/fade-in-ready/);
    expect(await last.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveClass(/is-visible/);
    await expect.poll(() => last.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });

  test('nothing on screen at load is hidden, and nothing is hidden with reduced motion', async ({ page, siteUrl }) => {
    const sections = page.locator('[data-fade-in]');
    // The page's observer reported before (or with) one made after it: by then it has acted.
    const afterFirstReport = () =>
      page.evaluate(() => new Promise((resolve) => new IntersectionObserver((_, observer) => resolve(observer.disconnect())).observe(document.body)));
    await page.goto(siteUrl);
    await afterFirstReport();
    const onScreen = await sections.evaluateAll((all) =>
      all.filter((s) => s.getBoundingClientRect().top < innerHeight).map((s) => [s.classList.contains('fade-in-ready'), getComputedStyle(s).opacity]),
    );
    expect(onScreen.length).toBeGreaterThan(0);
    expect(new Set(onScreen.map(String))).toEqual(new Set(['false,1']));

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await afterFirstReport();
    expect(await page.locator('.fade-in-ready').count()).toBe(0);
  });
});

test.describe('not found', () => {
  test('an unknown service shows Service not found with status 404', async ({ page, siteUrl, expectedConsole }) => {
    expectedConsole.push(/^Failed to load resource: .* 404/); // the page's own status
    const response = await page.goto(`${siteUrl}/services/weeding/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found');
  });

  test('another unknown address shows Page not found', async ({ page, siteUrl, expectedConsole }) => {
    expectedConsole.push(/^Failed to load resource: .* 404/); // the page's own status
    const response = await page.goto(`${siteUrl}/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('the root 404 page says Service not found under /services/ on hosts without nested 404 pages', async ({ page, siteUrl, expectedConsole }) => {
    expectedConsole.push(/^Failed to load resource: .* 404/); // the page's own status
    // Hosts like GitHub Pages and a stock nginx serve the root 404.html for every missing path.
    await page.route('**/services/weeding/', async (route) => {
      const response = await route.fetch({ url: `${siteUrl}/404.html` });
      await route.fulfill({ response, status: 404 });
    });
    await page.goto(`${siteUrl}/services/weeding/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found');
    await expect(page).toHaveTitle('Service not found | Test Mowers');
  });
});
