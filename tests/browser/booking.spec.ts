import type { Page } from '@playwright/test';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../src/pipeline/build.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { createFolderServer, listenOnLoopback } from '../../src/server/static-server.js';
import { makeTempDir } from '../helpers/files.js';
import { axe } from './axe.js';
import { dialogOf, expect, fillAllSteps, requestWith, test as base, uniqueEmail } from './fixtures.js';

// PRODUCT, part 4, "Booking the way homeowners reach out".

/**
 * The small test site as an owner who books this way sets it up: its towns' ZIP codes, hours that
 * open on Saturdays, and a number for texts. Built and served once per worker.
 */
export function bookingSiteYaml(small: string, formService: string): string {
  return small
    .replace('https://forms.example/f/test', `${formService}/f/booking`)
    .replace('  email: hello@test-mowers.example\n', '  email: hello@test-mowers.example\n  sms: "(201) 555-0188"\n  hours:\n    - { days: [Mon, Tue, Wed, Thu, Fri], opens: "07:00", closes: "18:00" }\n    - { days: [Sat], opens: "08:00", closes: "12:00" }\n')
    .replace('    slug: springfield\n', '    slug: springfield\n    zips: ["07081", "07082"]\n')
    .replace('    slug: ogdenville\n', '    slug: ogdenville\n    zips: ["07090"]\n');
}

const test = base.extend<object, { bookingSiteUrl: string }>({
  bookingSiteUrl: [
    async ({}, use) => {
      const dir = makeTempDir('lawn-browser-booking-');
      const config = join(dir, 'site.yaml');
      writeFileSync(config, bookingSiteYaml(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'small-site.yaml'), 'utf8'), process.env.FORM_SERVICE_URL!));
      symlinkSync(join(import.meta.dirname, '..', '..', 'photos'), join(dir, 'photos'));
      const outDir = join(dir, 'dist');
      await buildSite({ configFile: config, outDir, reporter: silentReporter });
      const server = createFolderServer(() => outDir);
      await use(await listenOnLoopback(server));
      server.closeAllConnections();
      server.close();
    },
    { scope: 'worker' },
  ],
});

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
