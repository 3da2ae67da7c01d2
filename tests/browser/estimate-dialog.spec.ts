import { axe } from './axe.js';
import type { Page } from '@playwright/test';
import { dialogHydrated, dialogOf, expect, fillAllSteps, holdIslands, test, uniqueEmail } from './fixtures.js';

const headerEstimate = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Get Estimate', exact: true });
const stepText = (page: Page) => dialogOf(page).getByText(/^Step \d of 3$/);

async function openFromHeader(page: Page, siteUrl: string) {
  await page.goto(siteUrl);
  await headerEstimate(page).click();
  await expect(dialogOf(page)).toBeVisible();
}

test.describe('opening and closing', () => {
  test('Get Estimate in the header opens it with focus on Name; Escape and the X button, named Close, close it and focus returns', async ({ page, siteUrl }) => {
    await openFromHeader(page, siteUrl);
    await expect(dialogOf(page).getByLabel('Name')).toBeFocused();
    await expect(stepText(page)).toHaveText('Step 1 of 3');
    await page.keyboard.press('Escape');
    await expect(dialogOf(page)).toBeHidden();
    await expect(headerEstimate(page), 'after Escape').toBeFocused();

    await headerEstimate(page).click();
    await dialogOf(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialogOf(page)).toBeHidden();
    await expect(headerEstimate(page), 'after Close').toBeFocused();
  });

  test('the home hero button and the service page button open it too', async ({ page, siteUrl }) => {
    await page.goto(siteUrl);
    await page.getByRole('main').getByRole('link', { name: 'Get Your Free Estimate' }).click();
    await expect(dialogOf(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(`${siteUrl}/services/mowing/`);
    await page.getByRole('main').getByRole('link', { name: 'Get an Estimate' }).click();
    await expect(dialogOf(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/services/mowing/');
  });

  test('focus stays inside the dialog with Tab and Shift+Tab', async ({ page, siteUrl }) => {
    await openFromHeader(page, siteUrl);
    const insideDialog = () => page.evaluate(() => document.activeElement?.closest('dialog') !== null);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await insideDialog()).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await insideDialog()).toBe(true);
    }
  });

  test('the page behind does not scroll while it is open, and does again once it is closed', async ({ page, siteUrl }) => {
    await openFromHeader(page, siteUrl);
    await page.mouse.move(10, 400);
    await page.mouse.wheel(0, 1500);
    // A scroll the wheel causes shows by the second frame after the browser took the wheel event.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('steps', () => {
  test('Next moves on only when the step is valid, the email must be an email, and Back goes back', async ({ page, siteUrl }) => {
    await openFromHeader(page, siteUrl);
    const dialog = dialogOf(page);
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(stepText(page)).toHaveText('Step 1 of 3');
    await dialog.getByLabel('Name').fill('Pat');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(stepText(page)).toHaveText('Step 1 of 3');
    await expect(dialog.getByLabel('Email')).toBeFocused();

    await dialog.getByLabel('Email').fill('pat@example.com');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(stepText(page)).toHaveText('Step 2 of 3');
    await expect(dialog.getByLabel('Property Address')).toBeFocused();
    await expect(dialog.getByLabel('Name')).toBeHidden();

    await dialog.getByLabel('Property Address').fill('12 Elm Street');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(stepText(page)).toHaveText('Step 2 of 3'); // no service chosen yet
    await dialog.getByLabel('Service Type').selectOption('Mowing');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(stepText(page)).toHaveText('Step 3 of 3');
    await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(stepText(page)).toHaveText('Step 2 of 3');
    await expect(dialog.getByLabel('Property Address')).toHaveValue('12 Elm Street');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(stepText(page)).toHaveText('Step 1 of 3');
    await expect(dialog.getByLabel('Name')).toHaveValue('Pat');
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });

  test('marks only the fields that stopped Next as invalid, until they hold', async ({ page, siteUrl }) => {
    await openFromHeader(page, siteUrl);
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Name').fill('Pat');
    await expect(dialog.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
    await dialog.getByLabel('Email').fill('pat@example.com');
    await dialog.getByRole('button', { name: 'Next' }).click();
    // The next step's fields are untouched: not shown as wrong before the visitor tried.
    await expect(dialog.getByLabel('Property Address')).not.toHaveAttribute('aria-invalid');
    expect(await dialog.getByLabel('Property Address').evaluate((field) => getComputedStyle(field).borderTopColor)).not.toBe('rgb(179, 38, 30)');
  });

  test('spaces alone do not count as a name', async ({ page, siteUrl }) => {
    await openFromHeader(page, siteUrl);
    const dialog = dialogOf(page);
    await dialog.getByLabel('Name').fill('   ');
    await dialog.getByLabel('Email').fill('pat@example.com');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(stepText(page)).toHaveText('Step 1 of 3');
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a double click on Next moves one step and leaves the next step untouched', async ({ page, siteUrl }) => {
    await openFromHeader(page, siteUrl);
    const dialog = dialogOf(page);
    await expect(dialogHydrated(page)).toHaveCount(1);
    await dialog.getByLabel('Name').fill('Pat');
    await dialog.getByLabel('Email').fill('pat@example.com');
    // dblclick returns once the page has handled both clicks, and what the second click does
    // (submit step 2, marking its empty fields) happens while it is handled.
    await dialog.getByRole('button', { name: 'Next' }).dblclick();
    await expect(stepText(page)).toHaveText('Step 2 of 3');
    await expect(dialog.getByLabel('Property Address')).not.toHaveAttribute('aria-invalid');
  });

  test('the service select has its placeholder and one option per service in site.yaml', async ({ page, siteUrl }) => {
    await openFromHeader(page, siteUrl);
    const options = dialogOf(page).locator('select[name=service] option');
    await expect(options).toHaveText(['Select Service Type', 'Mowing', 'Snow Removal']);
    await expect(options.first()).toHaveAttribute('value', '');
  });

  test('Enter in a field acts like Next', async ({ page, siteUrl }) => {
    await openFromHeader(page, siteUrl);
    const dialog = dialogOf(page);
    await dialog.getByLabel('Name').fill('Pat');
    await dialog.getByLabel('Email').fill('pat@example.com');
    await dialog.getByLabel('Email').press('Enter');
    await expect(stepText(page)).toHaveText('Step 2 of 3');
  });
});

test.describe('sending', () => {
  test('Submit POSTs exactly the five fields as JSON and shows the confirmation; Go Back clears the form and closes the dialog', async ({ page, siteUrl, formService }) => {
    const email = uniqueEmail('ok');
    await openFromHeader(page, siteUrl);
    await fillAllSteps(page, { name: 'Pat Doe', email });
    await dialogOf(page).getByRole('button', { name: 'Submit' }).click();

    await expect(dialogOf(page).getByRole('heading', { name: 'Estimate Request Sent!' })).toBeVisible();
    await expect(dialogOf(page).getByText("Thanks for reaching out. We've received your request and will follow up with pricing shortly.")).toBeVisible();
    const [request] = await formService.received(email);
    expect(request!.method).toBe('POST');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['accept']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      name: 'Pat Doe',
      email,
      address: '12 Elm Street, Springfield',
      service: 'Snow Removal',
      notes: 'Back gate is unlocked.',
    });

    await dialogOf(page).getByRole('button', { name: 'Go Back' }).click();
    await expect(dialogOf(page)).toBeHidden();

    await headerEstimate(page).click();
    await expect(stepText(page)).toHaveText('Step 1 of 3');
    await expect(dialogOf(page).getByLabel('Name')).toHaveValue('');
    await expect(dialogOf(page).getByLabel('Email')).toHaveValue('');
  });

  for (const [failure, marker] of [
    ['an error answer (500)', '[500]'],
    ['a dropped connection', '[drop]'],
    ['no answer within the time-out', '[hang]'],
  ] as const) {
    test(`${failure} shows the alert and keeps everything typed`, async ({ page, siteUrl, formService, expectedConsole }) => {
      expectedConsole.push(/^Failed to load resource/); // the browser's own log line for the failed request
      const email = uniqueEmail('fail');
      const alerts: string[] = [];
      page.on('dialog', (alert) => {
        alerts.push(alert.message());
        void alert.accept();
      });
      if (marker === '[hang]') await page.clock.install();
      await openFromHeader(page, siteUrl);
      await fillAllSteps(page, { name: `Pat ${marker}`, email, notes: 'Keep this note.' });
      const submit = dialogOf(page).getByRole('button', { name: 'Submit' });
      await submit.click();
      if (marker === '[hang]') {
        await expect.poll(() => formService.received(email)).toHaveLength(1); // the wait has started
        await page.clock.fastForward(20_000); // the time-out site.yaml leaves at its default
      }

      await expect.poll(() => alerts).toEqual(['Something went wrong. Please try again.']);
      await expect(dialogOf(page)).toBeVisible();
      await expect(submit).toBeEnabled();
      await expect(submit).toBeFocused();
      await expect(dialogOf(page).getByLabel('Notes')).toHaveValue('Keep this note.');
      await dialogOf(page).getByRole('button', { name: 'Back' }).click();
      await expect(dialogOf(page).getByLabel('Property Address')).toHaveValue('12 Elm Street, Springfield');
      await expect(dialogOf(page).getByLabel('Service Type')).toHaveValue('Snow Removal');
      await dialogOf(page).getByRole('button', { name: 'Back' }).click();
      await expect(dialogOf(page).getByLabel('Name')).toHaveValue(`Pat ${marker}`);
      await expect(dialogOf(page).getByLabel('Email')).toHaveValue(email);
      expect(await formService.received(email)).toHaveLength(1);
    });
  }

  test('while sending, Submit is disabled and says so; a double click sends one request', async ({ page, siteUrl, formService }) => {
    const email = uniqueEmail('double');
    await openFromHeader(page, siteUrl);
    await fillAllSteps(page, { name: 'Pat', email });
    // Hold the answer until the test has seen the sending state, however slow the machine is.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${formService.url}/**`, async (route) => {
      await held;
      await route.continue();
    });
    const submit = dialogOf(page).getByRole('button', { name: 'Submit' });
    await submit.dblclick();
    const sending = dialogOf(page).getByRole('button', { name: 'Sending…' });
    await expect(sending).toBeDisabled();
    release();
    await expect(dialogOf(page).getByRole('heading', { name: 'Estimate Request Sent!' })).toBeVisible();
    expect(await formService.received(email)).toHaveLength(1);
  });

  test('a filled honeypot sends nothing but shows the confirmation', async ({ page, siteUrl, formService }) => {
    const email = uniqueEmail('bot');
    await openFromHeader(page, siteUrl);
    await fillAllSteps(page, { name: 'Robot', email });
    await dialogOf(page).locator('input[name=_gotcha]').fill('http://spam.example', { force: true });
    await dialogOf(page).getByRole('button', { name: 'Submit' }).click();
    await expect(dialogOf(page).getByRole('heading', { name: 'Estimate Request Sent!' })).toBeVisible();
    // Had it been sent, the confirmation would have waited for the answer: the request would be in.
    expect(await formService.received(email)).toEqual([]);
  });

  test('nothing is sent unless every required field holds, even one on an earlier step', async ({ page, siteUrl, formService }) => {
    const email = uniqueEmail('earlier');
    await openFromHeader(page, siteUrl);
    await fillAllSteps(page, { name: 'Pat', email });
    await page.evaluate(() => {
      (document.querySelector('#estimate-name') as HTMLInputElement).value = '';
    });
    await dialogOf(page).getByRole('button', { name: 'Submit' }).click();
    await expect(stepText(page)).toHaveText('Step 1 of 3');
    await expect(dialogOf(page).getByLabel('Name')).toBeFocused();
    expect(await formService.received(email)).toEqual([]);
  });
});

test.describe('loading', () => {
  test('React is not loaded until a Get Estimate control shows intent', async ({ page, siteUrl }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/chunks/')) chunks.push(request.url());
    });
    await page.goto(siteUrl);
    await page.getByRole('heading', { name: 'Mowing Made Simple' }).hover();
    // Intent starts the download one task after its event. A request the page makes after that
    // task is reported after any chunk it asked for, so once it is in, no chunk means none asked.
    await Promise.all([
      page.waitForRequest('**/robots.txt?after-hover'),
      page.evaluate(() => setTimeout(() => void fetch('/robots.txt?after-hover', { cache: 'no-store' }), 0)),
    ]);
    expect(chunks).toEqual([]);
    await headerEstimate(page).hover();
    await expect.poll(() => chunks.some((url) => url.includes('hydrate-islands'))).toBe(true);
    await expect(dialogHydrated(page)).toHaveCount(1);
  });

  test('the first click opens the dialog before React arrives, and nothing typed is lost', async ({ page, siteUrl }) => {
    const release = await holdIslands(page);
    await openFromHeader(page, siteUrl);
    await expect(dialogOf(page).getByLabel('Name')).toBeFocused();
    await expect(dialogHydrated(page)).toHaveCount(0);

    const dialog = dialogOf(page);
    await dialog.getByLabel('Name').pressSequentially('Early Bird');
    await dialog.getByLabel('Email').fill('early@example.com');
    await dialog.getByRole('button', { name: 'Next' }).click(); // held until React is there
    await expect(stepText(page)).toHaveText('Step 1 of 3');

    release();
    await expect(dialogHydrated(page)).toHaveCount(1);
    await expect(stepText(page)).toHaveText('Step 2 of 3');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('Early Bird');
    await expect(dialog.getByLabel('Email')).toHaveValue('early@example.com');
  });

  test('code that has not loaded in 120 seconds gives a clear error, and Get Estimate then opens the estimate page', async ({ page, siteUrl, expectedConsole }) => {
    expectedConsole.push(/\[estimate form\] Error: The estimate form code did not load within 120 seconds/);
    await page.clock.install();
    await page.route('**/hydrate-islands-*.js', () => {}); // never answered
    const requested = page.waitForRequest('**/hydrate-islands-*.js');
    await openFromHeader(page, siteUrl);
    await requested; // the 120 seconds have started
    const error = dialogOf(page).getByRole('alert');
    // The page's clock keeps running between steps, so leave room on both sides of 120 s.
    await page.clock.fastForward(110_000);
    await expect(error).toBeHidden();
    await page.clock.fastForward(15_000);
    await expect(error).toBeVisible();
    await expect(error).toContainText('could not load');
    await expect(error).toContainText('(201) 555-0199');
    await expect(error.getByRole('link', { name: 'Use the estimate form page instead' })).toHaveAttribute('href', '/estimate/');

    await page.keyboard.press('Escape');
    await headerEstimate(page).click();
    await expect(page).toHaveURL(`${siteUrl}/estimate/`);
  });

  test('code that arrives after the time-out still brings the form to life and clears the error', async ({ page, siteUrl, expectedConsole }) => {
    expectedConsole.push(/did not load within 120 seconds/);
    await page.clock.install();
    const release = await holdIslands(page);
    const requested = page.waitForRequest('**/hydrate-islands-*.js');
    await openFromHeader(page, siteUrl);
    await requested; // the 120 seconds have started
    await page.clock.fastForward(121_000);
    const error = dialogOf(page).getByRole('alert');
    await expect(error).toBeVisible();
    release();
    await expect(dialogHydrated(page)).toHaveCount(1);
    await expect(error).toBeHidden();
    await dialogOf(page).getByLabel('Name').fill('Late');
    await dialogOf(page).getByLabel('Email').fill('late@example.com');
    await dialogOf(page).getByRole('button', { name: 'Next' }).click();
    await expect(stepText(page)).toHaveText('Step 2 of 3');
  });

  // A failed download (rather than a slow one) is tried again: see dialog-recovery.spec.ts.
});

test.describe('accessibility', () => {
  test('the open dialog passes axe on every step and on the confirmation', async ({ page, siteUrl }) => {
    await openFromHeader(page, siteUrl);
    const audit = async () => (await axe(page).include('#estimate-dialog').analyze()).violations;
    expect(await audit()).toEqual([]);
    await fillAllSteps(page, { name: 'Pat', email: uniqueEmail('axe') });
    expect(await audit()).toEqual([]);
    await dialogOf(page).getByRole('button', { name: 'Submit' }).click();
    await expect(dialogOf(page).getByRole('heading', { name: 'Estimate Request Sent!' })).toBeFocused();
    expect(await audit()).toEqual([]);
  });
});
