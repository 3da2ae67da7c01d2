import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEditor, type Editor } from '../../src/editor/server.js';
import { makeTempDir } from '../helpers/files.js';

// The editor is used on a computer: one desktop screen is enough, and the phone project (which
// runs every untagged test once) is given a desktop-sized window here.
test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const root = join(import.meta.dirname, '..', '..');
const original = readFileSync(join(root, 'site.yaml'), 'utf8');

let editor: Editor;
let configFile: string;

/** The editor, on a copy of site.yaml and photos/ in a temporary folder, on a free port. */
test.beforeEach(async ({ page }) => {
  const dir = makeTempDir('lawn-editor-browser-');
  configFile = join(dir, 'site.yaml');
  writeFileSync(configFile, original);
  cpSync(join(root, 'photos'), join(dir, 'photos'), { recursive: true });
  editor = await startEditor({ configFile, port: 0 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(editor.url);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  test.info().annotations.push({ type: 'page errors', description: errors.join('\n') });
});
test.afterEach(async () => editor?.close());

const field = (page: Page, keyPath: string) => page.locator(`[name="${keyPath}"]`);
const fileText = () => readFileSync(configFile, 'utf8');

/** The services section's items, swapped: what moving the first service down makes of the text. */
function withFirstServicesSwapped(text: string): string {
  const start = text.indexOf('services:\n') + 'services:\n'.length;
  const end = text.indexOf('\n', text.indexOf('\ntowns:') - 1);
  const items = text.slice(start, end).split(/(?=^ {2}- )/m);
  return text.slice(0, start) + [items[1], items[0], ...items.slice(2)].join('') + text.slice(end);
}

test('edits a value, adds and removes a town, reorders services by keyboard, uploads a photo and saves only those changes', async ({ page }) => {
  await field(page, 'hero.headline').fill('Green Lawns, Free Weekends');

  await page.getByRole('button', { name: 'Add a town' }).click();
  const townCount = await page.locator('[name$=".slug"][name^="towns["]').count();
  const newName = field(page, `towns[${townCount - 1}].name`);
  await expect(newName).toBeFocused();
  await page.keyboard.type('Jamesburg');
  await field(page, `towns[${townCount - 1}].slug`).fill('jamesburg');
  await expect(page.getByRole('button', { name: 'Remove Jamesburg' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Jamesburg' }).click();
  await expect(field(page, `towns[${townCount - 1}].name`)).toHaveCount(0);

  const down = page.getByRole('button', { name: 'Move Lawn Maintenance down' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(field(page, 'services[1].slug')).toHaveValue('lawn-maintenance');
  await expect(page.getByRole('button', { name: 'Move Lawn Maintenance down' })).toBeFocused();

  const hero = page.locator('#f-hero-image');
  await hero.getByLabel('Upload a new photo').setInputFiles({ name: 'Our Best Lawn.PNG', mimeType: 'image/png', buffer: readFileSync(join(root, 'photos', 'logo.png')) });
  await expect(hero.getByRole('status')).toHaveText('Added photos/our-best-lawn.png and chose it.');
  await expect(field(page, 'hero.image.src')).toHaveValue('photos/our-best-lawn.png');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.notice')).toHaveText(/^Saved/);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();

  const expected = withFirstServicesSwapped(
    original.replace('headline: Beautiful Lawns Without the Weekend Work', 'headline: Green Lawns, Free Weekends').replace('    src: photos/hero-front-lawn.jpg', '    src: photos/our-best-lawn.png'),
  );
  expect(fileText()).toBe(expected);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.notice')).toHaveText(/^Undone/);
  expect(fileText()).toBe(original);
});

test('an invalid slug shows its message beside the field and blocks Save, with focus moved there', async ({ page }) => {
  const slug = field(page, 'towns[0].slug');
  await slug.fill('Monroe Township');
  const message = page.locator('#f-towns-0-slug-problem');
  await expect(message).toContainText('lower-case letters, digits and single hyphens only');
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(slug).toHaveAttribute('aria-describedby', /f-towns-0-slug-problem/);
  await expect(page.getByText('The preview waits until the problems are fixed.')).toBeVisible();

  await field(page, 'hero.headline').focus();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(slug).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('Not saved');
  expect(fileText()).toBe(original);
});

test('a change made on disk behind the editor’s back is not overwritten, and the new version can be loaded', async ({ page }) => {
  await field(page, 'hero.headline').fill('Mine');
  writeFileSync(configFile, original.replace('headline: Beautiful Lawns Without the Weekend Work', 'headline: Theirs'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.notice')).toContainText(/was changed on disk since the editor loaded it/);
  expect(fileText()).toContain('headline: Theirs');

  await page.getByRole('button', { name: 'Load the new version' }).click();
  await expect(field(page, 'hero.headline')).toHaveValue('Theirs');
});

test('the preview shows the focused town’s page with the typed text', async ({ page }) => {
  const intro = field(page, 'towns[1].intro');
  await intro.fill('East Windsor lawns, looked after by neighbours.');
  const typed = Date.now();
  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect(preview.getByText('East Windsor lawns, looked after by neighbours.')).toBeVisible();
  test.info().annotations.push({ type: 'preview after typing paused', description: `${Date.now() - typed} ms` });
  await expect(page.locator('iframe[title^="Preview"]')).toHaveAttribute('title', /lawn-care-east-windsor-nj/);
});

test('the editor page passes axe', async ({ page }) => {
  test.setTimeout(120_000); // some 300 controls: axe takes 20 s alone, longer beside the other tests
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('two removals in a row remove both towns, and the form after saving is the file (regression)', async ({ page }) => {
  const towns = page.locator('[name$=".slug"][name^="towns["]');
  const count = await towns.count();
  await page.getByRole('button', { name: 'Remove Princeton Junction' }).click();
  await page.getByRole('button', { name: 'Remove Dayton' }).click();
  await expect(towns).toHaveCount(count - 2);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.notice')).toHaveText(/^Saved/);
  const text = fileText();
  expect(text).not.toContain('name: Princeton Junction');
  expect(text).not.toContain('name: Dayton');
  await page.reload();
  await expect(towns).toHaveCount(count - 2);
});

test('a decimal number is typed digit by digit, dot included (regression: 4.75 became 475)', async ({ page }) => {
  const rating = field(page, 'reviews.rating');
  await rating.selectText();
  await page.keyboard.press('Backspace');
  await rating.pressSequentially('4.75');
  await expect(rating).toHaveValue('4.75');
  const latitude = field(page, 'business.geo.latitude');
  await latitude.selectText();
  await page.keyboard.press('Backspace');
  await latitude.pressSequentially('40.5');
  await expect(latitude).toHaveValue('40.5');
  await expect(page.locator('.state')).not.toContainText('problem');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.notice')).toHaveText(/^Saved/);
  expect(fileText()).toContain('  rating: 4.75\n');
  expect(fileText()).toContain('geo: { latitude: 40.5, longitude: -74.42876 }');
});

test('a word typed into a new point is written plain, indented like its neighbours (regression: - "Edging")', async ({ page }) => {
  const points = page.locator('[name^="services[0].points["]');
  const count = await points.count();
  await page.locator('[data-add="services[0].points"]').click();
  await expect(field(page, `services[0].points[${count}]`)).toBeFocused();
  await page.keyboard.type('Edging');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.notice')).toHaveText(/^Saved/);
  expect(fileText()).toMatch(/\n {6}- Seeding\n(?: {6}- .*\n)* {6}- Edging\n/);
  expect(fileText()).not.toContain('"Edging"');
});

test('what is typed while a save is on its way stays, unsaved, and a second Saved is announced again', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/api/save', async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  const headline = field(page, 'hero.headline');
  await headline.selectText();
  await page.keyboard.type('First');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await headline.press('End');
  await page.keyboard.type(' and second');
  release();
  await expect(page.locator('.notice')).toHaveText(/^Saved/);
  expect(fileText()).toContain('headline: First\n');
  await expect(headline).toHaveValue('First and second');
  await expect(page.locator('.state')).toContainText('Unsaved changes');
  // A confirmation is a status, read when the screen reader is free; alerts are for refusals.
  const announced = page.getByRole('status').filter({ hasText: /^Saved\.\s*$/ });
  const first = await announced.textContent();

  await page.unroute('**/api/save');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.state')).toContainText('No unsaved changes');
  expect(fileText()).toContain('headline: First and second\n');
  // The region's text changes (a screen reader reads it again) though the words are the same.
  await expect.poll(() => announced.textContent()).not.toBe(first);
  await expect(announced).toContainText('Saved.');
});

test('each section is reached by its heading, and no heading sits inside a summary', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 2, name: 'Business', exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Towns', exact: true })).toHaveCount(1);
  await expect(page.locator('summary :is(h1, h2, h3, h4, h5, h6)')).toHaveCount(0);
});
