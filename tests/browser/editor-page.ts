// The editor as the browser tests open it, on a copy of a site.yaml and photos/ in a temporary
// folder on a free port, and its parts found as the owner finds them: a section by its link under
// Sections and its heading, an item by its button, a group by its legend, a field by its label.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEditor, type Editor } from '../../src/editor/server.js';
import { makeTempDir } from '../helpers/files.js';

export const root = join(import.meta.dirname, '..', '..');
/** The default site.yaml, as the product ships it. */
export const original = readFileSync(join(root, 'site.yaml'), 'utf8');

/** An owner's own small site: nothing in it is the sample's. */
export const ownSite = (endpoint = 'https://formspree.io/f/hillside') => `business:
  name: Hillside Lawn Co
  phone: "(609) 438-7710"
  email: office@hillsidelawn.com
site:
  url: https://www.hillsidelawn.com
estimateForm:
  endpoint: ${endpoint}
hero:
  headline: Lawns We Are Proud Of
  subtext: Book your free estimate in under 60 seconds.
services:
  - slug: mowing
    title: Mowing
    description: Weekly mowing, edging and blowing.
    points: [Mowing, Edging, Blowing]
towns:
  - name: Hopewell
    slug: hopewell
whyChooseUs: [Family owned since 1998]
trustBadges: [Insured]
testimonials:
  - quote: They came every week for ten years.
    author: Ruth K.
`;

let editor: Editor | undefined;
let configFile = '';

/** Starts the editor on a copy of `text` (as site.yaml) and photos/, and opens it; the page's script errors go to the test's report. */
export async function openEditor(page: Page, text = original): Promise<void> {
  const dir = makeTempDir('lawn-editor-');
  configFile = join(dir, 'site.yaml');
  writeFileSync(configFile, text);
  cpSync(join(root, 'photos'), join(dir, 'photos'), { recursive: true });
  editor = await startEditor({ configFile, port: 0 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(editor.url);
  await expect(saveButton(page)).toBeVisible();
  test.info().annotations.push({ type: 'page errors', description: errors.join('\n') });
}

/** Stops the editor the test opened: each spec calls it after each test. */
export async function closeEditor(): Promise<void> {
  await editor?.close();
  editor = undefined;
}

/** The copy of site.yaml the editor is working on, as it is on disk now. */
export const fileText = (): string => readFileSync(configFile, 'utf8');
export const configPath = (): string => configFile;

export const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
export const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
export const group = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('group', { name, exact: true });
export const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
/** The bar above the form: whether anything is unsaved, Save, and how the last save went. */
export const saveBar = (page: Page) => page.getByRole('banner');
/** "2 problems · Unsaved changes", "No unsaved changes" */
export const saveState = (page: Page) => saveBar(page).getByRole('status');
export const preview = (page: Page) => page.getByTitle(/^Preview of the page /);

/** Opens a section from the Sections navigation: the form then shows it, alone. */
export async function open(page: Page, name: string): Promise<Locator> {
  await sections(page).getByRole('link', { name, exact: true }).click();
  await expect(section(page, name)).toBeVisible();
  return section(page, name);
}

/** Opens an item of a big list (a service, a town) by its button. */
export async function openItem(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Saves, and waits for the server's answer (a busy machine can take longer than an expect's 5 s). */
export async function save(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/save'));
  await saveButton(page).click();
  await answered;
}
