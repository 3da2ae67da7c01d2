// The build with photos, end to end: the owner's site.yaml names photos beside it, the build
// writes them upright and without metadata, and refuses bad ones at their line and column.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { readFixture } from '../helpers/config.js';
import { makeTempDir } from '../helpers/files.js';
import { parseHtml } from '../helpers/html.js';
import { makeSite, pixelAt, plainJpeg, sidewaysPhoneJpeg } from '../photos/make-photos.js';

const site = makeSite();
const configFile = join(site.dir, 'site.yaml');
const withBanner = (src: string) =>
  readFixture('small-site.yaml').replace('  subtext: Book in under 60 seconds.\n', `  subtext: Book in under 60 seconds.\n  image:\n    src: ${src}\n    alt: A lawn\n`);

beforeAll(async () => {
  site.write('photos/IMG_0042.jpg', await sidewaysPhoneJpeg());
  site.write('photos/small.jpg', await plainJpeg(300, 200));
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);
  site.write('photos/phone.heic', heic);
  site.write('photos/renamed-heic.jpg', heic);
  site.write('photos/drawing.png', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  site.write('photos/broken.jpg', (await plainJpeg(800, 600)).subarray(0, 300));
});
afterAll(() => site.remove());

describe('a build with a phone photo', () => {
  const out = join(makeTempDir(), 'dist');
  beforeAll(async () => {
    writeFileSync(configFile, withBanner('photos/IMG_0042.jpg'));
    await buildSite({ configFile, outDir: out, reporter: silentReporter });
  });

  it('writes every file upright, without the EXIF, GPS position or XMP of the original', async () => {
    const files = readdirSync(join(out, 'assets', 'photos'));
    expect(files.filter((file) => file.startsWith('img-0042-')).length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const bytes = readFileSync(join(out, 'assets', 'photos', file));
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height], file).toEqual([400, 600]); // upright, at its own width
      expect([meta.exif, meta.xmp, meta.orientation], file).toEqual([undefined, undefined, undefined]);
      for (const marker of ['Exif', 'TestPhone', 'SecretOwnerName', '2024:05:01']) expect(bytes.includes(marker), `${file}: ${marker}`).toBe(false);
      const top = await pixelAt(bytes, 200, 50);
      expect(top.r, file).toBeGreaterThan(150); // red, which the camera stored on the left, is on top
    }
  });

  it('shows it on the home page and warns that it is smaller than the banner needs', async () => {
    const page = parseHtml(readFileSync(join(out, 'index.html'), 'utf8'));
    expect(page.querySelector('.hero img')?.getAttribute('alt')).toBe('A lawn');
    const warnings: string[] = [];
    await buildSite({ configFile, outDir: join(makeTempDir(), 'dist'), reporter: { ...silentReporter, warn: (text: string) => warnings.push(text) } });
    expect(warnings.join('\n')).toMatch(/site\.yaml:14:10  hero\.image\.src  photos\/IMG_0042\.jpg is 400 px wide; the home page banner .* shows it up to 1920 px wide/);
  });
});

describe('a build with a photo that cannot be used', () => {
  it.each([
    ['a missing file, with the nearest name', 'photos/IMG_0024.jpg', /photos\/IMG_0024\.jpg was not found.*IMG_0042\.jpg/],
    // The schema refuses a file name of another kind; the bytes are checked too, whatever the name says.
    ['a HEIC photo from a phone', 'photos/phone.heic', /JPEG, PNG, WebP or AVIF photo.*HEIC photos must be exported as JPEG first/],
    ['a HEIC photo renamed .jpg', 'photos/renamed-heic.jpg', /renamed-heic\.jpg is a HEIC photo.*export/],
    ['a damaged file', 'photos/broken.jpg', /damaged or incomplete/],
    ['an SVG', 'photos/logo.svg', /JPEG, PNG, WebP or AVIF photo/],
    ['an SVG renamed .png', 'photos/drawing.png', /SVG.*scripts/],
  ])('%s: exit with its line, column and key, and leave dist/ as it was', async (_case, src, message) => {
    const out = join(makeTempDir(), 'dist');
    writeFileSync(configFile, readFixture('small-site.yaml'));
    await buildSite({ configFile, outDir: out, reporter: silentReporter });
    const before = readFileSync(join(out, 'index.html'), 'utf8');
    writeFileSync(configFile, withBanner(src));
    const error = await buildSite({ configFile, outDir: out, reporter: silentReporter }).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    const line = (error as Error).message.split('\n').find((text) => text.includes('hero.image.src'))!;
    expect(line).toMatch(/site\.yaml:14:10  hero\.image\.src  /); // where its src is written
    expect(line).toMatch(message);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(before);
    expect(existsSync(join(out, 'assets', 'photos'))).toBe(false);
  });
});

describe('a build without photos', () => {
  it('gives every page a share card of its title for link previews, 1200 × 630', async () => {
    const out = join(makeTempDir(), 'dist');
    writeFileSync(configFile, readFixture('small-site.yaml'));
    await buildSite({ configFile, outDir: out, reporter: silentReporter });
    const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    const cards = new Set<string>();
    for (const file of pages) {
      const page = parseHtml(readFileSync(join(out, file), 'utf8'));
      const url = page.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
      expect(url, file).toMatch(/^https:\/\/test-mowers\.example\/assets\/share\/[0-9a-f]{8}\.png$/);
      expect(page.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(page.querySelector('title')?.textContent);
      const meta = await sharp(join(out, new URL(url).pathname)).metadata();
      expect([meta.width, meta.height], file).toEqual([1200, 630]);
      cards.add(url);
    }
    expect(cards.size).toBe(pages.length); // each page's own title
  });
});
