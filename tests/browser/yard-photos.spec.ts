import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { sidewaysPhoneJpeg } from '../photos/make-photos.js';
import { axe } from './axe.js';
import { test } from './booking-site.js';
import { dialogHydrated, dialogOf, expect, fillAllSteps, requestWith, uniqueEmail, type FormService } from './fixtures.js';
import type { ReceivedRequest } from './mock-form-service.js';

// PRODUCT, part 4, "Photos of the yard", on the booking site (booking-site.ts, estimateForm.photos: true).

/** A file as Playwright hands it to a file field. */
interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The GPS directory's pointer tag, 0x8825 of type LONG, in either byte order EXIF allows. */
const hasGpsDirectory = (bytes: Buffer) => bytes.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) || bytes.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]));

/** A 12-megapixel phone photo, 4000 × 3000 (the sample site's lawn, made larger), with its camera and the GPS position of the yard in its EXIF. */
async function twelveMegapixelPhoto(): Promise<ChosenFile> {
  const buffer = await sharp(join(import.meta.dirname, '..', '..', 'photos', 'hero-front-lawn.jpg'))
    .resize(4000, 3000, { fit: 'cover' })
    .withExif({
      IFD0: { Make: 'TestPhoneMaker', Model: 'TestPhone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 19/1 9/1', GPSLongitudeRef: 'W', GPSLongitude: '74/1 25/1 43/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer };
}

/** Random pixels, 1600 × 1600: a photo that stays about 2.1 MB as the form's JPEG, so five come to more than 10 MB. */
async function noisePhoto(name: string): Promise<ChosenFile> {
  const pixels = randomBytes(1600 * 1600 * 3);
  const buffer = await sharp(pixels, { raw: { width: 1600, height: 1600, channels: 3 } }).jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const headerEstimate = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Get Estimate', exact: true });
const photoField = (scope: Locator) => scope.getByLabel('Photos of your yard');
const removeButtons = (scope: Locator) => scope.getByRole('button', { name: /^Remove photo \d$/ });

/** Opens the dialog and fills it up to its last step, where the photos are asked. */
async function toPhotos(page: Page, siteUrl: string, { name = 'Pat', email }: { name?: string; email: string }) {
  await page.goto(siteUrl);
  await headerEstimate(page).click();
  await fillAllSteps(page, { name, email });
  return dialogOf(page);
}

/** The one request the form service received with `email` in it, with its files. */
async function receivedWith(formService: FormService, email: string): Promise<ReceivedRequest> {
  await expect.poll(() => formService.received(email)).toHaveLength(1);
  return (await formService.received(email))[0]!;
}

/** Records every layout shift from now on, whatever caused it; the returned function gives their sum. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const win = window as unknown as { shifts: number[] };
    win.shifts = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => win.shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0))))));
}

test.describe('photos of the yard', () => {
  test('two photos arrive as photo-1.jpg and photo-2.jpg: JPEGs at most 1600 px, upright, without their location; the other fields as before', async ({ page, bookingSiteUrl, formService }) => {
    const email = uniqueEmail('photos');
    const dialog = await toPhotos(page, bookingSiteUrl, { email });
    const phone = await twelveMegapixelPhoto();
    expect(hasGpsDirectory(phone.buffer), 'the phone photo carries a GPS position').toBe(true);
    expect((await sharp(phone.buffer).metadata()).width).toBe(4000);

    const shifts = await watchLayoutShifts(page);
    await photoField(dialog).setInputFiles([phone, { name: 'side-yard.jpg', mimeType: 'image/jpeg', buffer: await sidewaysPhoneJpeg() }]);
    await expect(removeButtons(dialog)).toHaveCount(2);
    await expect(dialog.getByRole('button', { name: 'Remove photo 2' })).toBeVisible();
    expect(await shifts(), 'nothing moves when the thumbnails appear').toBe(0);
    expect((await axe(page).include('#estimate-dialog').analyze()).violations).toEqual([]);

    await dialog.getByLabel('Best time to visit').selectOption('Saturdays');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('heading', { name: 'Estimate Request Sent!' })).toBeVisible();

    const request = await receivedWith(formService, email);
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(JSON.parse(request.body)).toEqual({
      name: 'Pat',
      email,
      address: '12 Elm Street, Springfield',
      service: 'Snow Removal',
      preferredTime: 'Saturdays',
      notes: 'Back gate is unlocked.',
    });
    expect(request.files!.map(({ field, name, type }) => ({ field, name, type }))).toEqual([
      { field: 'photos', name: 'photo-1.jpg', type: 'image/jpeg' },
      { field: 'photos', name: 'photo-2.jpg', type: 'image/jpeg' },
    ]);
    const [first, second] = request.files!.map((file) => readFileSync(file.path));
    const firstMeta = await sharp(first).metadata();
    expect([firstMeta.format, firstMeta.width, firstMeta.height]).toEqual(['jpeg', 1600, 1200]);
    for (const bytes of [first!, second!]) {
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.xmp, meta.orientation]).toEqual([undefined, undefined, undefined]);
      expect(hasGpsDirectory(bytes)).toBe(false);
      expect(bytes.includes('TestPhoneMaker')).toBe(false);
    }
    // The sideways photo (stored 600 × 400, orientation 6) arrives upright: 400 × 600, its red half on top.
    const secondMeta = await sharp(second).metadata();
    expect([secondMeta.width, secondMeta.height]).toEqual([400, 600]);
    const { data } = await sharp(second).extract({ left: 200, top: 100, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
  });

  test('a photo removed is not sent, and the buttons are numbered again', async ({ page, bookingSiteUrl, formService }) => {
    const email = uniqueEmail('photos-remove');
    const dialog = await toPhotos(page, bookingSiteUrl, { email });
    const small = (color: { r: number; g: number; b: number }) => sharp({ create: { width: 800, height: 600, channels: 3, background: color } }).png().toBuffer();
    await photoField(dialog).setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: await small({ r: 200, g: 30, b: 30 }) },
      { name: 'blue.png', mimeType: 'image/png', buffer: await small({ r: 30, g: 30, b: 200 }) },
    ]);
    await expect(removeButtons(dialog)).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Remove photo 1' }).click();
    await expect(removeButtons(dialog)).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Remove photo 1' })).toBeFocused();
    // A second choice adds to the first.
    await photoField(dialog).setInputFiles([{ name: 'green.png', mimeType: 'image/png', buffer: await small({ r: 30, g: 200, b: 30 }) }]);
    await expect(removeButtons(dialog)).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const request = await receivedWith(formService, email);
    const colors = await Promise.all(request.files!.map(async (file) => (await sharp(readFileSync(file.path)).stats()).dominant));
    expect(request.files!.map((file) => file.name)).toEqual(['photo-1.jpg', 'photo-2.jpg']);
    expect(colors[0]!.b).toBeGreaterThan(150); // blue, then green
    expect(colors[1]!.g).toBeGreaterThan(150);
  });

  test('a file that is not an image gets a message beside the field and is not sent', async ({ page, bookingSiteUrl, formService }) => {
    const email = uniqueEmail('photos-not-image');
    const dialog = await toPhotos(page, bookingSiteUrl, { email });
    await photoField(dialog).setInputFiles([
      { name: 'quote.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a photo') },
      { name: 'lawn.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#4a9438' } }).jpeg().toBuffer() },
      // Named as an image, but it is not one.
      { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') },
    ]);
    await expect(removeButtons(dialog)).toHaveCount(1);
    await expect(dialog.getByText('quote.pdf is not a photo, so it was left out. broken.jpg is not a photo, so it was left out.')).toBeVisible();
    await expect(photoField(dialog)).toHaveAccessibleDescription(/Optional: up to 5 photos.*quote\.pdf is not a photo/);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const request = await receivedWith(formService, email);
    expect(request.files!.map((file) => file.name)).toEqual(['photo-1.jpg']);
  });

  test('photos that would come to more than 10 MB, or more than 5, are refused beside the field', async ({ page, bookingSiteUrl, formService }) => {
    test.slow(); // five photos of random pixels, 7.5 MB each, to make ready
    const email = uniqueEmail('photos-too-big');
    const dialog = await toPhotos(page, bookingSiteUrl, { email });
    const noisy = await Promise.all(['one', 'two', 'three', 'four', 'five'].map((name) => noisePhoto(`${name}.jpg`)));
    await photoField(dialog).setInputFiles(noisy);
    await expect(dialog.getByText('five.jpg was left out: the photos together would be over 10 MB.')).toBeVisible({ timeout: 20_000 });
    await expect(removeButtons(dialog)).toHaveCount(4);
    // Four are chosen: two more are one too many.
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#4a9438' } }).jpeg().toBuffer();
    await photoField(dialog).setInputFiles([
      { name: 'gate.jpg', mimeType: 'image/jpeg', buffer: small },
      { name: 'shed.jpg', mimeType: 'image/jpeg', buffer: small },
    ]);
    await expect(dialog.getByText('shed.jpg was left out: you can send up to 5 photos.')).toBeVisible();
    await expect(removeButtons(dialog)).toHaveCount(5);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const request = await receivedWith(formService, email);
    expect(request.files!.map((file) => file.name)).toEqual(['photo-1.jpg', 'photo-2.jpg', 'photo-3.jpg', 'photo-4.jpg', 'photo-5.jpg']);
    expect(request.files!.reduce((sum, file) => sum + file.size, 0)).toBeLessThanOrEqual(10_000_000);
  });

  test('on /estimate/ the photos go as they do from the dialog', async ({ page, bookingSiteUrl, formService }) => {
    const email = uniqueEmail('photos-page');
    await page.goto(`${bookingSiteUrl}/estimate/`);
    const form = page.getByRole('main');
    await form.getByLabel('Name').fill('Page Pat');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Property Address').fill('3 Oak Road');
    await form.getByLabel('Service Type').selectOption('Mowing');
    await photoField(form).setInputFiles([await twelveMegapixelPhoto()]);
    // Sent at once, before the photo is ready: it waits for it.
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Estimate Request Sent!' })).toBeVisible();
    const request = await receivedWith(formService, email);
    expect(Object.keys(JSON.parse(request.body))).toEqual(['name', 'email', 'address', 'service', 'notes']);
    expect(request.files!.map((file) => [file.name, file.type])).toEqual([['photo-1.jpg', 'image/jpeg']]);
    expect((await sharp(readFileSync(request.files![0]!.path)).metadata()).width).toBe(1600);
  });

  test('without JavaScript /estimate/ posts the photo as a file (multipart)', async ({ browser, bookingSiteUrl, formService }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail('photos-plain');
    await page.goto(`${bookingSiteUrl}/estimate/`);
    const form = page.getByRole('main');
    await form.getByLabel('Name').fill('Plain Pat');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Property Address').fill('3 Oak Road');
    await form.getByLabel('Service Type').selectOption('Mowing');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4a9438' } }).jpeg().toBuffer();
    await photoField(form).setInputFiles([{ name: 'front-yard.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await form.getByRole('button', { name: 'Submit' }).click();
    const request = await receivedWith(formService, email);
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(JSON.parse(request.body)).toMatchObject({ name: 'Plain Pat', email, address: '3 Oak Road', service: 'Mowing' });
    expect(request.files!.map((file) => [file.field, file.name, file.size])).toEqual([['photos', 'front-yard.jpg', photo.length]]);
    await context.close();
  });

  test('their code loads only when the field is used', async ({ page, bookingSiteUrl }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(`${bookingSiteUrl}/estimate/`);
    const dialog = await toPhotos(page, bookingSiteUrl, { email: uniqueEmail('photos-lazy') });
    await expect(photoField(dialog)).toBeVisible();
    expect(scripts.filter((path) => path.includes('yard-photos'))).toEqual([]);
    await photoField(dialog).setInputFiles([{ name: 'lawn.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 90, height: 60, channels: 3, background: '#4a9438' } }).png().toBuffer() }]);
    await expect(removeButtons(dialog)).toHaveCount(1);
    expect(scripts.filter((path) => path.includes('yard-photos'))).toHaveLength(1);
  });

  test('after a reload the field says the photos are not kept; everything typed is', async ({ page, bookingSiteUrl }) => {
    const dialog = await toPhotos(page, bookingSiteUrl, { email: uniqueEmail('photos-draft') });
    await dialog.getByLabel('Best time to visit').selectOption('Weekday mornings');
    const notKept = dialog.getByText('Photos are not kept when the page reloads: choose them again.');
    await expect(notKept).toBeHidden();
    await photoField(dialog).setInputFiles([{ name: 'lawn.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 90, height: 60, channels: 3, background: '#4a9438' } }).png().toBuffer() }]);
    await expect(removeButtons(dialog)).toHaveCount(1);
    await page.reload();
    // The step comes back with React, as the lot size's test does it (prices.spec.ts).
    await headerEstimate(page).hover();
    await expect(dialogHydrated(page)).toHaveCount(1);
    await headerEstimate(page).click();
    await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
    await expect(notKept).toBeVisible();
    await expect(dialog.getByLabel('Best time to visit')).toHaveValue('Weekday mornings');
    await expect(dialog.getByLabel('Notes')).toHaveValue('Back gate is unlocked.');
    // Chosen again: the note goes.
    await photoField(dialog).setInputFiles([{ name: 'lawn.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 90, height: 60, channels: 3, background: '#4a9438' } }).png().toBuffer() }]);
    await expect(notKept).toBeHidden();
  });

  test('the note after a reload goes with the draft', async ({ page, bookingSiteUrl, formService }) => {
    const email = uniqueEmail('photos-note-sent');
    const dialog = await toPhotos(page, bookingSiteUrl, { email });
    await photoField(dialog).setInputFiles([{ name: 'lawn.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 90, height: 60, channels: 3, background: '#4a9438' } }).png().toBuffer() }]);
    await expect(removeButtons(dialog)).toHaveCount(1);
    await page.reload();
    await headerEstimate(page).hover();
    await expect(dialogHydrated(page)).toHaveCount(1);
    await headerEstimate(page).click();
    const notKept = dialog.getByText('Photos are not kept when the page reloads: choose them again.');
    await expect(notKept).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click(); // sent without photos, as the visitor chose
    await expect(dialog.getByRole('heading', { name: 'Estimate Request Sent!' })).toBeVisible();
    expect((await receivedWith(formService, email)).files).toEqual([]);
    await dialog.getByRole('button', { name: 'Go Back' }).click();
    await headerEstimate(page).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await expect(notKept).toBeHidden();
  });

  test('after a failed send, the e-mail instead says to attach the photos', async ({ page, bookingSiteUrl, expectedConsole }) => {
    expectedConsole.push(/^Failed to load resource/);
    page.on('dialog', (alert) => void alert.accept());
    const dialog = await toPhotos(page, bookingSiteUrl, { name: 'Pat [500]', email: uniqueEmail('photos-email') });
    const lawn = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#4a9438' } }).png().toBuffer();
    await photoField(dialog).setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: lawn },
      { name: 'b.png', mimeType: 'image/png', buffer: lawn },
    ]);
    await expect(removeButtons(dialog)).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const link = dialog.getByRole('link', { name: 'Email your request instead' });
    await expect(link).toBeVisible();
    const body = new URL((await link.getAttribute('href'))!).searchParams.get('body')!.split('\r\n');
    expect(body.at(-1)).toBe('Attach the photos of your yard (2) to this e-mail before you send it.');
    expect(body).toContain('Notes: Back gate is unlocked.');
  });
});

test('after a failed send on /estimate/, the e-mail instead says to attach the photos too', async ({ page, bookingSiteUrl, expectedConsole }) => {
  expectedConsole.push(/^Failed to load resource/);
  page.on('dialog', (alert) => void alert.accept());
  await page.goto(`${bookingSiteUrl}/estimate/`);
  const form = page.getByRole('main');
  await form.getByLabel('Name').fill('Page Pat [500]');
  await form.getByLabel('Email').fill(uniqueEmail('photos-page-email'));
  await form.getByLabel('Property Address').fill('3 Oak Road');
  await form.getByLabel('Service Type').selectOption('Mowing');
  await photoField(form).setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 90, height: 60, channels: 3, background: '#4a9438' } }).png().toBuffer() }]);
  await expect(removeButtons(form)).toHaveCount(1);
  await form.getByRole('button', { name: 'Submit' }).click();
  const link = form.getByRole('link', { name: 'Email your request instead' });
  await expect(link).toBeVisible();
  const body = new URL((await link.getAttribute('href'))!).searchParams.get('body')!.split('\r\n');
  expect(body.at(-1)).toBe('Attach the photos of your yard (1) to this e-mail before you send it.');
});

test.describe('a site without photos: true', () => {
  test('has no photo field, loads no photo code, and sends its request as JSON exactly as before', async ({ page, siteUrl, formService }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    const email = uniqueEmail('no-photos');
    await page.goto(siteUrl);
    await headerEstimate(page).click();
    await fillAllSteps(page, { name: 'Pat', email });
    const dialog = dialogOf(page);
    await expect(photoField(dialog)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('heading', { name: 'Estimate Request Sent!' })).toBeVisible();
    const [request] = await formService.received(email);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.files).toBeUndefined();
    expect(await requestWith(formService, email)).toEqual({ name: 'Pat', email, address: '12 Elm Street, Springfield', service: 'Snow Removal', notes: 'Back gate is unlocked.' });
    expect(scripts.filter((url) => url.includes('yard-photos'))).toEqual([]);

    await page.goto(`${siteUrl}/estimate/`);
    await expect(photoField(page.getByRole('main'))).toHaveCount(0);
    expect(await page.getByRole('main').locator('form').first().getAttribute('enctype')).toBeNull();
  });
});
