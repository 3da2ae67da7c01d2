import type { Page } from '@playwright/test';
import { dialogOf, expect, fillAllSteps, requestWith, test, uniqueEmail } from './fixtures.js';

// PRODUCT, part 4, "Booking the way homeowners reach out".

const headerEstimate = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Get Estimate', exact: true });

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
