import { axe } from './axe.js';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { dialogHydrated, dialogOf, expect, requestWith, test, uniqueEmail } from './fixtures.js';

// PRODUCT, part 3, "Prices", on the test site with prices (tests/helpers/prices.ts): Mowing is
// priced per visit for two of three lot sizes; Snow Removal has no prices.

const NOTE = 'Prices are for a typical lawn; we confirm yours after a free visit.';
/** Its hint heads it in the list, so the box shows the lot size alone. */
const SMALL = 'Up to 5,000 sq ft';
const LARGE = 'Over 10,000 sq ft';
const PROMPT = 'Choose your lot size to see a typical price.';

const headerEstimate = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Get Estimate', exact: true });
const stepText = (page: Page) => dialogOf(page).getByText(/^Step \d of 3$/);

async function pageWithoutJavaScript(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/** Opens the dialog on the home page and fills its first two steps, ending on the last. */
async function toLastStep(page: Page, siteUrl: string, { email, service }: { email: string; service: string }) {
  await page.goto(siteUrl);
  await headerEstimate(page).click();
  const dialog = dialogOf(page);
  await dialog.getByLabel('Name').fill('Lot Lou');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Property Address').fill('4 Acre Lane');
  await dialog.getByLabel('Service Type').selectOption(service);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(stepText(page)).toHaveText('Step 3 of 3');
}

/** Records every layout shift from now on; the returned function gives their sum, after the next frames. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift' });
  });
  return async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
  };
}

/** Where an element is on the page (not in the viewport, which scrolls to the field a test fills). */
const boxOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    return JSON.stringify([left + scrollX, top + scrollY, width, height]);
  });

/** What the live region says, as a sighted visitor sees it: the unseen texts that hold its place are left out. */
const says = (status: Locator, text: string) => expect(status).toHaveText(text, { useInnerText: true });

test.describe('price tables', () => {
  test("a priced service's page shows its table and the note, and leads to /prices/, which the footer and home page lead to too", async ({ page, pricesSiteUrl }) => {
    await page.goto(`${pricesSiteUrl}/services/mowing/`);
    const table = page.getByRole('table', { name: 'Mowing: prices by lot size' });
    await expect(table.getByRole('columnheader')).toHaveText(['Lot size', 'Price']);
    await expect(table.getByRole('rowheader')).toHaveText(['Up to 5,000 sq fta townhouse or small lot', '5,000 – 10,000 sq ft', 'Over 10,000 sq ft']);
    await expect(table.getByRole('cell')).toHaveText(['$35 – $45 per visit', '$45 – $60 per visit', 'Priced after a visit']);
    await expect(page.getByRole('main').getByText(NOTE)).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'See all our prices' }).click();
    await expect(page).toHaveURL(`${pricesSiteUrl}/prices/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Prices');
    await expect(page.getByRole('table', { name: 'Mowing: prices by lot size' })).toBeVisible();
    await expect(page).toHaveTitle('Prices by Lot Size | Test Mowers');

    await page.goto(pricesSiteUrl);
    await page.getByRole('main').getByRole('link', { name: 'See our prices' }).click();
    await expect(page).toHaveURL(`${pricesSiteUrl}/prices/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Prices' }).click();
    await expect(page).toHaveURL(`${pricesSiteUrl}/prices/`);
  });

  test("a service's prices stand apart from the list of what it includes, as one price table does from the next @both-screens", async ({ page, pricesSiteUrl }) => {
    await page.goto(`${pricesSiteUrl}/services/mowing/`);
    const list = await page.getByRole('main').getByRole('list').first().boundingBox();
    const heading = await page.getByRole('heading', { name: 'What Mowing costs' }).boundingBox();
    // 2.5rem, as between two price tables on /prices/; it was a few pixels.
    expect(heading!.y - (list!.y + list!.height)).toBeGreaterThanOrEqual(36);
  });

  test('reads the same without JavaScript', async ({ browser, pricesSiteUrl }, testInfo) => {
    const { context, page } = await pageWithoutJavaScript(browser, testInfo);
    await page.goto(`${pricesSiteUrl}/prices/`);
    await expect(page.getByRole('table', { name: 'Mowing: prices by lot size' }).getByRole('cell')).toHaveText(['$35 – $45 per visit', '$45 – $60 per visit', 'Priced after a visit']);
    await expect(page.getByRole('main').getByText(NOTE)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Mowing' }).click();
    await expect(page.getByRole('table', { name: 'Mowing: prices by lot size' })).toBeVisible();
    await context.close();
  });

  for (const path of ['/prices/', '/services/mowing/', '/estimate/']) {
    test(`${path} passes axe`, { tag: path === '/prices/' ? ['@both-screens'] : [] }, async ({ page, pricesSiteUrl }) => {
      await page.goto(pricesSiteUrl + path);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect((await axe(page).analyze()).violations).toEqual([]);
    });
  }

  test('nothing scrolls sideways on a 320 px phone, the tables included', async ({ browser, pricesSiteUrl }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    for (const path of ['/prices/', '/services/mowing/', '/estimate/']) {
      await page.goto(pricesSiteUrl + path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBe(0);
      const table = page.getByRole('table').first();
      if (path !== '/estimate/') expect((await table.boundingBox())!.width, path).toBeLessThanOrEqual(320);
    }
    await context.close();
  });
});

test.describe('the price in the estimate dialog', () => {
  test('a priced service asks for the lot size on the last step; choosing one shows the range and the note at once, in a polite live region, moving nothing', async ({ page, pricesSiteUrl, formService }) => {
    const email = uniqueEmail('lot');
    await toLastStep(page, pricesSiteUrl, { email, service: 'Mowing' });
    const dialog = dialogOf(page);
    const lotSize = dialog.getByLabel('Lot Size');
    await expect(lotSize).toBeFocused();
    await expect(lotSize.locator('option')).toHaveText(['Not sure', SMALL, '5,000 – 10,000 sq ft', LARGE]);
    const status = dialog.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await says(status, `${PROMPT} ${NOTE}`); // there from the start, before anything is chosen: what to choose to see a price

    const notes = dialog.getByLabel('Notes');
    const notesBefore = await boxOf(notes);
    const submitBefore = await boxOf(dialog.getByRole('button', { name: 'Submit' }));
    const layoutShifts = await watchLayoutShifts(page);
    await lotSize.selectOption(SMALL);
    await says(status, `Typical price: $35 – $45 per visit ${NOTE}`);
    expect(await layoutShifts()).toBe(0);
    expect(await boxOf(notes)).toBe(notesBefore);
    expect(await boxOf(dialog.getByRole('button', { name: 'Submit' }))).toBe(submitBefore);

    await notes.fill('Corner lot.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('heading', { name: 'Estimate Request Sent!' })).toBeVisible();
    expect(await requestWith(formService, email)).toEqual({
      name: 'Lot Lou',
      email,
      address: '4 Acre Lane',
      service: 'Mowing',
      notes: 'Corner lot.',
      lotSize: 'Up to 5,000 sq ft',
      priceRange: '$35 – $45 per visit',
    });
  });

  test('a lot size the service has no range for says it is priced after a visit, and sends that', async ({ page, pricesSiteUrl, formService }) => {
    const email = uniqueEmail('lot-visit');
    await toLastStep(page, pricesSiteUrl, { email, service: 'Mowing' });
    await dialogOf(page).getByLabel('Lot Size').selectOption(LARGE);
    await expect(dialogOf(page).getByRole('status')).toContainText('Typical price: Priced after a visit');
    await dialogOf(page).getByRole('button', { name: 'Submit' }).click();
    expect(await requestWith(formService, email)).toMatchObject({ lotSize: 'Over 10,000 sq ft', priceRange: 'Priced after a visit' });
  });

  test('without a lot size chosen the request is the five fields', async ({ page, pricesSiteUrl, formService }) => {
    const email = uniqueEmail('lot-none');
    await toLastStep(page, pricesSiteUrl, { email, service: 'Mowing' });
    await dialogOf(page).getByLabel('Lot Size').selectOption(SMALL);
    await dialogOf(page).getByLabel('Lot Size').selectOption('Not sure');
    await says(dialogOf(page).getByRole('status'), `${PROMPT} ${NOTE}`);
    await dialogOf(page).getByRole('button', { name: 'Submit' }).click();
    expect(Object.keys(await requestWith(formService, email))).toEqual(['name', 'email', 'address', 'service', 'notes']);
  });

  test('a service without prices has no lot size, and sends the five fields even after a lot size was chosen for another', async ({ page, pricesSiteUrl, formService }) => {
    const email = uniqueEmail('lot-unpriced');
    await toLastStep(page, pricesSiteUrl, { email, service: 'Mowing' });
    const dialog = dialogOf(page);
    await dialog.getByLabel('Lot Size').selectOption(SMALL);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByLabel('Service Type').selectOption('Snow Removal');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('Best time to visit')).toBeFocused();
    await expect(dialog.getByLabel('Lot Size')).toBeHidden();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(Object.keys(await requestWith(formService, email))).toEqual(['name', 'email', 'address', 'service', 'notes']);
  });

  test('the lot size survives a reload, with its price', async ({ page, pricesSiteUrl }) => {
    await toLastStep(page, pricesSiteUrl, { email: uniqueEmail('lot-draft'), service: 'Mowing' });
    await dialogOf(page).getByLabel('Lot Size').selectOption(SMALL);
    await page.reload();
    await headerEstimate(page).hover();
    await expect(dialogHydrated(page)).toHaveCount(1);
    await headerEstimate(page).click();
    await expect(stepText(page)).toHaveText('Step 3 of 3');
    await expect(dialogOf(page).getByLabel('Lot Size')).toHaveValue('Up to 5,000 sq ft');
    await expect(dialogOf(page).getByRole('status')).toContainText('Typical price: $35 – $45 per visit');
  });

  test('the last step with a price shown passes axe', async ({ page, pricesSiteUrl }) => {
    await toLastStep(page, pricesSiteUrl, { email: uniqueEmail('lot-axe'), service: 'Mowing' });
    await dialogOf(page).getByLabel('Lot Size').selectOption(SMALL);
    await expect(dialogOf(page).getByRole('status')).toContainText('Typical price');
    expect((await axe(page).include('dialog').analyze()).violations).toEqual([]);
  });
});

test.describe('the price on /estimate/', () => {
  async function fillPageForm(page: Page, email: string, service: string) {
    const form = page.getByRole('main');
    await form.getByLabel('Name').fill('Page Pam');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Property Address').fill('9 Field Road');
    await form.getByLabel('Service Type').selectOption(service);
    await form.getByLabel('Notes').fill('Dog in the yard.');
  }

  test('choosing a lot size shows the price at once, moving nothing, and the request carries both', async ({ page, pricesSiteUrl, formService }) => {
    const email = uniqueEmail('page-lot');
    await page.goto(`${pricesSiteUrl}/estimate/`);
    await fillPageForm(page, email, 'Mowing');
    const form = page.getByRole('main');
    const status = form.getByRole('status');
    await says(status, `${PROMPT} ${NOTE}`);
    const submitBefore = await boxOf(form.getByRole('button', { name: 'Submit' }));
    const layoutShifts = await watchLayoutShifts(page);
    await form.getByLabel('Lot Size').selectOption('5,000 – 10,000 sq ft');
    await says(status, `Typical price: $45 – $60 per visit ${NOTE}`);
    expect(await layoutShifts()).toBe(0);
    expect(await boxOf(form.getByRole('button', { name: 'Submit' }))).toBe(submitBefore);

    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('heading', { name: 'Estimate Request Sent!' })).toBeFocused();
    expect(await requestWith(formService, email)).toEqual({
      name: 'Page Pam',
      email,
      address: '9 Field Road',
      service: 'Mowing',
      notes: 'Dog in the yard.',
      lotSize: '5,000 – 10,000 sq ft',
      priceRange: '$45 – $60 per visit',
    });
  });

  test('a service without prices hides the lot size in place and sends the five fields', async ({ page, pricesSiteUrl, formService }) => {
    const email = uniqueEmail('page-unpriced');
    await page.goto(`${pricesSiteUrl}/estimate/`);
    await fillPageForm(page, email, 'Mowing');
    const form = page.getByRole('main');
    await form.getByLabel('Lot Size').selectOption(SMALL);
    const submitBefore = await boxOf(form.getByRole('button', { name: 'Submit' }));
    await form.getByLabel('Service Type').selectOption('Snow Removal');
    await expect(form.getByLabel('Lot Size')).toBeHidden();
    expect(await boxOf(form.getByRole('button', { name: 'Submit' }))).toBe(submitBefore);
    await form.getByRole('button', { name: 'Submit' }).click();
    expect(Object.keys(await requestWith(formService, email))).toEqual(['name', 'email', 'address', 'service', 'notes']);
  });

  test('the lot size and its price come back after a reload', async ({ page, pricesSiteUrl }) => {
    await page.goto(`${pricesSiteUrl}/estimate/`);
    const form = page.getByRole('main');
    await form.getByLabel('Service Type').selectOption('Mowing');
    await form.getByLabel('Lot Size').selectOption(SMALL);
    await page.reload();
    await expect(form.getByLabel('Lot Size')).toHaveValue('Up to 5,000 sq ft');
    await expect(form.getByRole('status')).toContainText('Typical price: $35 – $45 per visit');
  });

  test('without JavaScript the form sends the lot size chosen, and no price it could not show', async ({ browser, pricesSiteUrl, formService }, testInfo) => {
    const { context, page } = await pageWithoutJavaScript(browser, testInfo);
    const email = uniqueEmail('page-nojs-lot');
    await page.goto(`${pricesSiteUrl}/estimate/`);
    await fillPageForm(page, email, 'Mowing');
    await page.getByRole('main').getByLabel('Lot Size').selectOption(SMALL);
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
    expect(await requestWith(formService, email)).toEqual({
      name: 'Page Pam',
      email,
      address: '9 Field Road',
      service: 'Mowing',
      lotSize: 'Up to 5,000 sq ft',
      notes: 'Dog in the yard.',
      _gotcha: '',
    });
    await context.close();
  });

  test('without JavaScript and no lot size chosen, no lot size is sent', async ({ browser, pricesSiteUrl, formService }, testInfo) => {
    const { context, page } = await pageWithoutJavaScript(browser, testInfo);
    const email = uniqueEmail('page-nojs-nolot');
    await page.goto(`${pricesSiteUrl}/estimate/`);
    await expect(page.getByRole('main').getByLabel('Lot Size')).toHaveValue('');
    await fillPageForm(page, email, 'Snow Removal');
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
    expect(Object.keys(await requestWith(formService, email))).toEqual(['name', 'email', 'address', 'service', 'notes', '_gotcha']);
    await context.close();
  });
});
