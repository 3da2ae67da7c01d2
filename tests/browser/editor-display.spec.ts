import { expect, test, type Locator } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { closeEditor, open, openEditor, original, ownSite, preview, saveState, section as region } from './editor-page.js';
import { createMockFormService } from './mock-form-service.js';

// What an owner who is not a programmer saw of the editor when walking through it, at a computer's
// width and at a phone's: values cut short, text areas too small, an answer out of sight, a blank
// preview, "Unsaved changes" that were not.

test.afterEach(closeEditor);

/** How much of its text a text box or text area hides: nothing, when it is big enough. */
const hidden = (control: Locator) =>
  control.evaluate((element) => {
    const box = element as HTMLTextAreaElement;
    return { across: box.scrollWidth - box.clientWidth, down: box.scrollHeight - box.clientHeight };
  });

for (const [width, height, phone] of [
  [1280, 800, false],
  [390, 844, true],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile: phone, hasTouch: phone, deviceScaleFactor: 1 });

    test('a licence or a profile, and its Spanish, is as wide as its column (regression: 250 px boxes in a 430 px column cut long values)', async ({ page }) => {
      await openEditor(page);
      const business = await open(page, 'Business');
      const list = business.getByRole('group', { name: 'Licences', exact: true });
      const column = await list.evaluate((fieldset) => {
        const style = getComputedStyle(fieldset);
        return fieldset.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      });
      for (const name of ['business.licences[0]', 'translations.es.business.licences[0]', 'business.social[0]']) {
        const box = (await page.locator(`[name="${name}"]`).boundingBox())!;
        // The Spanish one is set in by its rule on the left, a little.
        expect(box.width, name).toBeGreaterThan(column - 40);
      }
    });

    test('a text area is tall enough for its text when first shown, and grows with it up to a limit (regression: the Spanish offer and photo description cut)', async ({ page }) => {
      await openEditor(page);
      await open(page, 'Offers');
      for (const name of ['offers[0].text', 'translations.es.offers[0].text']) {
        const area = page.locator(`[name="${name}"]`);
        await expect(area).toBeVisible();
        expect((await hidden(area)).down, name).toBeLessThanOrEqual(1);
      }
      await open(page, 'Hero');
      for (const name of ['hero.image.alt', 'translations.es.hero.image.alt', 'hero.subtext']) {
        const area = page.locator(`[name="${name}"]`);
        await expect(area).toBeVisible();
        expect(await area.evaluate((element) => element.tagName)).toBe('TEXTAREA');
        expect((await hidden(area)).down, name).toBeLessThanOrEqual(1);
      }
      // Typed into, it grows; a very long text stops growing and scrolls.
      const subtext = page.locator('[name="hero.subtext"]');
      const before = (await subtext.boundingBox())!.height;
      await subtext.fill('Lawn care, landscaping and irrigation for homes in central New Jersey. '.repeat(3));
      await expect.poll(async () => (await subtext.boundingBox())!.height).toBeGreaterThan(before);
      expect((await hidden(subtext)).down).toBeLessThanOrEqual(1);
      await subtext.fill('A very long text. '.repeat(200));
      const lineHeight = await subtext.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect((await subtext.boundingBox())!.height).toBeLessThan(18 * lineHeight);
    });

    test('a long offer is named by its first words and an ellipsis, cut at a word (regression: "Offer 1: Fall cleanup … book by Dece")', async ({ page }) => {
      await openEditor(page);
      const offers = await open(page, 'Offers');
      const offer = offers.getByRole('group', { name: /^Offer 1: / });
      await expect(offer).toHaveAccessibleName('Offer 1: Spring aeration and overseeding, 20% off when you book by…');
      const legend = offer.locator('legend').first();
      expect(await legend.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      if (phone) return; // the preview, and what it says it marks, is out of sight
      await page.locator('[name="offers[0].starts"]').focus();
      await expect(page.locator('.visually-hidden[role="status"]')).toHaveText(/^The preview shows the first day of offer 1 \(Spring aeration and overseeding, 20% off when you book by…\)\./);
    });

    test('a range’s lot size shows its whole name (regression: "5,000 – 10,000 sq" cut)', async ({ page }) => {
      await openEditor(page);
      await open(page, 'Prices');
      for (const name of ['services[0].prices.ranges[1].lotSize', 'services[0].prices.ranges[2].lotSize', 'services[1].prices.ranges[2].lotSize']) {
        const select = page.locator(`[name="${name}"]`);
        await select.scrollIntoViewIfNeeded();
        // As wide as the same list of choices drawn at the width its longest one needs.
        const [shown, needed] = await select.evaluate((element) => {
          const free = element.cloneNode(true) as HTMLSelectElement;
          free.style.cssText = 'width: auto; position: absolute; visibility: hidden;';
          element.parentElement!.append(free);
          const widths = [element.getBoundingClientRect().width, free.getBoundingClientRect().width];
          free.remove();
          return widths;
        });
        expect(shown, name).toBeGreaterThanOrEqual(needed! - 0.5);
      }
    });

    test('the answer to a test request is brought into view and read out (regression: it appeared below the bottom of the screen)', async ({ page }) => {
      const service = createMockFormService();
      await new Promise<void>((done) => service.listen(0, '127.0.0.1', done));
      try {
        const endpoint = `http://127.0.0.1:${(service.address() as AddressInfo).port}/f/owner`;
        // The sample site with the owner's form address: the checklist is long, the button at its end.
        await openEditor(page, original.replace('https://formspree.io/f/your-form-id', endpoint));
        const checklist = region(page, 'Make it yours');
        const answer = checklist.getByRole('status');
        // There before the answer, so that a screen reader reads the answer when it comes.
        await expect(answer).toHaveCount(1);
        await expect(answer).toHaveText('');
        const button = checklist.getByRole('button', { name: 'Send a test request' });
        await button.scrollIntoViewIfNeeded();
        await button.click();
        await expect(answer).toHaveText(/^The form service accepted the test request/);
        await expect(answer).toBeInViewport({ ratio: 1 });
      } finally {
        service.close();
      }
    });

    test('a value put back as it was saved leaves nothing unsaved, and Make it yours says the one next step (regression: "Unsaved changes" stayed; "Save, then run npm run build")', async ({ page }) => {
      await openEditor(page, ownSite());
      const checklist = region(page, 'Make it yours');
      const ready = checklist.getByText(/ready to publish/);
      await expect(ready).toHaveText(/^Nothing of the sample is left: your site is ready to publish\. .*the README’s section “Deploying dist\/” says how/);
      await expect(ready).not.toHaveText(/npm|Save/);
      await open(page, 'Hero');
      const headline = page.locator('[name="hero.headline"]');
      await headline.fill('Lawns We Are Proud Of!');
      await expect(saveState(page)).toHaveText('Unsaved changes');
      await open(page, 'Make it yours');
      await expect(ready).toHaveText('Nothing of the sample is left in the form: save your changes, and your site is ready to publish.');
      await open(page, 'Hero');
      await headline.fill('Lawns We Are Proud Of');
      await expect(saveState(page)).toHaveText('No unsaved changes');
      await open(page, 'Make it yours');
      await expect(ready).toHaveText(/^Nothing of the sample is left: your site is ready to publish\./);

      // A problem is not ready either: Save would refuse it.
      await open(page, 'Hero');
      await headline.fill('');
      await open(page, 'Make it yours');
      await expect(checklist.getByText(/problem to fix first/)).toHaveText(/^Nothing of the sample is left, but the form has a problem to fix first/);
      await expect(ready).toHaveCount(1); // the same line, saying what comes before ready
      await expect(ready).not.toHaveText(/^Nothing of the sample is left: your site is ready/);
    });

    test('after Remove, the preview keeps showing a whole page, where it was, while the new one loads (regression: a faded, nearly blank page)', async ({ page }) => {
      test.skip(phone, 'on a phone the preview is out of sight while the form is edited');
      await openEditor(page);
      const business = await open(page, 'Business');
      await expect(preview(page)).toHaveAccessibleName('Preview of the page /');
      await expect(preview(page).contentFrame().getByRole('contentinfo')).toBeVisible();
      // Half-way down the home page, among its sections.
      await preview(page).evaluate((frame) => {
        const view = (frame as HTMLIFrameElement).contentWindow!;
        view.scrollTo({ top: (view.document.documentElement.scrollHeight - view.innerHeight) / 2, behavior: 'instant' });
      });
      await page.waitForTimeout(700); // the sections there have faded in, if they do
      // What the preview shows, every frame, from the click until the new page is in.
      await page.evaluate(() => {
        const seen: Array<{ ready: string; scroll: number; faded: number; text: number }> = [];
        (window as unknown as { seen: typeof seen }).seen = seen;
        const look = () => {
          const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Preview of the page"]');
          const doc = frame?.contentDocument;
          // Sections on the preview's screen that are not fully drawn.
          const onScreen = (section: Element) => {
            const box = section.getBoundingClientRect();
            return box.bottom > 0 && box.top < (doc!.defaultView?.innerHeight ?? 0);
          };
          const faded = doc ? [...doc.querySelectorAll('main section')].filter((section) => onScreen(section) && Number(getComputedStyle(section).opacity) < 1).length : -1;
          seen.push({ ready: doc?.readyState ?? 'none', scroll: frame?.contentWindow?.scrollY ?? -1, faded, text: doc?.body?.innerText.length ?? 0 });
          if (seen.length < 600) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      const profiles = business.getByRole('group', { name: 'Social profiles', exact: true });
      await profiles.getByRole('button', { name: /^Remove https:\/\/www\.instagram\.com/ }).click();
      await expect(preview(page).contentFrame().locator('a[href*="instagram.com"]')).toHaveCount(0);
      await page.waitForTimeout(700); // as long as the sections took to fade in
      const seen = await page.evaluate(() => (window as unknown as { seen: Array<{ ready: string; scroll: number; faded: number; text: number }> }).seen);
      expect(seen.length).toBeGreaterThan(10);
      const where = seen[0]!.scroll;
      expect(where).toBeGreaterThan(500);
      for (const [i, look] of seen.entries()) {
        expect(look.ready, `frame ${i}`).toBe('complete');
        expect(look.faded, `frame ${i}: sections faded`).toBe(0);
        expect(look.text, `frame ${i}: text shown`).toBeGreaterThan(500);
        expect(Math.abs(look.scroll - where), `frame ${i}: scrolled where it was`).toBeLessThan(200);
      }
    });
  });
}
