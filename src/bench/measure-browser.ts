// Measurements in a real browser: what each page transfers before and after the dialog is used,
// how long the first click on Get Estimate takes to show the dialog on a slow phone, and how long a
// phone photo takes to be ready to send.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { projectRoot } from '../paths.js';

/** Lighthouse's slow-4G profile (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trips) and a 4× slower CPU. */
export const SLOW_PHONE = { latencyMs: 150, downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8, uploadBytesPerSecond: (750 * 1024) / 8, cpuSlowdown: 4 };

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/** Bytes that came over the network (compressed, with headers), counted by the browser. */
async function countTransfers(page: Page): Promise<() => number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let total = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => (total += event.encodedDataLength));
  return () => total;
}

export interface Transfer {
  beforeInteraction: number;
  afterDialog: number;
}

/** The header's Get Estimate link, in whatever language the page is. */
const headerEstimateLink = (page: Page) => page.getByRole('banner').locator('a[data-estimate-opener]').first();

/** Lighthouse's mobile screen: 412 × 823 CSS pixels at 1.75 device pixels each. */
export const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Loads a page on Lighthouse's phone, waits until it is idle (the photos near the first screen
 * included), then opens the dialog and waits for React to hydrate it.
 */
export async function measureTransfer(browser: Browser, url: string): Promise<Transfer> {
  const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip' } });
  const page = await context.newPage();
  const transferred = await countTransfers(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  const beforeInteraction = transferred();
  await headerEstimateLink(page).click();
  await page.locator('[data-hydrated] dialog').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const afterDialog = transferred();
  await context.close();
  return { beforeInteraction, afterDialog };
}

/**
 * From the first click on Get Estimate to the next frame painted, in which the dialog is open
 * and focused (the page script opens and focuses it in the click handler itself), on a throttled
 * phone. The browser measures it: the Event Timing API's duration of that click, as INP does,
 * in steps of 8 ms. Below 16 ms the browser reports nothing, and 16 is returned.
 */
export async function measureFirstClick(browser: Browser, url: string, input: 'tap' | 'click'): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: input === 'tap', isMobile: input === 'tap' });
  const page = await context.newPage();
  await throttle(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const win = window as unknown as { clickLatency: Promise<number> };
    win.clickLatency = new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const click = list.getEntries().find((entry) => entry.name === 'click');
        if (click) resolve(click.duration);
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      addEventListener('click', () => setTimeout(() => resolve(16), 3000), { once: true });
    });
  });
  const button = page.getByRole('banner').getByRole('link', { name: 'Get Estimate', exact: true });
  if (input === 'tap') await button.tap();
  else await button.click();
  const ms = await page.evaluate(() => (window as unknown as { clickLatency: Promise<number> }).clickLatency);
  const opened = await page.evaluate(() => {
    const dialog = document.querySelector('dialog');
    return Boolean(dialog?.open && dialog.contains(document.activeElement));
  });
  await context.close();
  if (!opened) throw new Error('the dialog did not open with focus inside it');
  return ms;
}

/**
 * A phone photo of 12 megapixels, 4000 × 3000, about 2.7 MB: the sample site's lawn, made larger,
 * with a phone sensor's grain (the same grain each time), and a camera and GPS position in its EXIF.
 */
export async function twelveMegapixelPhoto(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(join(projectRoot, 'photos', 'hero-front-lawn.jpg')).resize(4000, 3000, { fit: 'cover' }).raw().toBuffer({ resolveWithObject: true });
  let seed = 37;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    data[i] = Math.max(0, Math.min(255, data[i]! + (seed >>> 27) - 16));
  }
  return sharp(data, { raw: info })
    .withExif({ IFD0: { Make: 'BenchPhone', Model: 'BP-12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 19/1 9/1', GPSLongitudeRef: 'W', GPSLongitude: '74/1 25/1 43/1' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * From choosing `photo` in the photo field of the /estimate/ page at `estimateUrl` to its thumbnail
 * showing, when it is ready to send (made at most 1600 px and a JPEG again), on a phone with a 4×
 * slower CPU. The code that makes photos ready is fetched by that choice, as a visitor's first is;
 * the page measures from the field's change event to the thumbnail's arrival.
 */
export async function measurePhotoReady(browser: Browser, estimateUrl: string, photo: Buffer): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(estimateUrl, { waitUntil: 'load' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  await page.evaluate(() => {
    const field = document.querySelector('main [data-photo-field]')!;
    const win = window as unknown as { photoReady: Promise<number> };
    win.photoReady = new Promise((resolve) => {
      let chosenAt = 0;
      field.addEventListener('change', () => (chosenAt = performance.now()), { capture: true });
      new MutationObserver(() => field.querySelector('.photo-thumbs li') && resolve(performance.now() - chosenAt)).observe(field, { childList: true, subtree: true });
    });
  });
  await page.locator('main [data-photo-input]').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  const ms = await page.evaluate(() => (window as unknown as { photoReady: Promise<number> }).photoReady);
  await context.close();
  return ms;
}
