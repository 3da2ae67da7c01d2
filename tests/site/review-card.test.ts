// The printable review card: its QR code, read from the card as a printer would draw it, leads to
// the /review/ page's full address.
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../src/config/load.js';
import { reviewCardSvg } from '../../src/site/review-card.js';
import { createSite, type Site } from '../../src/site/site.js';
import { parseHtml } from '../helpers/html.js';
import { fixtureSite } from '../helpers/config.js';

const sampleSite = createSite((await parseSiteConfig(readFileSync('site.yaml', 'utf8'), 'site.yaml')).config);

/** The sample site with another address and name. */
function siteAt(url: string, name = sampleSite.config.business.name): Site {
  const { config } = sampleSite;
  return createSite({ ...config, business: { ...config.business, name }, site: { ...config.site, url } });
}

/** What a phone reads from the card's code, with the card drawn at 120 dots per inch, as a phone's camera sees it from arm's length. */
async function decodedQr(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 120 }).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data;
}

/** Every line of text on the card. */
const cardTexts = (svg: string): string[] => [...parseHtml(`<div>${svg.replace(/^<\?xml[^>]*>/, '')}</div>`).querySelectorAll('text')].map((text) => [...text.querySelectorAll('tspan')].map((span) => span.textContent).join(' '));

describe('the review card', () => {
  it('is a 4 × 6 in page', () => {
    const svg = reviewCardSvg(sampleSite)!;
    expect(svg).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="4in" height="6in" viewBox="0 0 288 432"/);
  });

  it('has the business name, and the /review/ address written out', () => {
    const texts = cardTexts(reviewCardSvg(sampleSite)!);
    expect(texts[0]).toBe('Greenway Lawn & Landscape');
    expect(texts).toContain('https://www.example.com/review/');
  });

  it.each([
    ['the site’s own address', 'https://www.example.com', 'https://www.example.com/review/'],
    ['a site published under a folder', 'https://greenway.github.io/lawn-site/', 'https://greenway.github.io/lawn-site/review/'],
    ['a long address, written on two lines', 'https://www.greenway-lawn-and-landscape-of-central-new-jersey.com/our/site/', 'https://www.greenway-lawn-and-landscape-of-central-new-jersey.com/our/site/review/'],
  ])('has a QR code that reads as the /review/ page’s full address: %s', async (_case, url, expected) => {
    const site = siteAt(url);
    const svg = reviewCardSvg(site)!;
    expect(await decodedQr(svg)).toBe(expected);
    expect(site.urls.absolute('/review/')).toBe(expected);
    expect(cardTexts(svg).at(-1)!.replace(/ /g, '')).toBe(expected);
  });

  it('fits a long business name on the card, and escapes what XML would misread', async () => {
    const svg = reviewCardSvg(siteAt('https://www.example.com', 'Brothers <Lawn> & "Landscape" Company of Greater Middlesex County'))!;
    expect(cardTexts(svg)[0]).toBe('Brothers <Lawn> & "Landscape" Company of Greater Middlesex County');
    expect(await decodedQr(svg)).toBe('https://www.example.com/review/');
  });

  it('is not made for a site without a review link', async () => {
    expect(reviewCardSvg(await fixtureSite('small-site.yaml'))).toBeUndefined();
  });
});
