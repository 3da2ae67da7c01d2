import type { Page } from '@playwright/test';
import { axe } from './axe.js';
import { test } from './booking-site.js';
import { dialogOf, expect, fillAllSteps, requestWith, uniqueEmail } from './fixtures.js';

// PRODUCT, part 4, "Booking the way homeowners reach out", on the booking site (booking-site.ts);
// photos of the yard are in yard-photos.spec.ts.

const headerEstimate = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Get Estimate', exact: true });
const serviceArea = (page: Page) => page.getByRole('region', { name: 'Areas We Serve' });

test.describe('the best time to visit', () => {
  test('is asked on the last step, Any time first; a time chosen is sent as preferredTime, Any time sends nothing', async ({ page, siteUrl, formService }) => {
    await page.goto(siteUrl);
    await headerEstimate(page).click();
    const dialog = dialogOf(page);
    const email = uniqueEmail('time');
    await fillAllSteps(page, { name: 'Pat', email });
    const time = dialog.getByLabel('Best time to visit');
    await expect(time).toHaveValue('');
    // The small site has no hours, so no Saturdays.
    expect(await time.locator('option').allTextContents()).toEqual(['Any time', 'Weekday mornings', 'Weekday afternoons']);
    await time.selectOption('Weekday afternoons');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(await requestWith(formService, email)).toEqual({
      name: 'Pat',
      email,
      address: '12 Elm Street, Springfield',
      service: 'Snow Removal',
      preferredTime: 'Weekday afternoons',
      notes: 'Back gate is unlocked.',
    });
  });

  test('on /estimate/ too; left at Any time, the request is the five fields', async ({ page, siteUrl, formService }) => {
    await page.goto(`${siteUrl}/estimate/`);
    const form = page.getByRole('main');
    const email = uniqueEmail('time-page');
    await form.getByLabel('Name').fill('Pat');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Property Address').fill('3 Oak Road');
    await form.getByLabel('Service Type').selectOption('Mowing');
    await form.getByLabel('Best time to visit').selectOption('Weekday mornings');
    await form.getByLabel('Best time to visit').selectOption('Any time');
    await form.getByRole('button', { name: 'Submit' }).click();
    expect(Object.keys(await requestWith(formService, email))).toEqual(['name', 'email', 'address', 'service', 'notes']);
  });

  test('is kept in the draft', async ({ page, siteUrl }) => {
    await page.goto(`${siteUrl}/estimate/`);
    const form = page.getByRole('main');
    await form.getByLabel('Name').fill('Pat');
    await form.getByLabel('Best time to visit').selectOption('Weekday mornings');
    await page.reload();
    await expect(form.getByLabel('Best time to visit')).toHaveValue('Weekday mornings');
    await expect(form.getByLabel('Name')).toHaveValue('Pat');
  });
});

test.describe('Do you serve my ZIP code?', () => {
  test('five digits of a listed ZIP code answer with the town and a link to its page; any other five answer that a request is welcome', async ({ page, bookingSiteUrl }) => {
    await page.goto(bookingSiteUrl);
    const area = serviceArea(page);
    const zip = area.getByLabel('ZIP code');
    const answer = area.getByRole('status');
    await zip.fill('0708');
    await expect(answer).toHaveText('');
    await zip.fill('07082');
    await expect(answer).toHaveText('Yes, we serve Springfield.');
    await expect(answer.getByRole('link', { name: 'Springfield' })).toHaveAttribute('href', '/lawn-care-springfield-nj/');
    await zip.fill('07090');
    await expect(answer).toHaveText('Yes, we serve Ogdenville.');
    await zip.fill('99501');
    await expect(answer).toHaveText('99501 is not on our list, but send us a request anyway: we may still be able to help.');
    await expect(answer.getByRole('link')).toHaveCount(0);
    // It never stands between a visitor and a request.
    await headerEstimate(page).click();
    await expect(dialogOf(page)).toBeVisible();
    await page.keyboard.press('Escape');
    expect((await axe(page).include('#area-heading').include('.zip-check').analyze()).violations).toEqual([]);
  });

  test('a ZIP code typed is kept over a reload, and answered again', async ({ page, bookingSiteUrl }) => {
    await page.goto(bookingSiteUrl);
    await serviceArea(page).getByLabel('ZIP code').fill('07081');
    await page.reload();
    await expect(serviceArea(page).getByLabel('ZIP code')).toHaveValue('07081');
    await expect(serviceArea(page).getByRole('status')).toHaveText('Yes, we serve Springfield.');
  });

  test('the answer follows a link to the town', async ({ page, bookingSiteUrl }) => {
    await page.goto(bookingSiteUrl);
    await serviceArea(page).getByLabel('ZIP code').fill('07081');
    await serviceArea(page).getByRole('status').getByRole('link', { name: 'Springfield' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lawn Care & Landscaping in Springfield, NJ');
    await expect(page.getByRole('heading', { name: 'ZIP codes we serve in Springfield' })).toBeVisible();
  });

  test('without JavaScript the field is not shown, and each town page lists its ZIP codes', async ({ browser, bookingSiteUrl }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(bookingSiteUrl);
    await expect(serviceArea(page).getByRole('link', { name: 'Springfield' })).toBeVisible();
    await expect(serviceArea(page).getByLabel('ZIP code')).toBeHidden();
    await page.goto(`${bookingSiteUrl}/lawn-care-springfield-nj/`);
    const zips = page.getByRole('heading', { name: 'ZIP codes we serve in Springfield' }).locator('xpath=following-sibling::ul[1]');
    await expect(zips.getByRole('listitem')).toHaveText(['07081', '07082']);
    await context.close();
  });
});

/** Answers the alert of a failed send; the page cannot go on until it is answered. */
function acceptAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (alert) => {
    alerts.push(alert.message());
    void alert.accept();
  });
  return alerts;
}

/** A text link's number and body lines, decoded. */
function textOf(href: string | null) {
  const url = new URL(href!);
  return { to: url.pathname, body: url.searchParams.get('body')?.split('\n') };
}

test.describe('Text your request', () => {
  test('after a failed send in the dialog: a text to business.sms with the name, service and address typed, kept up to date', async ({ page, bookingSiteUrl, expectedConsole }) => {
    expectedConsole.push(/^Failed to load resource/);
    const alerts = acceptAlerts(page);
    await page.goto(bookingSiteUrl);
    await headerEstimate(page).click();
    const dialog = dialogOf(page);
    await fillAllSteps(page, { name: 'Pat [500]', email: uniqueEmail('text') });
    await expect(dialog.getByRole('link', { name: 'Text your request' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => alerts).toEqual(['Something went wrong. Please try again.']);
    const text = dialog.getByRole('link', { name: 'Text your request' });
    await expect(text).toBeVisible();
    expect(textOf(await text.getAttribute('href'))).toEqual({
      to: '+12015550188',
      body: ['Estimate request from Pat [500]', 'Property Address: 12 Elm Street, Springfield', 'Service Type: Snow Removal'],
    });
    await expect(dialog.getByRole('link', { name: 'Email your request instead' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: '(201) 555-0199' })).toBeVisible();

    // Changed after the failure: the text carries the form as it is when the link is used.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByLabel('Property Address').fill('4 Oak Lane');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.evaluate(() => document.addEventListener('click', (event) => (event.target as Element).closest('a[href^="sms:"]') && event.preventDefault()));
    await text.click();
    expect(textOf(await text.getAttribute('href')).body).toContain('Property Address: 4 Oak Lane');
    expect((await axe(page).include('#estimate-dialog').analyze()).violations).toEqual([]);
  });

  test('after a failed send on /estimate/ too', async ({ page, bookingSiteUrl, expectedConsole }) => {
    expectedConsole.push(/^Failed to load resource/);
    const alerts = acceptAlerts(page);
    await page.goto(`${bookingSiteUrl}/estimate/`);
    const form = page.getByRole('main');
    await expect(form.getByRole('link', { name: 'Text your request' })).toBeHidden();
    await form.getByLabel('Name').fill('Page Pat [500]');
    await form.getByLabel('Email').fill(uniqueEmail('text-page'));
    await form.getByLabel('Property Address').fill('3 Oak Road');
    await form.getByLabel('Service Type').selectOption('Mowing');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => alerts).toEqual(['Something went wrong. Please try again.']);
    const text = form.getByRole('link', { name: 'Text your request' });
    await expect(text).toBeVisible();
    expect(textOf(await text.getAttribute('href')).body).toEqual(['Estimate request from Page Pat [500]', 'Property Address: 3 Oak Road', 'Service Type: Mowing']);
    await form.getByLabel('Service Type').selectOption('Snow Removal');
    expect(textOf(await text.getAttribute('href')).body?.at(-1)).toBe('Service Type: Snow Removal');
  });

  test('the e-mail instead carries the price the visitor saw', async ({ page, bookingSiteUrl, expectedConsole }) => {
    expectedConsole.push(/^Failed to load resource/);
    acceptAlerts(page);
    await page.goto(bookingSiteUrl);
    await headerEstimate(page).click();
    const dialog = dialogOf(page);
    await fillAllSteps(page, { name: 'Pat [500]', email: uniqueEmail('price-email') });
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByLabel('Service Type').selectOption('Mowing');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Lot Size').selectOption('Up to 5,000 sq ft');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const email = dialog.getByRole('link', { name: 'Email your request instead' });
    await expect(email).toBeVisible();
    const body = new URL((await email.getAttribute('href'))!).searchParams.get('body')!.split('\r\n');
    expect(body.slice(body.indexOf('Lot Size: Up to 5,000 sq ft'))).toEqual(['Lot Size: Up to 5,000 sq ft', 'Typical price: $35 – $45 per visit', 'Notes: Back gate is unlocked.']);
  });

  test('is not offered by a business without a number for texts', async ({ page, siteUrl, expectedConsole }) => {
    expectedConsole.push(/^Failed to load resource/);
    acceptAlerts(page);
    await page.goto(siteUrl);
    await headerEstimate(page).click();
    await fillAllSteps(page, { name: 'Pat [500]', email: uniqueEmail('no-text') });
    await dialogOf(page).getByRole('button', { name: 'Submit' }).click();
    await expect(dialogOf(page).getByRole('link', { name: 'Email your request instead' })).toBeVisible();
    await expect(dialogOf(page).getByRole('link', { name: 'Text your request' })).toHaveCount(0);
  });
});
