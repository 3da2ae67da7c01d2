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
