import { describe, expect, it } from 'vitest';
import { photoRequests, slotSizes, SHARE_WIDTH } from '../../src/site/photos.js';
import { routeTable } from '../../src/plan/routes.js';
import { createSite } from '../../src/site/site.js';
import { fixtureConfig } from '../helpers/config.js';
import { textsOf } from '../helpers/html.js';
import { fakeProcessedPhotos } from '../helpers/photos.js';
import { renderDocument } from '../helpers/render.js';

const photo = (name: string, alt = `A photo of ${name}`) => ({ src: `photos/${name}.jpg`, alt });
const config = await fixtureConfig('small-site.yaml', (data) => {
  data.business.logo = { src: 'photos/logo.png', alt: 'Test Mowers' };
  data.hero.image = photo('banner', 'A striped lawn');
  data.services[0].image = photo('mowing');
  data.projects = [
    { title: 'Front lawn renovation', town: 'springfield', service: 'mowing', text: 'New sod.', photo: photo('after'), before: photo('before') },
    { title: 'Driveway cleared', town: 'shelbyville', service: 'snow-removal', photo: photo('driveway') },
  ];
});
const site = createSite(config, fakeProcessedPhotos(config));
const images = (page: Document) => Array.from(page.querySelectorAll('img'));

describe('photo requests', () => {
  const requests = photoRequests(config);
  const widthsOf = (src: string) => new Set(requests.filter((request) => request.src === src).flatMap((request) => request.widths));

  it('asks for each photo at the widths of every place it is shown, located at its src key', () => {
    expect(requests.find((request) => request.src === 'photos/banner.jpg')).toMatchObject({ keyPath: ['hero', 'image', 'src'], minWidth: 1920 });
    // A service photo is shown on its card and on its page.
    expect(requests.filter((request) => request.src === 'photos/mowing.jpg').map((request) => request.keyPath)).toEqual([
      ['services', 0, 'image', 'src'],
      ['services', 0, 'image', 'src'],
    ]);
    expect([...widthsOf('photos/mowing.jpg')].sort((a, b) => a - b)).toEqual([360, 400, 540, 560, 700, 720, 1000]);
    // A before/after pair is shown at half a card's width; the logo only small.
    expect(Math.max(...widthsOf('photos/before.jpg'))).toBeLessThan(600);
    expect(Math.max(...widthsOf('photos/logo.png'))).toBeLessThanOrEqual(480);
  });

  it('makes a JPEG wide enough for link previews of every photo a page can be shared with, and only a JPEG', () => {
    const previewOf = (src: string) => requests.filter((request) => request.src === src).map((request) => request.linkPreviewWidth);
    for (const src of ['photos/banner.jpg', 'photos/mowing.jpg', 'photos/after.jpg', 'photos/driveway.jpg']) expect(previewOf(src), src).toContain(SHARE_WIDTH);
    expect(previewOf('photos/logo.png')).toEqual([undefined]);
    // No slot of a service or project photo is drawn 1200 px wide: AVIF and WebP stop at the slots' own widest.
    expect(widthsOf('photos/mowing.jpg')).not.toContain(SHARE_WIDTH);
    expect(widthsOf('photos/after.jpg')).not.toContain(SHARE_WIDTH);
  });
});

describe('photos on the pages', () => {
  it("loads the first photo on the first screen first (/services/: the first card's) and every other lazily", () => {
    const cards = Array.from(renderDocument(site, '/services/').querySelectorAll('main img'));
    expect(cards.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([['eager', 'high']]);
    const home = Array.from(renderDocument(site, '/').querySelectorAll('.card img'));
    expect(home.map((img) => img.getAttribute('loading'))).toEqual(['lazy']);
  });

  it('loads the home banner photo first and every other photo lazily', () => {
    const page = renderDocument(site, '/');
    const [banner, ...others] = images(page).filter((img) => !img.closest('header'));
    expect(banner!.getAttribute('alt')).toBe('A striped lawn');
    expect(banner!.getAttribute('loading')).toBe('eager');
    expect(banner!.getAttribute('fetchpriority')).toBe('high');
    expect(banner!.getAttribute('sizes')).toBe('100vw');
    expect(others.length).toBeGreaterThan(0);
    for (const img of [...others, ...images(page).filter((img) => img.closest('header'))]) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.hasAttribute('fetchpriority')).toBe(false);
    }
  });

  it('serves every photo as AVIF and WebP with a fallback, several widths, its size and its description', () => {
    const picture = renderDocument(site, '/services/mowing/').querySelector('.page-hero .page-photo picture')!;
    expect(Array.from(picture.querySelectorAll('source'), (source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of picture.querySelectorAll('source')) expect(source.getAttribute('sizes')).toBe(slotSizes.pageHero);
    const descriptors = (srcset: string) => srcset.split(', ').map((candidate) => candidate.split(' ')[1]);
    // The card's widths and the page's, as one photo is made once for both.
    for (const source of picture.querySelectorAll('source')) {
      expect(descriptors(source.getAttribute('srcset')!)).toEqual(['360w', '400w', '540w', '560w', '700w', '720w', '1000w']);
    }
    const img = picture.querySelector('img')!;
    // The JPEG, for browsers that read neither AVIF nor WebP, in steps of at most 1.5×, and at the link preview's width.
    expect(descriptors(img.getAttribute('srcset')!)).toEqual(['360w', '540w', '720w', '1000w', '1200w']);
    expect(img.getAttribute('srcset')).toMatch(/^\/assets\/photos\/mowing-360-abcd1234\.jpg 360w, /);
    expect(img.getAttribute('src')).toBe('/assets/photos/mowing-1000-abcd1234.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['1200', '800', 'A photo of mowing']);
    // The page's photo opens it, so it is fetched first.
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(picture.parentElement!.querySelector('svg.photo-placeholder rect')?.getAttribute('fill')).toBe('#4a7a3b');
  });

  it('shows the logo in the header at its own shape, without a colour behind its transparency', () => {
    const logo = renderDocument(site, '/estimate/').querySelector('header .brand .photo')!;
    expect(logo.querySelector('img')?.getAttribute('sizes')).toBe('48px'); // 32 px tall at the fake photos' 3:2
    // The name beside it says the same, so the logo itself is not read out again.
    expect(logo.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(logo.closest('a')?.textContent).toBe('Test Mowers');
    expect(logo.querySelector('.photo-placeholder')).toBeNull();
  });

  it('lists every project on /projects/, before and after photos labelled, and links to it from home and the footer', () => {
    expect(routeTable(config).map((route) => route.path)).toContain('/projects/');
    const page = renderDocument(site, '/projects/');
    expect(textsOf(page, '.project-title')).toEqual(['Front lawn renovation', 'Driveway cleared']);
    expect(textsOf(page, '.project-meta')).toEqual(['Springfield · Mowing', 'Shelbyville · Snow Removal']);
    const pair = page.querySelector('.before-after')!;
    expect(textsOf(pair, 'figcaption')).toEqual(['Before', 'After']);
    expect(Array.from(pair.querySelectorAll('img'), (img) => img.getAttribute('alt'))).toEqual(['A photo of before', 'A photo of after']);
    expect(renderDocument(site, '/').querySelector('a[href="/projects/"]')?.textContent).toBe('See our work');
    expect(renderDocument(site, '/estimate/').querySelector('footer a[href="/projects/"]')?.textContent).toBe('Our Work');
  });

  it("shows a town's and a service's own projects on their pages", () => {
    const town = renderDocument(site, '/lawn-care-springfield-nj/');
    expect(textsOf(town, '.town-projects h2')).toEqual(['Recent work in Springfield']);
    expect(textsOf(town, '.project-title')).toEqual(['Front lawn renovation']);
    expect(renderDocument(site, '/lawn-care-ogdenville-nj/').querySelector('.project')).toBeNull();
    const service = renderDocument(site, '/services/snow-removal/');
    expect(textsOf(service, '#projects-heading')).toEqual(['Recent Snow Removal projects']);
    expect(textsOf(service, '.project-title')).toEqual(['Driveway cleared']);
  });

  it("gives link previews the page's own photo, else the banner photo, by absolute URL", () => {
    const share = (path: string) => {
      const page = renderDocument(site, path);
      const meta = (property: string) => page.querySelector(`meta[property="${property}"], meta[name="${property}"]`)?.getAttribute('content');
      return { url: meta('og:image'), width: meta('og:image:width'), alt: meta('og:image:alt'), card: meta('twitter:card') };
    };
    expect(share('/services/mowing/')).toEqual({ url: 'https://test-mowers.example/assets/photos/mowing-1200-abcd1234.jpg', width: '1200', alt: 'A photo of mowing', card: 'summary_large_image' });
    expect(share('/lawn-care-springfield-nj/').url).toBe('https://test-mowers.example/assets/photos/after-1200-abcd1234.jpg');
    expect(share('/services/snow-removal/').url).toBe('https://test-mowers.example/assets/photos/banner-1200-abcd1234.jpg');
    expect(share('/404.html').url).toBe('https://test-mowers.example/assets/photos/banner-1200-abcd1234.jpg');
  });

  it('names the banner photo and the logo in the business JSON-LD', () => {
    const json = JSON.parse(renderDocument(site, '/').querySelector('script[type="application/ld+json"]')!.textContent!);
    const business = json['@graph'].find((thing: Record<string, unknown>) => thing['@id']);
    expect(business.image).toBe('https://test-mowers.example/assets/photos/banner-1200-abcd1234.jpg');
    expect(business.logo).toBe('https://test-mowers.example/assets/photos/logo-384-abcd1234.png');
  });
});

/** The CSS width `sizes` gives at viewport width `vw` (the forms src/site/photos.ts uses: min-width conditions, rem, vw, calc). */
function slotWidth(sizes: string, vw: number): number {
  const length = (text: string) => Function(`return (${text.replace(/calc/g, '').replace(/([\d.]+)rem/g, '($1*16)').replace(/([\d.]+)vw/g, `($1*${vw}/100)`).replace(/px/g, '')})`)() as number;
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const match = /^\(min-width:\s*([\d.]+)rem\)\s+(.+)$/.exec(entry.trim());
    if (!match) return length(entry);
    if (vw >= Number(match[1]) * 16) return length(match[2]!);
  }
  throw new Error(`no default length in ${sizes}`);
}

/** The width Safari and Firefox pick from `srcset`: the narrowest that covers the slot at the screen's density. */
function picked(srcset: string, sizes: string, vw: number, dpr: number): number {
  const widths = srcset.split(', ').map((candidate) => Number.parseInt(candidate.split(' ')[1]!, 10));
  const needed = slotWidth(sizes, vw) * dpr;
  return widths.find((width) => width >= needed) ?? widths.at(-1)!;
}

describe('the file a phone and a desktop pick', () => {
  // Lighthouse's phone (412 px at 1.75x) and a 1280 px desktop; the widths are those they picked
  // before the link preview became a JPEG only, so no slot sends them more bytes.
  it.each([
    ['the home banner', '/', '.hero picture', 828, 1280],
    ['a service card', '/', '.card picture', 700, 360],
    ["a service page's photo", '/services/mowing/', '.page-photo picture', 700, 360],
    ['a project card', '/projects/', '.project:not(:has(.before-after)) picture', 680, 560],
    ['half a before and after pair', '/projects/', '.before-after picture', 360, 360],
  ])('%s', (_, path, selector, phone, desktop) => {
    const picture = renderDocument(site, path).querySelector(selector)!;
    const avif = picture.querySelector('source[type="image/avif"]')!;
    const [srcset, sizes] = [avif.getAttribute('srcset')!, avif.getAttribute('sizes')!];
    expect([picked(srcset, sizes, 412, 1.75), picked(srcset, sizes, 1280, 1)]).toEqual([phone, desktop]);
  });
});
