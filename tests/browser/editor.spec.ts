import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeEditor, configPath, fileText, group, open, openEditor, openItem, original, root, save, saveBar, saveButton, saveState as fileState, section, textbox } from './editor-page.js';

// The editor is used on a computer: one desktop screen is enough, and the phone project (which
// runs every untagged test once) is given a desktop-sized window here.
test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test.beforeEach(async ({ page }) => openEditor(page));
test.afterEach(closeEditor);

/** The towns' buttons, one per town, each opening its fields. */
const townButtons = (page: Page) => section(page, 'Towns').getByRole('button', { name: /^Town \d+: / });

/** The services section's items, swapped: what moving the first service down makes of the text. */
function withFirstServicesSwapped(text: string): string {
  const start = text.indexOf('services:\n') + 'services:\n'.length;
  const end = text.indexOf('\n', text.indexOf('\ntowns:') - 1);
  const items = text.slice(start, end).split(/(?=^ {2}- )/m);
  return text.slice(0, start) + [items[1], items[0], ...items.slice(2)].join('') + text.slice(end);
}

test('edits a value, adds and removes a town, reorders services by keyboard, uploads a photo and saves only those changes', async ({ page }) => {
  const hero = await open(page, 'Hero');
  const headline = textbox(hero, 'Headline');
  await expect(headline).toHaveAttribute('name', 'hero.headline'); // every control's name is its key path
  await headline.fill('Green Lawns, Free Weekends');

  const towns = await open(page, 'Towns');
  const townCount = await towns.getByRole('button', { name: /^Town \d+: / }).count();
  await page.getByRole('button', { name: 'Add a town' }).click();
  const newTown = group(page, new RegExp(`^Town ${townCount + 1}\\b`));
  const newName = textbox(newTown, 'Name');
  await expect(newName).toBeFocused();
  await expect(newName).toHaveAttribute('name', `towns[${townCount}].name`);
  await page.keyboard.type('Jamesburg');
  await textbox(newTown, 'Page address').fill('jamesburg');
  await expect(page.getByRole('button', { name: 'Remove Jamesburg' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Jamesburg' }).click();
  await expect(newTown).toHaveCount(0);
  await expect(towns.getByRole('button', { name: /^Town \d+: / })).toHaveCount(townCount);

  await open(page, 'Services');
  const down = page.getByRole('button', { name: 'Move Lawn Maintenance down' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Service 2: Lawn Maintenance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move Lawn Maintenance down' })).toBeFocused();

  await open(page, 'Hero');
  const heroImage = hero.getByRole('group', { name: 'Photo', exact: true });
  await heroImage.getByLabel('Upload a new photo').setInputFiles({ name: 'Our Best Lawn.PNG', mimeType: 'image/png', buffer: readFileSync(join(root, 'photos', 'logo.png')) });
  await expect(heroImage.getByRole('status')).toHaveText('Added photos/our-best-lawn.png and chose it.');
  await expect(heroImage.getByRole('combobox', { name: 'Photo file' })).toHaveValue('photos/our-best-lawn.png');

  await save(page);
  await expect(saveBar(page).getByText(/^Saved/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo this save' })).toBeVisible();

  const expected = withFirstServicesSwapped(
    original.replace('headline: Beautiful Lawns Without the Weekend Work', 'headline: Green Lawns, Free Weekends').replace('    src: photos/hero-front-lawn.jpg', '    src: photos/our-best-lawn.png'),
  );
  expect(fileText()).toBe(expected);

  // A save can hold an afternoon's work: Undo asks first, and the safe answer keeps it.
  await page.getByRole('button', { name: 'Undo this save' }).click();
  await expect(saveBar(page)).toContainText(/Take out the \d+ changes of your last save\?/);
  await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Undo this save' })).toBeFocused();
  expect(fileText()).toBe(expected);

  await page.getByRole('button', { name: 'Undo this save' }).click();
  const undone = page.waitForResponse((response) => response.url().endsWith('/api/undo'));
  await page.getByRole('button', { name: 'Undo the save' }).click();
  await undone;
  await expect(saveBar(page).getByText(/^Undone/)).toBeVisible();
  expect(fileText()).toBe(original);

  // …and what it took out can be put back, focus on the way.
  await expect(page.getByRole('button', { name: 'Put the save back' })).toBeFocused();
  const redone = page.waitForResponse((response) => response.url().endsWith('/api/redo'));
  await page.keyboard.press('Enter');
  await redone;
  await expect(saveBar(page).getByText('Your save is back in site.yaml.')).toBeVisible();
  expect(fileText()).toBe(expected);
  await expect(headline).toHaveValue('Green Lawns, Free Weekends');
});

test('an invalid page address shows its message beside the field and blocks Save, with its section opened and focus moved there', async ({ page }) => {
  await open(page, 'Towns');
  await openItem(page, 'Town 1: Monroe');
  const monroe = group(page, 'Town 1: Monroe');
  const slug = textbox(monroe, 'Page address');
  await slug.fill('Monroe Township');
  await expect(monroe.getByText('lower-case letters, digits and single hyphens only')).toBeVisible();
  await expect(slug).toHaveAccessibleDescription(/lower-case letters, digits and single hyphens only/);
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The preview waits until the problems are fixed.')).toBeVisible();

  await textbox(await open(page, 'Hero'), 'Headline').focus();
  await saveButton(page).click();
  await expect(page.locator('[name="towns[0].slug"]')).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('Not saved');
  expect(fileText()).toBe(original);
});

test('a change made on disk behind the editor’s back is not overwritten, and the new version can be loaded', async ({ page }) => {
  const headline = textbox(await open(page, 'Hero'), 'Headline');
  await headline.fill('Mine');
  writeFileSync(configPath(), original.replace('headline: Beautiful Lawns Without the Weekend Work', 'headline: Theirs'));
  await save(page);
  await expect(saveBar(page).getByText(/was changed on disk since the editor loaded it/)).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/was changed on disk since the editor loaded it/);
  expect(fileText()).toContain('headline: Theirs');

  await page.getByRole('button', { name: 'Load the new version' }).click();
  await expect(headline).toHaveValue('Theirs');
});

test('the preview shows the focused town’s page with the typed text', async ({ page }) => {
  await open(page, 'Towns');
  await openItem(page, 'Town 2: East Windsor');
  const intro = textbox(group(page, 'Town 2: East Windsor'), 'Intro');
  await intro.fill('East Windsor lawns, looked after by neighbours.');
  const typed = Date.now();
  const preview = page.getByTitle(/^Preview of the page /);
  await expect(preview.contentFrame().getByText('East Windsor lawns, looked after by neighbours.')).toBeVisible();
  test.info().annotations.push({ type: 'preview after typing paused', description: `${Date.now() - typed} ms` });
  await expect(preview).toHaveAccessibleName(/lawn-care-east-windsor-nj/);
});

test('the number for text messages and the time zone are fields, and the preview’s footer shows Text us and the open-now line', async ({ page }) => {
  const business = await open(page, 'Business');
  const sms = textbox(business, 'Number for text messages');
  await expect(sms).toHaveAttribute('name', 'business.sms');
  await expect(business.getByRole('combobox', { name: 'Time zone', exact: true })).toHaveAttribute('name', 'site.timeZone'); // a list of the zones' names
  await business.getByRole('textbox', { name: 'Business name', exact: true }).focus(); // the page looked at stays: the home page
  const footer = page.getByTitle(/^Preview of the page /).contentFrame().getByRole('contentinfo');
  await expect(footer.getByText(/^(Open now · closes at|Closed now · opens) /).filter({ visible: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: /^Text us/ })).toHaveCount(0);

  await sms.fill('(201) 438-7710');
  await expect(footer.getByRole('link', { name: 'Text us (201) 438-7710' })).toHaveAttribute('href', 'sms:+12014387710');
  await save(page);
  await expect(fileState(page)).toHaveText(/No unsaved changes/);
  expect(fileText()).toContain('  sms: (201) 438-7710\n');
});

test('two removals in a row remove both towns, and the form after saving is the file (regression)', async ({ page }) => {
  await open(page, 'Towns');
  const towns = townButtons(page);
  const count = await towns.count();
  await page.getByRole('button', { name: 'Remove Princeton Junction' }).click();
  await page.getByRole('button', { name: 'Remove Dayton' }).click();
  await expect(towns).toHaveCount(count - 2);
  await save(page);
  await expect(saveBar(page).getByText(/^Saved/)).toBeVisible();
  const text = fileText();
  expect(text).not.toContain('name: Princeton Junction');
  expect(text).not.toContain('name: Dayton');
  await page.reload();
  await open(page, 'Towns');
  await expect(towns).toHaveCount(count - 2);
});

test('a field clicked while its section is still being drawn keeps the focus: the section heading does not take it afterwards (regression: "4.75" typed as "4.")', async ({ page }) => {
  // As on a busy computer: the frames are held back until the owner has clicked the field, then come late.
  const focused = await page.evaluate(async () => {
    const held: FrameRequestCallback[] = [];
    const requestFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => held.push(callback);
    [...document.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.textContent?.trim() === 'Reviews and testimonials')!.click();
    const field = await new Promise<HTMLInputElement>((resolve) => {
      const drawn = () => document.querySelector<HTMLInputElement>('input[name="reviews.rating"]');
      const observer = new MutationObserver(() => drawn() && (observer.disconnect(), resolve(drawn()!)));
      if (drawn()) resolve(drawn()!);
      else observer.observe(document.body, { childList: true, subtree: true });
    });
    field.focus();
    window.requestAnimationFrame = requestFrame;
    held.forEach((callback) => requestFrame(callback));
    for (let frame = 0; frame < 3; frame++) await new Promise(requestFrame);
    return document.activeElement?.getAttribute('name');
  });
  expect(focused).toBe('reviews.rating');
});

test('a decimal number is typed digit by digit, dot included (regression: 4.75 became 475)', async ({ page }) => {
  const rating = textbox(await open(page, 'Reviews and testimonials'), 'Rating');
  await rating.selectText();
  await page.keyboard.press('Backspace');
  await rating.pressSequentially('4.75');
  await expect(rating).toHaveValue('4.75');
  await open(page, 'Business');
  const latitude = textbox(group(page, 'Map position'), 'Latitude');
  await latitude.selectText();
  await page.keyboard.press('Backspace');
  await latitude.pressSequentially('40.5');
  await expect(latitude).toHaveValue('40.5');
  await expect(fileState(page)).not.toContainText('problem');
  await save(page);
  await expect(saveBar(page).getByText(/^Saved/)).toBeVisible();
  expect(fileText()).toContain('  rating: 4.75\n');
  expect(fileText()).toContain('geo: { latitude: 40.5, longitude: -74.42876 }');
});

test('a short text typed past 70 characters stays the same field, keeping the focus and every letter (regression)', async ({ page }) => {
  const headline = textbox(await open(page, 'Hero'), 'Headline');
  await headline.selectText();
  await page.keyboard.press('Backspace');
  const long = 'Beautiful lawns, fresh beds and sprinklers that work, all season long, in every town';
  await headline.pressSequentially(long);
  await expect(headline).toBeFocused();
  await expect(headline).toHaveValue(long);
});

test('a word typed into a new point is written plain, indented like its neighbours (regression: - "Edging")', async ({ page }) => {
  await open(page, 'Services');
  await openItem(page, 'Service 1: Lawn Maintenance');
  const points = group(page, 'Service 1: Lawn Maintenance').getByRole('group', { name: 'Points', exact: true });
  const count = await points.getByRole('textbox', { name: /^Point \d+$/ }).count();
  await points.getByRole('button', { name: 'Add a point' }).click();
  await expect(textbox(points, `Point ${count + 1}`)).toBeFocused();
  await page.keyboard.type('Edging');
  // The site has a Spanish translation, which needs the new point too: its field is right after it.
  await page.keyboard.press('Tab');
  await expect(textbox(points, `Point ${count + 1} (Español)`)).toBeFocused();
  await page.keyboard.type('Bordeado');
  await save(page);
  await expect(saveBar(page).getByText(/^Saved/)).toBeVisible();
  expect(fileText()).toMatch(/\n {6}- Seeding\n(?: {6}- .*\n)* {6}- Edging\n/);
  expect(fileText()).toMatch(/\n {10}- Siembra\n(?: {10}- .*\n)* {10}- Bordeado\n/);
  expect(fileText()).not.toContain('"Edging"');
  expect(fileText()).not.toContain('"Bordeado"');
});

test('what is typed while a save is on its way stays, unsaved, and a second Saved is announced again', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/api/save', async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  const headline = textbox(await open(page, 'Hero'), 'Headline');
  await headline.selectText();
  await page.keyboard.type('First');
  const firstSave = page.waitForResponse((response) => response.url().endsWith('/api/save'));
  await saveButton(page).click();
  await headline.press('End');
  await page.keyboard.type(' and second');
  release();
  await firstSave;
  await expect(saveBar(page).getByText(/^Saved/)).toBeVisible();
  expect(fileText()).toContain('headline: First\n');
  await expect(headline).toHaveValue('First and second');
  await expect(fileState(page)).toContainText('Unsaved changes');
  // What a screen reader is told, in the page's status region (not seen: the save bar shows it).
  const announced = page.getByRole('status').filter({ hasText: /^Saved\.\s*$/ });
  const first = await announced.textContent();

  await page.unroute('**/api/save');
  await save(page);
  await expect(fileState(page)).toContainText('No unsaved changes');
  expect(fileText()).toContain('headline: First and second\n');
  // The region's text changes (a screen reader reads it again) though the words are the same.
  await expect.poll(() => announced.textContent()).not.toBe(first);
  await expect(announced).toContainText('Saved.');
});

test('each section is reached by its link under Sections and named by its heading', async ({ page }) => {
  for (const name of ['Business', 'Towns', 'Advanced']) {
    await open(page, name);
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeFocused();
  }
  // One section at a time.
  await expect(page.getByRole('region', { name: 'Business', exact: true })).toHaveCount(0);
});

test("a range's lot size is picked by its label from the lot sizes as they are edited, and written by its id; a price previews its page", async ({ page }) => {
  const prices = await open(page, 'Prices');
  const irrigationPrices = group(prices, 'Irrigation: Prices');
  const lastRange = irrigationPrices.getByRole('group', { name: 'Range 4: Over 20,000 sq ft', exact: true });
  const lotSize = lastRange.getByRole('combobox', { name: 'Lot size', exact: true });
  await expect(lotSize).toHaveAttribute('name', 'services[2].prices.ranges[3].lotSize');
  const sameLotSize = page.locator('[name="services[2].prices.ranges[3].lotSize"]'); // while its legend names an id no lot size has
  await expect(lotSize.locator('option')).toHaveText(['Up to 5,000 sq ft', '5,000 – 10,000 sq ft', '10,000 – 20,000 sq ft', 'Over 20,000 sq ft']);
  await expect(lotSize).toHaveValue('estate');

  // Renaming the lot size's short name: the range's list follows, and the range's old one is shown as what is wrong.
  const estate = group(prices, 'Lot size 4: Over 20,000 sq ft');
  await textbox(estate, 'Short name').fill('acre');
  await expect(sameLotSize.locator('option')).toHaveText(['Up to 5,000 sq ft', '5,000 – 10,000 sq ft', '10,000 – 20,000 sq ft', 'Over 20,000 sq ft', 'estate']);
  await expect(sameLotSize).toHaveAccessibleDescription(/Choose one of the lot sizes under Prices \(Up to 5,000 sq ft, 5,000 – 10,000 sq ft, 10,000 – 20,000 sq ft, Over 20,000 sq ft\): found "estate"/);
  await sameLotSize.selectOption({ label: 'Over 20,000 sq ft' });
  await expect(lotSize).toHaveValue('acre');
  await expect(lotSize.locator('option')).toHaveText(['Up to 5,000 sq ft', '5,000 – 10,000 sq ft', '10,000 – 20,000 sq ft', 'Over 20,000 sq ft']);
  await expect(fileState(page)).not.toContainText('problem');

  // A service's price shows on its page; the note on /prices/.
  const preview = page.getByTitle(/^Preview of the page /);
  await textbox(lastRange, 'Lowest price').focus();
  await expect(preview).toHaveAccessibleName(/\/services\/irrigation\//);
  await textbox(prices, 'Note shown with every price').focus();
  await expect(preview).toHaveAccessibleName(/\/prices\//);

  await save(page);
  await expect(saveBar(page).getByText(/^Saved/)).toBeVisible();
  // The Spanish lot size, found by its id, is renamed with it.
  const expected = original
    .replace('- { id: estate, label: "Over 20,000 sq ft"', '- { id: acre, label: "Over 20,000 sq ft"')
    .replace('- { lotSize: estate, from: 150, to: 225 }', '- { lotSize: acre, from: 150, to: 225 }')
    .replace('- { id: estate, label: "Más de 20,000 pies²"', '- { id: acre, label: "Más de 20,000 pies²"');
  expect(expected).not.toBe(original);
  expect(fileText()).toBe(expected);
});
