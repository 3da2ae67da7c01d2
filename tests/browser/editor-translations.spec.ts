import { axe } from './axe.js';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { closeEditor, fileText, group, open, openEditor, openItem, original, preview, save, saveBar, saveButton, section, textbox } from './editor-page.js';

// The editor of a site with a Spanish translation (the default site.yaml's `translations.es`):
// each Spanish text is edited right after the text it translates. On a computer, as editor.spec.ts.
test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

/** The default site in English alone: the same file without its `translations` (its last section). */
const englishOnly = original.slice(0, original.indexOf('\ntranslations:\n') + 1);

test.afterEach(closeEditor);

/** A Spanish field, found by the original's label and the language's own name. */
const spanish = (scope: Page | Locator, name: string) => textbox(scope, `${name} (Español)`);

test('the Spanish headline is right after the English one; typing there shows the Spanish home page, and Save changes that line only', async ({ page }) => {
  await openEditor(page);
  const hero = await open(page, 'Hero');
  const headline = textbox(hero, 'Headline');
  const headlineEs = spanish(hero, 'Headline');
  await expect(headlineEs).toHaveValue('Un césped hermoso sin trabajar el fin de semana');
  await expect(headlineEs).toHaveAttribute('lang', 'es');
  await expect(headlineEs).toHaveAttribute('name', 'translations.es.hero.headline');
  // Right after its original, by keyboard too.
  await headline.focus();
  await page.keyboard.press('Tab');
  await expect(headlineEs).toBeFocused();
  await expect(preview(page)).toHaveAccessibleName('Preview of the page /es/');

  await headlineEs.fill('Céspedes verdes, fines de semana libres');
  await expect(preview(page).contentFrame().getByRole('heading', { level: 1 })).toHaveText('Céspedes verdes, fines de semana libres');
  await expect(preview(page).contentFrame().locator('html')).toHaveAttribute('lang', 'es');
  await expect(headline).toHaveValue('Beautiful Lawns Without the Weekend Work');

  await save(page);
  await expect(saveBar(page).getByText(/^Saved/)).toBeVisible();
  const expected = original.replace('      headline: Un césped hermoso sin trabajar el fin de semana\n', '      headline: Céspedes verdes, fines de semana libres\n');
  expect(expected).not.toBe(original);
  expect(fileText()).toBe(expected);
});

test('a service’s and a town’s Spanish texts are found by slug and preview their Spanish pages', async ({ page }) => {
  await openEditor(page);
  await open(page, 'Services');
  await openItem(page, 'Service 1: Lawn Maintenance');
  const service = group(page, 'Service 1: Lawn Maintenance');
  const descriptionEs = spanish(service, 'Description');
  await expect(descriptionEs).toHaveValue(/^Un césped tupido y sano viene de un cuidado constante\./);
  await descriptionEs.focus();
  await expect(preview(page)).toHaveAccessibleName('Preview of the page /es/services/lawn-maintenance/');
  await expect(preview(page).contentFrame().getByRole('heading', { level: 1 })).toHaveText('Mantenimiento de césped');
  // A point of the service: its Spanish by the same place in the Spanish service's points.
  await expect(spanish(group(service, 'Points'), 'Point 5')).toHaveValue('Escarificado (dethatching)');

  await open(page, 'Towns');
  await openItem(page, 'Town 2: East Windsor');
  const town = group(page, 'Town 2: East Windsor');
  const introEs = spanish(town, 'Intro');
  await expect(introEs).toHaveAttribute('name', /^translations\.es\.towns\[\d+\]\.intro$/);
  await introEs.fill('Cuidamos los céspedes de East Windsor como vecinos.');
  await expect(preview(page)).toHaveAccessibleName('Preview of the page /es/lawn-care-east-windsor-nj/');
  await expect(preview(page).contentFrame().getByText('Cuidamos los céspedes de East Windsor como vecinos.')).toBeVisible();
  // The English field keeps its English page.
  await textbox(town, 'Intro').focus();
  await expect(preview(page)).toHaveAccessibleName('Preview of the page /lawn-care-east-windsor-nj/');

  await save(page);
  await expect(saveBar(page).getByText(/^Saved/)).toBeVisible();
  // Only the Spanish intro of East Windsor changed, written as it was (a folded block): the text before and after it is as it was.
  const written = fileText();
  const start = original.indexOf('      - slug: east-windsor\n');
  const end = original.indexOf('      - slug: plainsboro\n');
  expect(written.slice(0, start)).toBe(original.slice(0, start));
  expect(written.slice(written.indexOf('      - slug: plainsboro\n'))).toBe(original.slice(end));
  expect(written.slice(start, written.indexOf('      - slug: plainsboro\n'))).toBe('      - slug: east-windsor\n        intro: >-\n          Cuidamos los céspedes de East Windsor como vecinos.\n');
});

test('a Spanish text left empty is named beside its field, and Save takes the owner there', async ({ page }) => {
  await openEditor(page);
  await open(page, 'Services');
  await openItem(page, 'Service 2: Landscaping');
  const service = group(page, 'Service 2: Landscaping');
  const titleEs = spanish(service, 'Title');
  await titleEs.fill('');
  // The check names it by the service's slug (translations.es.services[landscaping].title): placed at its field all the same.
  await expect(titleEs).toHaveAccessibleDescription(/Write the Spanish text of this/);
  await expect(titleEs).toHaveAttribute('aria-invalid', 'true');
  await textbox(await open(page, 'Hero'), 'Headline').focus();
  await saveButton(page).click();
  await expect(page.locator('[name="translations.es.services[1].title"]')).toBeFocused();
  expect(fileText()).toBe(original);

  await titleEs.fill('Paisajismo');
  await expect(titleEs).not.toHaveAttribute('aria-invalid');
  await save(page);
  await expect(saveBar(page).getByText(/^Saved/)).toBeVisible();
  expect(fileText()).toBe(original.replace('        title: Jardinería\n', '        title: Paisajismo\n'));
});

test('moving a reason moves its Spanish with it, so each keeps its translation', async ({ page }) => {
  await openEditor(page);
  const reasons = group(await open(page, 'Hero'), 'Reasons to choose you');
  await page.getByRole('button', { name: 'Move Smart Irrigation Experts down' }).click();
  await expect(spanish(reasons, 'Reason 4')).toHaveValue('Expertos en riego inteligente');
  await expect(spanish(reasons, 'Reason 3')).toHaveValue('Muy bien calificados por los propietarios');
  await save(page);
  await expect(saveBar(page).getByText(/^Saved/)).toBeVisible();
  const written = parse(fileText()) as { whyChooseUs: string[]; translations: { es: { whyChooseUs: string[] } } };
  expect(written.whyChooseUs[3]).toBe('Smart Irrigation Experts');
  expect(written.translations.es.whyChooseUs[3]).toBe('Expertos en riego inteligente');
});

test('a new reason needs its Spanish: the list says so, and the Spanish field beside the new reason adds it', async ({ page }) => {
  await openEditor(page);
  const reasons = group(await open(page, 'Hero'), 'Reasons to choose you');
  await page.getByRole('button', { name: 'Add a reason' }).click();
  await page.keyboard.type('Same-Week Starts');
  await expect(reasons).toHaveAccessibleDescription(/Español: This list has 4 where the original has 5: write the translation of each one missing, in the same order as the original\./);
  const reasonEs = spanish(reasons, 'Reason 5');
  await expect(reasonEs).toHaveValue('');
  await reasonEs.fill('Empezamos la misma semana');
  await expect(reasons).not.toHaveAccessibleDescription(/Español/);
  await save(page);
  await expect(saveBar(page).getByText(/^Saved/)).toBeVisible();
  expect(fileText()).toBe(
    original
      .replace('  - Top-Rated by Homeowners\n', '  - Top-Rated by Homeowners\n  - Same-Week Starts\n')
      .replace('      - Muy bien calificados por los propietarios\n', '      - Muy bien calificados por los propietarios\n      - Empezamos la misma semana\n'),
  );
});

test('a site in one language shows no translation fields, and its sections pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await openEditor(page, englishOnly);
  for (const name of ['Hero', 'Services', 'Prices', 'Languages']) {
    await open(page, name);
    if (name === 'Services') await openItem(page, 'Service 1: Lawn Maintenance');
    await expect(page.getByRole('textbox', { name: /\(Español\)$/ })).toHaveCount(0);
    await expect(page.locator('[lang="es"]')).toHaveCount(0);
    const { violations } = await axe(page).exclude('iframe').analyze();
    expect(violations.map((violation) => `${name}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await expect(section(page, 'Languages').getByRole('listitem')).toHaveCount(0);
});
