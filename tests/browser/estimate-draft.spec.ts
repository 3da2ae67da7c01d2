import type { Page } from '@playwright/test';
import { DRAFT_KEY, DRAFT_LIFETIME_MS } from '../../src/client/draft.js';
import { dialogHydrated, dialogOf, expect, fillAllSteps, holdIslands, test, uniqueEmail } from './fixtures.js';

const DRAFT_NOTES = 'The gate code is 4411.';

// PRODUCT, "Nothing lost": what a visitor typed in the dialog or on /estimate/ survives a reload
// and coming back later (kept in that browser only) until it is sent or cleared by Go Back.

const headerEstimate = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Get Estimate', exact: true });
const stepText = (page: Page) => dialogOf(page).getByText(/^Step \d of 3$/);
const pageForm = (page: Page) => page.getByRole('main');

async function openDialog(page: Page) {
  await headerEstimate(page).click();
  await expect(dialogOf(page)).toBeVisible();
}

/** Opens the dialog once React has taken over, as when the visitor's hover came well before the click. */
async function openHydratedDialog(page: Page) {
  await headerEstimate(page).hover();
  await expect(dialogHydrated(page)).toHaveCount(1);
  await openDialog(page);
}

/** Walks back from step 3 checking every field holds what fillAllSteps typed. */
async function expectAllStepsFilled(page: Page, name: string, email: string) {
  const dialog = dialogOf(page);
  await expect(stepText(page)).toHaveText('Step 3 of 3');
  await expect(dialog.getByLabel('Notes')).toHaveValue(DRAFT_NOTES);
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Property Address')).toHaveValue('12 Elm Street, Springfield');
  await expect(dialog.getByLabel('Service Type')).toHaveValue('Snow Removal');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
}

async function expectEmptyDialog(page: Page) {
  await expect(stepText(page)).toHaveText('Step 1 of 3');
  await expect(dialogOf(page).getByLabel('Name')).toHaveValue('');
  await expect(dialogOf(page).getByLabel('Email')).toHaveValue('');
}

/** A draft as an earlier visit left it, `age` milliseconds ago, in storage before any script runs. */
async function seedDraft(page: Page, age: number) {
  await page.addInitScript(
    ({ key, savedAt }) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify({ name: 'Seeded Visitor', email: 'seeded@example.com', step: 1, savedAt }));
    },
    { key: DRAFT_KEY, savedAt: Date.now() - age },
  );
}

test.describe('in the dialog', () => {
  test('what was typed comes back after a reload, on the step the visitor was on', async ({ page, siteUrl }) => {
    const email = uniqueEmail('reload');
    await page.goto(siteUrl);
    await openDialog(page);
    await fillAllSteps(page, { name: 'Reloading Rita', email, notes: DRAFT_NOTES });

    await page.reload();
    await openHydratedDialog(page);
    await expectAllStepsFilled(page, 'Reloading Rita', email);
  });

  test('what was typed before React arrived comes back on the next page, before React arrives there', async ({ page, siteUrl }) => {
    await holdIslands(page); // never released: the page script alone keeps and restores the draft
    await page.goto(siteUrl);
    await openDialog(page);
    await dialogOf(page).getByLabel('Name').pressSequentially('Quick Quinn');
    await page.goto(`${siteUrl}/services/mowing/`);
    await openDialog(page);
    await expect(dialogOf(page).getByLabel('Name')).toHaveValue('Quick Quinn');
    await expect(dialogHydrated(page)).toHaveCount(0);
  });

  test('a failed send, then a reload, keeps everything', async ({ page, siteUrl, expectedConsole }) => {
    expectedConsole.push(/^Failed to load resource/);
    page.on('dialog', (alert) => void alert.accept());
    const email = uniqueEmail('fail-reload');
    await page.goto(siteUrl);
    await openDialog(page);
    await fillAllSteps(page, { name: 'Pat [500]', email, notes: DRAFT_NOTES });
    await dialogOf(page).getByRole('button', { name: 'Submit' }).click();
    await expect(dialogOf(page).getByRole('button', { name: 'Submit' })).toBeFocused(); // the alert came and went

    await page.reload();
    await openHydratedDialog(page);
    await expectAllStepsFilled(page, 'Pat [500]', email);
  });

  test('a successful send forgets it: after a reload the form is empty', async ({ page, siteUrl, formService }) => {
    const email = uniqueEmail('sent');
    await page.goto(siteUrl);
    await openDialog(page);
    await fillAllSteps(page, { name: 'Sent Sam', email, notes: DRAFT_NOTES });
    await dialogOf(page).getByRole('button', { name: 'Submit' }).click();
    await expect(dialogOf(page).getByRole('heading', { name: 'Estimate Request Sent!' })).toBeVisible();
    expect(await formService.received(email)).toHaveLength(1);

    await page.reload();
    await openHydratedDialog(page);
    await expectEmptyDialog(page);
  });

  test('Go Back forgets it, on this page and after a reload', async ({ page, siteUrl }) => {
    await page.goto(siteUrl);
    await openDialog(page);
    await fillAllSteps(page, { name: 'Going Gail', email: uniqueEmail('go-back'), notes: DRAFT_NOTES });
    await dialogOf(page).getByRole('button', { name: 'Submit' }).click();
    await dialogOf(page).getByRole('button', { name: 'Go Back' }).click();
    await expect(dialogOf(page)).toBeHidden();
    await openDialog(page);
    await expectEmptyDialog(page);

    await page.reload();
    await openHydratedDialog(page);
    await expectEmptyDialog(page);
  });

  test('never keeps the field only robots fill', async ({ page, siteUrl }) => {
    await page.goto(siteUrl);
    await openDialog(page);
    await dialogOf(page).getByLabel('Name').fill('Honest Hal');
    await dialogOf(page).locator('input[name=_gotcha]').fill('http://spam.example', { force: true });
    await page.reload();
    await openDialog(page);
    await expect(dialogOf(page).getByLabel('Name')).toHaveValue('Honest Hal');
    await expect(dialogOf(page).locator('input[name=_gotcha]')).toHaveValue('');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('spam.example');
  });
});

test.describe('on the /estimate/ page', () => {
  test('what was typed comes back after a reload', async ({ page, siteUrl }) => {
    await page.goto(`${siteUrl}/estimate/`);
    const form = pageForm(page);
    await form.getByLabel('Name').fill('Paging Paula');
    await form.getByLabel('Service Type').selectOption('Mowing');
    await form.getByLabel('Notes').fill('Corner lot.');
    await page.reload();
    await expect(form.getByLabel('Name')).toHaveValue('Paging Paula');
    await expect(form.getByLabel('Service Type')).toHaveValue('Mowing');
    await expect(form.getByLabel('Notes')).toHaveValue('Corner lot.');
    await expect(form.getByLabel('Email')).toHaveValue('');
  });

  test('what was typed in the dialog is there, and what is typed there shows in the dialog', async ({ page, siteUrl }) => {
    await page.goto(siteUrl);
    await openDialog(page);
    await dialogOf(page).getByLabel('Name').fill('Crossing Cora');
    await page.goto(`${siteUrl}/estimate/`);
    await expect(pageForm(page).getByLabel('Name')).toHaveValue('Crossing Cora');

    await pageForm(page).getByLabel('Email').fill('cora@example.com');
    await openDialog(page);
    await expect(dialogOf(page).getByLabel('Email')).toHaveValue('cora@example.com');
  });

  async function fillPageForm(page: Page, name: string, email: string) {
    const form = pageForm(page);
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Property Address').fill('3 Oak Road');
    await form.getByLabel('Service Type').selectOption('Mowing');
    await form.getByLabel('Notes').fill('Side gate.');
  }

  async function expectPageFormFilled(page: Page, name: string, email: string) {
    const form = pageForm(page);
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Property Address')).toHaveValue('3 Oak Road');
    await expect(form.getByLabel('Service Type')).toHaveValue('Mowing');
    await expect(form.getByLabel('Notes')).toHaveValue('Side gate.');
  }

  test('a successful send says so, as the dialog does, and forgets it', async ({ page, siteUrl, formService }) => {
    const email = uniqueEmail('page-sent');
    await page.goto(`${siteUrl}/estimate/`);
    await fillPageForm(page, 'Posting Pete', email);
    await pageForm(page).getByRole('button', { name: 'Submit' }).click();
    await expect(pageForm(page).getByRole('heading', { name: 'Estimate Request Sent!' })).toBeFocused();
    await expect(pageForm(page).getByText("Thanks for reaching out. We've received your request and will follow up with pricing shortly.")).toBeVisible();
    await expect(page).toHaveURL(`${siteUrl}/estimate/`); // the visitor stays on the site
    const [request] = await formService.received(email);
    expect(JSON.parse(request!.body)).toEqual({ name: 'Posting Pete', email, address: '3 Oak Road', service: 'Mowing', notes: 'Side gate.' });

    await page.reload();
    await expect(pageForm(page).getByLabel('Name')).toHaveValue('');
    await expect(pageForm(page).getByLabel('Email')).toHaveValue('');
  });

  test('a failed send says so, as the dialog does, and a reload keeps everything', async ({ page, siteUrl, expectedConsole }) => {
    expectedConsole.push(/^Failed to load resource/);
    const alerts: string[] = [];
    page.on('dialog', (alert) => {
      alerts.push(alert.message());
      void alert.accept();
    });
    const email = uniqueEmail('page-fail');
    await page.goto(`${siteUrl}/estimate/`);
    await fillPageForm(page, 'Pat [500]', email);
    await pageForm(page).getByRole('button', { name: 'Submit' }).click();
    await expect(pageForm(page).getByRole('button', { name: 'Submit' })).toBeFocused(); // the alert came and went
    expect(alerts).toEqual(['Something went wrong. Please try again.']);

    await page.reload();
    await expectPageFormFilled(page, 'Pat [500]', email);
  });

  test('a send while offline fails, and a reload keeps everything', async ({ page, context, siteUrl, expectedConsole }) => {
    expectedConsole.push(/^Failed to load resource/);
    const alerts: string[] = [];
    page.on('dialog', (alert) => {
      alerts.push(alert.message());
      void alert.accept();
    });
    const email = uniqueEmail('page-offline');
    await page.goto(`${siteUrl}/estimate/`);
    await fillPageForm(page, 'Offline Otis', email);
    await context.setOffline(true);
    await pageForm(page).getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => alerts).toEqual(['Something went wrong. Please try again.']);

    await context.setOffline(false);
    await page.reload();
    await expectPageFormFilled(page, 'Offline Otis', email);
  });
});

test.describe('in two tabs at once', () => {
  test('opening the dialog never blanks what was typed on this page with what another tab left empty', async ({ page, context, siteUrl }) => {
    await page.goto(siteUrl);
    await openDialog(page);
    await dialogOf(page).getByLabel('Name').fill('Typing Tess');
    await page.keyboard.press('Escape');

    const otherTab = await context.newPage(); // same browser: same storage
    await otherTab.goto(`${siteUrl}/estimate/`);
    await expect(pageForm(otherTab).getByLabel('Name')).toHaveValue('Typing Tess');
    await pageForm(otherTab).getByLabel('Name').clear();
    await pageForm(otherTab).getByLabel('Email').fill('tess@example.com');

    await openDialog(page);
    await expect(dialogOf(page).getByLabel('Name')).toHaveValue('Typing Tess');
    await expect(dialogOf(page).getByLabel('Email')).toHaveValue('tess@example.com'); // it was empty here
  });

  test('React taking over the dialog does not save this page over what another tab typed since', async ({ page, context, siteUrl }) => {
    await page.goto(siteUrl);
    const otherTab = await context.newPage();
    await otherTab.goto(`${siteUrl}/estimate/`);
    await pageForm(otherTab).getByLabel('Name').fill('Other Tab Otto');

    await headerEstimate(page).hover();
    await expect(dialogHydrated(page)).toHaveCount(1);
    await otherTab.reload();
    await expect(pageForm(otherTab).getByLabel('Name')).toHaveValue('Other Tab Otto');
  });

  test('when storage is full, an older draft never comes back over newer typing', async ({ page, siteUrl }) => {
    await page.goto(siteUrl);
    await openDialog(page);
    await dialogOf(page).getByLabel('Name').fill('Older Olga');
    await dialogOf(page).getByLabel('Email').fill('olga@example.com');
    await page.evaluate(() => (Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); }));
    await dialogOf(page).getByLabel('Name').fill('Newer Nora');
    await dialogOf(page).getByLabel('Email').clear();
    await page.keyboard.press('Escape');

    await openDialog(page);
    await expect(dialogOf(page).getByLabel('Name')).toHaveValue('Newer Nora');
    await expect(dialogOf(page).getByLabel('Email')).toHaveValue('');
  });
});

test.describe('kept for a few days only, and never in the way', () => {
  test('a draft saved within the last few days is restored', async ({ page, siteUrl }) => {
    await seedDraft(page, DRAFT_LIFETIME_MS - 60 * 60 * 1000);
    await page.goto(siteUrl);
    await openDialog(page);
    await expect(dialogOf(page).getByLabel('Name')).toHaveValue('Seeded Visitor');
  });

  test('an expired draft is not restored, and is dropped', async ({ page, siteUrl }) => {
    await seedDraft(page, DRAFT_LIFETIME_MS + 60 * 60 * 1000);
    await page.goto(siteUrl);
    await openDialog(page);
    await expectEmptyDialog(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
  });

  test('an unreadable draft is dropped silently', async ({ page, siteUrl }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '{"name": "Half a dr'), DRAFT_KEY);
    await page.goto(`${siteUrl}/estimate/`);
    await expect(pageForm(page).getByLabel('Name')).toHaveValue('');
    await openDialog(page);
    await expectEmptyDialog(page);
  });

  for (const [storage, breakIt] of [
    ['storage that is turned off (reading localStorage throws)', () => Object.defineProperty(window, 'localStorage', { get: () => { throw new DOMException('denied', 'SecurityError'); } })],
    ['full storage (saving throws)', () => (Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); })],
  ] as const) {
    test(`${storage} never breaks the form`, async ({ page, siteUrl, formService }) => {
      await page.addInitScript(breakIt);
      const email = uniqueEmail('no-storage');
      await page.goto(siteUrl);
      await openDialog(page);
      await fillAllSteps(page, { name: 'Private Pia', email, notes: DRAFT_NOTES });
      await dialogOf(page).getByRole('button', { name: 'Submit' }).click();
      await expect(dialogOf(page).getByRole('heading', { name: 'Estimate Request Sent!' })).toBeVisible();
      expect(await formService.received(email)).toHaveLength(1);
      await dialogOf(page).getByRole('button', { name: 'Go Back' }).click();
      await expect(dialogOf(page)).toBeHidden();
    });
  }
});
