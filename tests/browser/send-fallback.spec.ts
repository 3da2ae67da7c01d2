import { axe } from './axe.js';
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../helpers/free-port.js';
import { serveBuiltSite } from './served-site.js';
import { dialogOf, expect, fillAllSteps, test as base, uniqueEmail } from './fixtures.js';

// PRODUCT, "A failed send never loses the request": after the alert, the dialog and /estimate/
// offer the request as an e-mail to business.email, and the phone number, beside the still-filled form.

/** The small test site with its form service at a port where nothing listens, built and served once per worker. */
const test = base.extend<object, { unreachableSiteUrl: string }>({
  unreachableSiteUrl: [
    async ({}, use) => {
      const port = await freePort(); // free now, and nothing is started on it
      const small = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'small-site.yaml'), 'utf8');
      await serveBuiltSite('unreachable', { yaml: small.replace('https://forms.example/f/test', `http://127.0.0.1:${port}/f/test`) }, use);
    },
    { scope: 'worker' },
  ],
});

const NOTES = 'Gate code 4411\nBeware of the dog & the cat: 100% friendly?';
const emailLink = (scope: Locator) => scope.getByRole('link', { name: 'Email your request instead' });
const pageForm = (page: Page) => page.getByRole('main');

/** The e-mail a mailto: link opens: address, subject and body lines, decoded; and the link as written. */
async function emailOf(link: Locator) {
  const href = (await link.getAttribute('href'))!;
  const url = new URL(href);
  return { href, to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body')?.split('\r\n') };
}

/** Answers the alert, keeping what it said; the page cannot go on until it is answered. */
function acceptAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (alert) => {
    alerts.push(alert.message());
    void alert.accept();
  });
  return alerts;
}

/** A click on an e-mail link runs the page's own handlers but opens no mail program. */
const keepMailProgramsClosed = (page: Page) =>
  page.evaluate(() =>
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
    }),
  );

async function expectRequestByEmail(scope: Locator, { name, email, address, service }: { name: string; email: string; address: string; service: string }) {
  const link = emailLink(scope);
  await expect(link).toBeVisible();
  const sent = await emailOf(link);
  expect(sent.to).toBe('hello@test-mowers.example');
  expect(sent.subject).toBe(`Estimate request from ${name}`);
  expect(sent.body).toEqual([`Name: ${name}`, `Email: ${email}`, `Property Address: ${address}`, `Service Type: ${service}`, 'Notes: Gate code 4411', 'Beware of the dog & the cat: 100% friendly?']);
  // Encoded for a link: line breaks as CRLF (%0D%0A), and no &, ?, # or % left raw to end a part early.
  expect(sent.href).toContain('%0D%0A');
  expect(sent.href.replace(/%0D%0A/g, '')).not.toMatch(/%0A|%0D/);
  expect(sent.href.split('?')[1]!.replace(/^subject=[^&]*&body=/, '')).not.toMatch(/[&?#]|%(?![0-9A-F]{2})/);
  await expect(scope.getByRole('link', { name: '(201) 555-0199' })).toHaveAttribute('href', 'tel:+12015550199');
}

test.describe('when the dialog cannot send a request', () => {
  for (const [what, site] of [
    ['the form service answers 500', 'siteUrl'],
    ['nothing listens at the form service’s address', 'unreachableSiteUrl'],
  ] as const) {
    test(`${what}: after the alert it offers the request by e-mail and a call, the form still filled`, { tag: '@both-screens' }, async ({ page, siteUrl, unreachableSiteUrl, expectedConsole }) => {
      expectedConsole.push(/^Failed to load resource/);
      const alerts = acceptAlerts(page);
      const url = site === 'siteUrl' ? siteUrl : unreachableSiteUrl;
      const name = 'Pat [500]';
      const email = uniqueEmail('fallback');
      await page.goto(url);
      await page.getByRole('banner').getByRole('link', { name: 'Get Estimate', exact: true }).click();
      const dialog = dialogOf(page);
      await expect(emailLink(dialog)).toHaveCount(0);
      await fillAllSteps(page, { name, email, notes: NOTES });
      await dialog.getByRole('button', { name: 'Submit' }).click();

      await expect.poll(() => alerts).toEqual(['Something went wrong. Please try again.']);
      await expectRequestByEmail(dialog, { name, email, address: '12 Elm Street, Springfield', service: 'Snow Removal' });
      await expect(dialog.getByLabel('Notes')).toHaveValue(NOTES);
      await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused();

      // Changed after the failure: the e-mail carries the form as it is when the link is used.
      await dialog.getByLabel('Notes').fill('Front gate instead.');
      await keepMailProgramsClosed(page);
      await emailLink(dialog).click();
      expect((await emailOf(emailLink(dialog))).body?.at(-1)).toBe('Notes: Front gate instead.');

      // The draft stays: the request is not sent until it is.
      await page.reload();
      await page.getByRole('banner').getByRole('link', { name: 'Get Estimate', exact: true }).click();
      await expect(dialog.getByLabel('Notes')).toHaveValue('Front gate instead.');
    });
  }

  test('the offer passes axe, and disappears once a request goes through', async ({ page, siteUrl, expectedConsole }) => {
    expectedConsole.push(/^Failed to load resource/);
    acceptAlerts(page);
    await page.goto(siteUrl);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('banner').getByRole('link', { name: 'Get Estimate', exact: true }).click();
    const dialog = dialogOf(page);
    await fillAllSteps(page, { name: 'Pat [500]', email: uniqueEmail('fallback-axe') });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(emailLink(dialog)).toBeVisible();
    expect((await axe(page).include('#estimate-dialog').analyze()).violations).toEqual([]);

    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByLabel('Name').fill('Pat');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('heading', { name: 'Estimate Request Sent!' })).toBeVisible();
    await expect(emailLink(dialog)).toHaveCount(0);
  });
});

test.describe('when the /estimate/ page cannot send a request', () => {
  for (const [what, site] of [
    ['the form service answers 500', 'siteUrl'],
    ['nothing listens at the form service’s address', 'unreachableSiteUrl'],
  ] as const) {
    test(`${what}: after the alert it offers the request by e-mail and a call, the form still filled`, { tag: '@both-screens' }, async ({ page, siteUrl, unreachableSiteUrl, expectedConsole }) => {
      expectedConsole.push(/^Failed to load resource/);
      const alerts = acceptAlerts(page);
      const url = site === 'siteUrl' ? siteUrl : unreachableSiteUrl;
      const name = 'Page Pat [500]';
      const email = uniqueEmail('page-fallback');
      await page.goto(`${url}/estimate/`);
      const form = pageForm(page);
      await expect(emailLink(form)).toBeHidden();
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Property Address').fill('3 Oak Road');
      await form.getByLabel('Service Type').selectOption('Mowing');
      await form.getByLabel('Notes').fill(NOTES);
      await form.getByRole('button', { name: 'Submit' }).click();

      await expect.poll(() => alerts).toEqual(['Something went wrong. Please try again.']);
      await expectRequestByEmail(form, { name, email, address: '3 Oak Road', service: 'Mowing' });
      await expect(form.getByLabel('Notes')).toHaveValue(NOTES);

      await form.getByLabel('Notes').fill('Front gate instead.');
      expect((await emailOf(emailLink(form))).body?.at(-1)).toBe('Notes: Front gate instead.');

      await page.reload();
      await expect(form.getByLabel('Notes')).toHaveValue('Front gate instead.');
      await expect(emailLink(form)).toBeHidden(); // offered again only after another failed send
    });
  }

  test('the offer passes axe', async ({ page, siteUrl, expectedConsole }) => {
    expectedConsole.push(/^Failed to load resource/);
    acceptAlerts(page);
    await page.goto(`${siteUrl}/estimate/`);
    const form = pageForm(page);
    await form.getByLabel('Name').fill('Pat [500]');
    await form.getByLabel('Email').fill(uniqueEmail('page-fallback-axe'));
    await form.getByLabel('Property Address').fill('3 Oak Road');
    await form.getByLabel('Service Type').selectOption('Mowing');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(emailLink(form)).toBeVisible();
    expect((await axe(page).include('main').analyze()).violations).toEqual([]);
  });
});
