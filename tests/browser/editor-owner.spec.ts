import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { namesOfTheFile } from '../helpers/names-of-the-file.js';
import { axe } from './axe.js';
import { createMockFormService } from './mock-form-service.js';
import { closeEditor, fileText, open, openEditor, openItem, original, ownSite, preview, save, section as region, sections } from './editor-page.js';

// The editor as an owner who has never seen YAML meets it (PRODUCT.md, part 4, "The editor, for an
// owner who has never seen YAML"), every point at a computer's width and at a phone's.

const SECTIONS = ['Business', 'Hero', 'Services', 'Towns', 'Prices', 'Projects and photos', 'Reviews and testimonials', 'Questions', 'Offers', 'Languages', 'Advanced'];

test.afterEach(closeEditor);

const form = (page: Page) => page.getByRole('main', { name: 'Site settings' });
/** What the page tells screen readers, politely. */
const said = (page: Page) => page.locator('.visually-hidden[role="status"]');

/** The controls the form shows now (the hidden ones of a closed item are not drawn at all). */
const controlsShown = (page: Page) => form(page).locator('input, select, textarea, button').evaluateAll((controls) => controls.filter((control) => (control as HTMLElement).offsetParent !== null).length);

/** The element the preview marks, in the preview's page. */
const marked = (page: Page) => preview(page).contentFrame().locator('[data-edit-marked]');
/** Whether an element of the preview's page is on its screen. */
async function inPreviewView(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.bottom > 0 && box.top < node.ownerDocument.defaultView!.innerHeight && box.height > 0;
  });
}

for (const [width, height, phone] of [
  [1280, 800, false],
  [390, 844, true],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile: phone, hasTouch: phone, deviceScaleFactor: 1 });

    /** On a phone the preview is a screen of its own: the Preview button shows it. */
    async function showPreview(page: Page): Promise<void> {
      if (!phone) return;
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Back to the form' })).toBeVisible();
    }
    async function backToForm(page: Page): Promise<void> {
      if (phone) await page.getByRole('button', { name: 'Back to the form' }).click();
    }

    test('the sections: one link each in the owner’s words, one section shown at a time at the top of the form, 150 controls at most', async ({ page }) => {
      await openEditor(page);
      await expect(sections(page).getByRole('link')).toHaveText(['Make it yours', ...SECTIONS]);
      for (const name of SECTIONS) {
        const shown = await open(page, name);
        const heading = page.getByRole('heading', { level: 2, name, exact: true });
        await expect(heading).toBeFocused();
        await expect(heading).toBeInViewport();
        expect(await form(page).evaluate((pane) => pane.scrollTop)).toBe(0);
        await expect(page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(1);
        await expect(sections(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'true');
        expect(await controlsShown(page), `${name} shows at most 150 controls`).toBeLessThanOrEqual(150);
        expect(await shown.isVisible()).toBe(true);
      }
    });

    test('Find a field shows only the fields that hold the words typed, across sections', async ({ page }) => {
      await openEditor(page);
      const find = page.getByRole('searchbox', { name: 'Find a field' });
      const found = page.getByRole('region', { name: 'Find a field' }).getByRole('listitem');
      await find.fill('Monroe');
      await expect(page.getByRole('region', { name: 'Find a field' }).getByText(/^\d+ fields hold that\.$/)).toBeVisible();
      await expect(page.locator('[name="towns[0].name"]')).toHaveValue('Monroe');
      await expect(page.locator('[name="business.address.locality"]')).toHaveValue('Monroe Township');
      for (const text of await found.evaluateAll((items) => items.map((item) => [item.textContent, ...[...item.querySelectorAll('input, textarea, select')].map((c) => (c as HTMLInputElement).value + ' ' + ((c as HTMLSelectElement).selectedOptions?.[0]?.text ?? ''))].join(' '))))
        expect(text.toLowerCase()).toContain('monroe');

      await find.fill('phone');
      await expect(page.locator('[name="business.phone"]')).toBeVisible();
      await expect(page.locator('[name="hero.headline"]')).toHaveCount(0);

      await find.fill('price');
      const where = await page.locator('.found-where').allTextContents();
      expect(new Set(where.map((line) => line.split(' › ')[0])).size).toBeGreaterThan(1);
      await expect(page.locator('[name="services[0].prices.ranges[0].from"]')).toBeVisible();
      // A field found is the field itself: typing there edits the site.
      await page.locator('[name="services[0].prices.ranges[0].from"]').fill('41');
      await expect(page.getByRole('banner').getByRole('status')).toHaveText(/Unsaved changes/);
    });

    test('no label, help, problem or checklist line names a key of the file', async ({ page }) => {
      test.setTimeout(60_000);
      await openEditor(page);
      const texts: string[] = [];
      const collect = async () =>
        texts.push(
          ...(await form(page).evaluate((pane) => [
            (pane as HTMLElement).innerText,
            ...[...pane.querySelectorAll('[aria-label], [placeholder]')].map((element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('placeholder') ?? ''}`),
          ])),
        );
      await collect();
      for (const name of SECTIONS) {
        await open(page, name);
        // Every service, project and group of built-in texts opened; one town shows what every town does.
        const closed = form(page).locator('.item-toggle[aria-expanded="false"]');
        for (let opened = 0; (await closed.count()) > 0 && !(name === 'Towns' && opened === 1); opened++) await closed.first().click();
        await collect();
      }
      // Problems, said in the form's words: a price range upside down and a page address with spaces.
      await open(page, 'Prices');
      await page.locator('[name="services[0].prices.ranges[0].to"]').fill('10');
      await expect(page.getByText(/The highest price must be at least the lowest \(40\), found 10/).first()).toBeVisible();
      await open(page, 'Towns');
      await openItem(page, 'Town 1: Monroe');
      await page.locator('[name="towns[0].slug"]').fill('Monroe Township');
      await expect(page.getByRole('region', { name: /problems? to fix/ })).toBeVisible();
      await collect();
      const offending = texts.flatMap((text) => namesOfTheFile(text));
      expect(offending).toEqual([]);
    });

    test('a lot size, a service and a town are chosen by what visitors see, and written by their id or slug', async ({ page }) => {
      await openEditor(page);
      const prices = await open(page, 'Prices');
      const lotSize = page.locator('[name="services[0].prices.ranges[2].lotSize"]');
      await expect(lotSize.locator('option')).toHaveText(['Up to 5,000 sq ft', '5,000 – 10,000 sq ft', '10,000 – 20,000 sq ft', 'Over 20,000 sq ft']);
      await lotSize.selectOption({ label: 'Over 20,000 sq ft' });
      await expect(prices.getByRole('group', { name: 'Range 3: Over 20,000 sq ft' })).toBeVisible();

      await open(page, 'Projects and photos');
      await openItem(page, 'Project 1: Front lawn renovation');
      const town = page.locator('[name="projects[0].town"]');
      await expect(town.locator('option:checked')).toHaveText('Monroe');
      await town.selectOption({ label: 'Cranbury' });
      const service = page.locator('[name="projects[0].service"]');
      await expect(service.locator('option')).toHaveText(['(none)', 'Lawn Maintenance', 'Landscaping', 'Irrigation']);
      await service.selectOption({ label: 'Irrigation' });

      await save(page);
      const text = fileText();
      expect(text).toContain('      - { lotSize: estate, from: 65, to: 90 }');
      expect(text).toContain('    town: cranbury\n    service: irrigation\n');
    });

    test('the preview shows the page of the field, scrolled to where its value shows, marked and said', async ({ page }) => {
      test.setTimeout(60_000);
      await openEditor(page);
      // A price range: its row in the service's price table.
      await open(page, 'Prices');
      await page.locator('[name="services[0].prices.ranges[1].from"]').focus();
      await showPreview(page);
      await expect(preview(page)).toHaveAccessibleName('Preview of the page /services/lawn-maintenance/');
      await expect(marked(page)).toContainText('5,000 – 10,000 sq ft');
      expect(await inPreviewView(marked(page))).toBe(true);
      await expect(said(page)).toHaveText(/^The preview shows the lowest price of range 2 \(5,000 – 10,000 sq ft\)\./);
      await backToForm(page);
      // Edited: the row shows the new price at once, then in the page rendered again.
      await page.locator('[name="services[0].prices.ranges[1].from"]').fill('47');
      await showPreview(page);
      await expect(preview(page).contentFrame().locator('[data-edit="services[0].prices.ranges[1]"]')).toContainText('$47 – $65 per visit');
      await backToForm(page);

      // A town's intro.
      await open(page, 'Towns');
      await openItem(page, 'Town 3: Plainsboro');
      await page.locator('[name="towns[2].intro"]').focus();
      await showPreview(page);
      await expect(preview(page)).toHaveAccessibleName('Preview of the page /lawn-care-plainsboro-nj/');
      await expect(marked(page)).toHaveAttribute('data-edit', 'towns[2].intro');
      expect(await inPreviewView(marked(page))).toBe(true);
      await backToForm(page);

      // A question's answer, opened in its page; a testimonial.
      await open(page, 'Questions');
      await page.locator('[name="faq[3].answer"]').focus();
      await showPreview(page);
      const answer = preview(page).contentFrame().locator('[data-edit="faq[3].answer"][data-edit-marked]');
      await expect(answer).toHaveText(/^No\. Our service plans run season to season/);
      expect(await inPreviewView(answer)).toBe(true);
      await expect(preview(page).contentFrame().locator('details:has([data-edit="faq[3].answer"])')).toHaveAttribute('open', '');
      await backToForm(page);
      await open(page, 'Reviews and testimonials');
      await page.locator('[name="testimonials[2].quote"]').focus();
      await showPreview(page);
      const quote = preview(page).contentFrame().locator('[data-edit="testimonials[2].quote"][data-edit-marked]');
      await expect(quote).toHaveText(/^The spring cleanup and fresh mulch/);
      expect(await inPreviewView(quote)).toBe(true);
      await expect(said(page)).toHaveText(/^The preview shows the quote of testimonial 3/);
    });

    test('Save’s status sits in the editor’s own bar, over nothing of the preview', async ({ page }) => {
      await openEditor(page);
      await page.locator('[name="hero.headline"]').count(); // (the start shows the checklist)
      await open(page, 'Hero');
      await page.locator('[name="hero.headline"]').fill('Green Lawns, Free Weekends');
      await save(page);
      const bar = page.getByRole('banner');
      await expect(bar.getByText('Saved', { exact: true })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Undo' })).toBeVisible();
      await showPreview(page);
      const barBox = (await bar.boundingBox())!;
      const frameBox = (await preview(page).boundingBox())!;
      expect(frameBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);
      // Nothing else is drawn over the preview's page either.
      const top = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, { x: frameBox.x + frameBox.width / 2, y: frameBox.y + 5 });
      expect(top).toBe('IFRAME');
    });

    if (phone) {
      test('on a phone, Preview stays in view while the form scrolls; it shows the field’s page, and Back to the form returns to the field', async ({ page }) => {
        await openEditor(page);
        await open(page, 'Prices');
        const field = page.locator('[name="services[2].prices.ranges[1].to"]');
        await field.scrollIntoViewIfNeeded();
        await field.focus();
        expect(await form(page).evaluate((pane) => pane.scrollTop)).toBeGreaterThan(1000);
        const button = page.getByRole('button', { name: 'Preview', exact: true });
        await expect(button).toBeInViewport({ ratio: 1 });
        await expect(preview(page)).toBeHidden();
        await button.click();
        await expect(preview(page)).toBeVisible();
        await expect(preview(page)).toHaveAccessibleName('Preview of the page /services/irrigation/');
        await expect(marked(page)).toContainText('5,000 – 10,000 sq ft');
        await expect(page.getByRole('button', { name: 'Back to the form' })).toBeFocused();
        await page.getByRole('button', { name: 'Back to the form' }).click();
        await expect(field).toBeFocused();
        await expect(field).toBeInViewport();
        await expect(preview(page)).toBeHidden();
      });
    }

    test('Make it yours: the sample’s values, each opening its field, gone once the field holds the owner’s own', async ({ page }) => {
      await openEditor(page);
      const checklist = page.getByRole('region', { name: 'Make it yours' });
      await expect(page.getByRole('heading', { level: 2, name: 'Make it yours' })).toBeVisible();
      const items = checklist.getByRole('listitem').getByRole('button');
      // Everything the launch check marks on the sample site: its name, phone, licences, rating, testimonials, photos…
      expect(await items.count()).toBeGreaterThan(30);
      for (const name of ['Business name', 'Phone number', 'Licence 1', 'Map position', 'Form address', 'Rating and number of reviews', 'Testimonial 2', 'Home page banner photo', 'Spanish testimonial 1'])
        await expect(checklist.getByRole('button', { name, exact: true })).toBeVisible();
      await expect(checklist.getByRole('button', { name: 'Send a test request' })).toHaveCount(0); // the form address is the sample's

      // A photo opens its section, its service, its photo's file.
      await checklist.getByRole('button', { name: 'Photo of Landscaping', exact: true }).click();
      await expect(page.locator('[name="services[1].image.src"]')).toBeFocused();
      await expect(region(page, 'Services')).toBeVisible();
      await open(page, 'Make it yours');

      await checklist.getByRole('button', { name: 'Phone number', exact: true }).click();
      const phoneField = page.locator('[name="business.phone"]');
      await expect(phoneField).toBeFocused();
      await expect(region(page, 'Business')).toBeVisible();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('(201) 438-7710');
      await open(page, 'Make it yours');
      await expect(checklist.getByRole('button', { name: 'Phone number', exact: true })).toHaveCount(0);
      await expect(checklist.getByRole('button', { name: 'Business name', exact: true })).toBeVisible();
      expect(fileText()).toBe(original); // before any Save

      // A text without its translation is a line too.
      await open(page, 'Services');
      await page.getByRole('button', { name: 'Add a service' }).click();
      await page.locator('[name="services[3].title"]').fill('Snow Removal');
      await page.locator('[name="services[3].slug"]').fill('snow-removal');
      await open(page, 'Make it yours');
      const spanishTitle = checklist.getByRole('button', { name: 'Spanish title for Snow Removal' });
      await expect(spanishTitle).toBeVisible();
      await spanishTitle.click();
      await expect(page.locator('[name="translations.es.services[snow-removal].title"]')).toBeFocused();
      await page.keyboard.type('Quitanieves');
      await open(page, 'Make it yours');
      await expect(spanishTitle).toHaveCount(0);

      // A new testimonial gets its Spanish place at once: a text to write, not a list one too short.
      await open(page, 'Reviews and testimonials');
      await page.getByRole('button', { name: 'Add a testimonial' }).click();
      await page.keyboard.type('Great crew, fair price.');
      await open(page, 'Make it yours');
      const spanishQuote = checklist.getByRole('button', { name: 'Spanish quote for testimonial 4', exact: true });
      await expect(spanishQuote).toBeVisible();
      await spanishQuote.click();
      await expect(page.locator('[name="translations.es.testimonials[3].quote"]')).toBeFocused();
      await page.keyboard.type('Gran equipo, buen precio.');
      await open(page, 'Make it yours');
      await expect(spanishQuote).toHaveCount(0);
    });

    test('Make it yours: ready to publish once nothing is the sample’s; a test request to the owner’s form address, its answer in plain words', async ({ page }) => {
      const service = createMockFormService();
      await new Promise<void>((done) => service.listen(0, '127.0.0.1', done));
      try {
        const endpoint = `http://127.0.0.1:${(service.address() as AddressInfo).port}/f/owner`;
        await openEditor(page, ownSite(endpoint));
        const checklist = page.getByRole('region', { name: 'Make it yours' });
        // A form address on this computer takes a test request, but no visitor's: it is the one item left.
        await expect(checklist.getByRole('listitem')).toHaveCount(1);
        await expect(checklist.getByRole('listitem')).toContainText('only works on this computer');
        await expect(checklist.getByText(/ready to publish/)).toHaveCount(0);
        const answered = page.waitForResponse((response) => response.url().endsWith('/api/send-test'));
        await checklist.getByRole('button', { name: 'Send a test request' }).click();
        await answered;
        await expect(checklist.getByRole('status')).toHaveText(/^The form service accepted the test request \(it answered 200 OK\)\. Look for it in the inbox/);
        const received = (await (await fetch(`${endpoint.replace('/f/owner', '')}/__requests`)).json()) as Array<{ body: string }>;
        expect(JSON.parse(received[0]!.body)).toMatchObject({ name: 'Website test', email: 'office@hillsidelawn.com' });

        await checklist.getByRole('button', { name: 'Form address', exact: true }).click();
        await expect(page.locator('[name="estimateForm.endpoint"]')).toBeFocused();
        await page.locator('[name="estimateForm.endpoint"]').fill('https://formspree.io/f/mwkgabcd');
        await open(page, 'Make it yours');
        await expect(checklist.getByText(/ready to publish/)).toBeVisible();
        await expect(checklist.getByRole('listitem')).toHaveCount(0);
      } finally {
        service.close();
      }
    });

    test('the sections and the checklist are reached by keyboard in order, and axe finds nothing', async ({ page }) => {
      test.setTimeout(90_000);
      await openEditor(page);
      await page.getByRole('searchbox', { name: 'Find a field' }).focus();
      await page.keyboard.press('Tab');
      await expect(sections(page).getByRole('link', { name: 'Make it yours' })).toBeFocused();
      for (const name of SECTIONS) {
        await page.keyboard.press('Tab');
        await expect(sections(page).getByRole('link', { name, exact: true })).toBeFocused();
      }
      await page.keyboard.press('Tab');
      await expect(page.getByRole('region', { name: 'Make it yours' }).getByRole('button').first()).toBeFocused();
      // A section opened by keyboard: its heading takes the focus, its first field is next.
      await sections(page).getByRole('link', { name: 'Offers', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: 'Offers' })).toBeFocused();

      for (const view of ['Make it yours', 'Prices', 'Towns']) {
        await open(page, view);
        if (view === 'Towns') await openItem(page, 'Town 1: Monroe');
        const { violations } = await axe(page).exclude('iframe').analyze();
        expect(violations.map((violation) => `${view}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });

    test('a long list shows a page of items at a time, with a search of its own', async ({ page }) => {
      const towns = Array.from({ length: 30 }, (_, i) => `  - name: Town ${i + 1}\n    slug: town-${i + 1}\n`).join('');
      const text = original.slice(0, original.indexOf('\ntowns:\n') + 1) + `towns:\n${towns}` + original.slice(original.indexOf('\nwhyChooseUs:\n') + 1).replace(/\ntranslations:\n[\s\S]*$/, '\n');
      await openEditor(page, text.replace(/^ {4}town: .*\n/gm, ''));
      const list = await open(page, 'Towns');
      const buttons = list.getByRole('button', { name: /^Town \d+: Town \d+$/ });
      await expect(buttons).toHaveCount(10);
      await expect(list.getByText('Towns 1–10 of 30')).toBeVisible();
      await list.getByRole('button', { name: 'Next' }).click();
      await expect(buttons.first()).toHaveText('Town 11: Town 11');
      await list.getByRole('searchbox', { name: 'Find a town' }).fill('Town 27');
      await expect(buttons).toHaveText(['Town 27: Town 27']);
      await openItem(page, 'Town 27: Town 27');
      await expect(page.locator('[name="towns[26].name"]')).toHaveValue('Town 27');
    });
  });
}
