// Nothing sample published as the owner's (issue 34): the launch check knows the sample site as
// this version ships it, marks every part of it still in a site, and nothing of an owner's own.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatKeyPath, parseKeyPath, type KeyPath } from '../../src/config/key-path.js';
import { parseSiteConfig } from '../../src/config/load.js';
import type { SiteConfig } from '../../src/config/types.js';
import { runLaunchCheck } from '../../src/launch/run.js';
import { projectRoot } from '../../src/paths.js';
import { stillSample } from '../../src/pipeline/sample-items.js';
import { photoRequests } from '../../src/site/photos.js';
import { makeTempDir } from '../helpers/files.js';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- site.yaml as parsed

const sampleFile = join(projectRoot, 'site.yaml');
const sampleData = parse(readFileSync(sampleFile, 'utf8')) as Data;

/** Every place the contract says must be marked on the sample site, as key paths. */
const SAMPLE_ITEMS = [
  'business.name',
  'business.phone',
  'business.email',
  'business.logo.src',
  'business.licences[0]',
  'business.licences[1]',
  'business.social[0]',
  'business.social[1]',
  'business.geo',
  'business.address.locality',
  'site.url',
  'estimateForm.endpoint',
  'hero.image.src',
  'services[0].image.src',
  'services[1].image.src',
  'services[2].image.src',
  'testimonials[0].quote',
  'testimonials[1].quote',
  'testimonials[2].quote',
  'reviews.rating',
  'reviews.url',
  'offers[0].text',
  'projects[0].title',
  'projects[0].photo.src',
  'projects[0].before.src',
  'projects[1].title',
  'projects[1].photo.src',
  'projects[1].before.src',
  'projects[2].title',
  'projects[2].photo.src',
  'projects[3].title',
  'projects[3].photo.src',
  'translations.es.business.licences[0]',
  'translations.es.business.licences[1]',
  'translations.es.testimonials[0].quote',
  'translations.es.testimonials[1].quote',
  'translations.es.testimonials[2].quote',
  'translations.es.offers[0].text',
  'translations.es.projects[0].title',
  'translations.es.projects[1].title',
  'translations.es.projects[2].title',
  'translations.es.projects[3].title',
];

/** The sample site as an owner makes it their own: every value the launch check knows replaced, the photos their own. */
function ownedData(): Data {
  const data = structuredClone(sampleData);
  const { business } = data;
  business.name = 'Hollis Brothers Lawn Care';
  business.phone = '(609) 448-2210';
  business.email = 'office@hollisbrothers.com';
  business.licences = ['NJ Home Improvement Contractor Reg. No. 13VH07654321', 'NJ Fertilizer Applicator Certification No. 45610'];
  business.social = ['https://www.facebook.com/hollisbrotherslawn', 'https://www.instagram.com/hollisbrotherslawn'];
  business.geo = { latitude: 40.26571, longitude: -74.52113 };
  business.address = { ...business.address, locality: 'Hopewell', postalCode: '08525' };
  data.translations.es.business.licences = ['Registro de contratista de mejoras del hogar de NJ n.º 13VH07654321', 'Certificación de aplicador de fertilizantes de NJ n.º 45610'];
  data.site.url = 'https://www.hollisbrothers.com';
  data.estimateForm.endpoint = 'https://formspree.io/f/mwkgabcd';
  data.reviews = { rating: 4.8, count: 42, url: 'https://g.page/r/CdHollisBros/review' };
  data.testimonials = data.testimonials.map((testimonial: Data, i: number) => ({ ...testimonial, quote: `They did the job we asked, number ${i + 1}.`, author: `Pat ${'ABC'[i]}.` }));
  data.translations.es.testimonials = data.testimonials.map((_: Data, i: number) => ({ quote: `Hicieron el trabajo que pedimos, número ${i + 1}.` }));
  data.offers[0].text = 'Fall cleanup, 10% off in October';
  data.translations.es.offers[0].text = 'Limpieza de otoño, 10% de descuento en octubre';
  data.projects.forEach((project: Data, i: number) => {
    project.title = `Our job number ${i + 1}`;
    project.text = `What we did on job ${i + 1}.`;
    const es = data.translations.es.projects[i];
    es.title = `Nuestro trabajo número ${i + 1}`;
    es.text = `Lo que hicimos en el trabajo ${i + 1}.`;
  });
  // Every photo named becomes the owner's: photos/own-hero-front-lawn.jpg and so on.
  const own = (photo: Data | undefined) => photo && (photo.src = photo.src.replace('photos/', 'photos/own-'));
  own(business.logo);
  own(data.hero.image);
  data.services.forEach((service: Data) => own(service.image));
  data.projects.forEach((project: Data) => [project.photo, project.before].forEach(own));
  return data;
}

const dir = makeTempDir('lawn-sample-site-');
let owned: SiteConfig;

/**
 * Beside the owned site.yaml: the owner's photos (the drawings made again, so their bytes differ),
 * the drawings under their own names (which the owned site does not name), and one drawing under a new name.
 */
beforeAll(async () => {
  mkdirSync(join(dir, 'photos'));
  for (const name of readdirSync(join(projectRoot, 'photos'))) {
    const image = sharp(join(projectRoot, 'photos', name));
    const bytes = name.endsWith('.png') ? await image.png({ compressionLevel: 6 }).toBuffer() : await image.jpeg({ quality: 72 }).toBuffer();
    writeFileSync(join(dir, 'photos', `own-${name}`), bytes);
    copyFileSync(join(projectRoot, 'photos', name), join(dir, 'photos', name));
  }
  copyFileSync(join(projectRoot, 'photos', 'project-monroe-after.jpg'), join(dir, 'photos', 'our-front-lawn.jpg'));
  writeFileSync(join(dir, 'site.yaml'), stringify(ownedData()));
  owned = (await parseSiteConfig(stringify(ownedData()), 'site.yaml')).config;
}, 60_000);

/** What the launch check marks in `config`, with its photos read from beside `configFile`, as `kind key.path`. */
async function marked(config: SiteConfig, configFile = join(dir, 'site.yaml')): Promise<string[]> {
  return (await stillSample(config, photoRequests(config), configFile)).map((item) => `${item.kind} ${formatKeyPath(item.keyPath)}`);
}

/** The owned config with the sample's value put back at `paths` (its sample value read from the sample site.yaml). */
function withSampleAt(...paths: KeyPath[]): SiteConfig {
  const config = structuredClone(owned) as Data;
  for (const path of paths) {
    let [from, to]: [Data, Data] = [sampleData, config];
    for (const segment of path.slice(0, -1)) [from, to] = [from[segment as string], to[segment as string]];
    const last = path[path.length - 1] as string;
    to[last] = structuredClone(from[last]);
  }
  return config as SiteConfig;
}

describe('the launch check on the sample site', () => {
  it('marks every value the contract names as the sample’s, in both languages, and every drawing', async () => {
    const { config } = await parseSiteConfig(readFileSync(sampleFile, 'utf8'), 'site.yaml');
    const items = await stillSample(config, photoRequests(config), sampleFile);
    expect(items.map((item) => formatKeyPath(item.keyPath)).sort()).toEqual([...SAMPLE_ITEMS].sort());
    expect(Object.fromEntries(['business-name', 'licence', 'social-profile', 'map-position', 'rating', 'testimonial', 'offer', 'project', 'photo'].map((kind) => [kind, items.filter((item) => item.kind === kind).length]))).toEqual({
      'business-name': 1,
      licence: 4,
      'social-profile': 2,
      'map-position': 1,
      rating: 1,
      testimonial: 6,
      offer: 2,
      project: 8,
      photo: 11,
    });
    // Each item speaks the owner's words: a title, what is wrong, and what to put there, without a key name.
    for (const item of items) {
      expect(item.title, formatKeyPath(item.keyPath)).toMatch(/^[A-Z][\w -]+$/);
      expect(`${item.message} ${item.fix}`, formatKeyPath(item.keyPath)).not.toMatch(/`|\w\.\w+\[|\b(business|estimateForm|testimonials|translations)\./);
      expect(item.missingTranslation).toBe(false);
    }
    expect(items.find((item) => item.kind === 'testimonial' && item.language === 'es')?.title).toBe('Spanish testimonial 1');
    expect(items.find((item) => item.kind === 'licence' && item.language === 'es')?.title).toBe('Spanish licence 1');
    expect(items.find((item) => item.kind === 'business-address')?.message).toBe('"Monroe Township, NJ 08831" is the sample business\'s address');
  });

  it('prints each at its line and column with what to put there, and exits 1', async () => {
    const { report, ready } = await runLaunchCheck({ configFile: sampleFile, sendTest: false });
    expect(ready).toBe(false);
    const lines = readFileSync(sampleFile, 'utf8').split('\n');
    const at = (needle: string) => {
      const line = lines.findIndex((text) => text.includes(needle));
      return `${line + 1}:${lines[line]!.indexOf(needle) + 1}`;
    };
    expect(report).toContain(`✗ ${SAMPLE_ITEMS.length} things are still the sample site's or a placeholder`);
    expect(report).toContain(`site.yaml:${at('Greenway Lawn & Landscape')}  business.name  "Greenway Lawn & Landscape" is the sample business's name: put your business's name`);
    expect(report).toContain(`site.yaml:${at('NJ Home Improvement')}  business.licences[0]  `);
    expect(report).toContain(`site.yaml:${at('{ latitude')}  business.geo  40.31932, -74.42876 is where the sample business is on the map: put your business's own latitude and longitude`);
    expect(report).toContain(`site.yaml:${at('4.9')}  reviews.rating  4.9 out of 5 from 127 reviews is the sample site's rating, not yours`);
    expect(report).toContain(`site.yaml:${at('photos/project-monroe-after.jpg')}  projects[0].photo.src  photos/project-monroe-after.jpg is one of the sample site's drawings: put a photo of your own work`);
    expect(report).toContain(`site.yaml:${lines.indexOf('    testimonials:') + 2}:16  translations.es.testimonials[0].quote  "Llegaron cuando dijeron`);
    expect(report).toContain(`Not ready to publish: ${SAMPLE_ITEMS.length} things to fix`);
  });
});

describe('the launch check on a site the owner has made their own', () => {
  it('marks nothing, and the site is ready to publish', async () => {
    expect(await marked(owned)).toEqual([]);
    const { report, ready } = await runLaunchCheck({ configFile: join(dir, 'site.yaml'), sendTest: false });
    expect(report).toContain('✓ Nothing of the sample site is left');
    expect(report).not.toContain('✗');
    expect(ready).toBe(true);
  });

  it.each(SAMPLE_ITEMS.filter((path) => !path.endsWith('.src')))('marks exactly %s when its sample value is put back', async (shown) => {
    const path = parseKeyPath(shown)!;
    // The rating is the sample's only with its count (an owner's rating may well be 4.9), the town only with its ZIP code.
    const config = shown === 'reviews.rating' ? withSampleAt(path, ['reviews', 'count']) : shown === 'business.address.locality' ? withSampleAt(['business', 'address']) : withSampleAt(path);
    expect((await marked(config)).map((item) => item.split(' ')[1])).toEqual([shown]);
  });

  it.each(SAMPLE_ITEMS.filter((path) => path.endsWith('.src')))('marks exactly %s when it names a sample drawing', async (shown) => {
    expect((await marked(withSampleAt(parseKeyPath(shown)!))).map((item) => item.split(' ')[1])).toEqual([shown]);
  });

  it('marks a drawing under a new name, by its bytes, and says which it is', async () => {
    const config = structuredClone(owned);
    config.projects![2]!.photo.src = 'photos/our-front-lawn.jpg';
    const items = await stillSample(config, photoRequests(config), join(dir, 'site.yaml'));
    expect(items.map((item) => [item.kind, formatKeyPath(item.keyPath), item.title])).toEqual([['photo', 'projects[2].photo.src', 'Photo of project 3']]);
    expect(items[0]!.message).toBe("photos/our-front-lawn.jpg is one of the sample site's drawings (the same picture as photos/project-monroe-after.jpg)");
  });

  it('marks a testimonial whose author alone is the sample’s, a project whose text alone is, and a project’s Spanish text', async () => {
    expect(await marked(withSampleAt(['testimonials', 1, 'author']))).toEqual(['testimonial testimonials[1].author']);
    expect(await marked(withSampleAt(['projects', 3, 'text']))).toEqual(['project projects[3].text']);
    expect(await marked(withSampleAt(['translations', 'es', 'projects', 0, 'text']))).toEqual(['project translations.es.projects[0].text']);
  });

  it('marks a sample value however it is written: other case and spacing, a licence number among other words, a profile without www, the position with four decimals', async () => {
    const config = structuredClone(owned);
    config.business.name = '  greenway lawn &   LANDSCAPE ';
    config.business.licences = ['Licence 13VH01234567 (New Jersey)', 'Reg. 1198765', 'No. NJ-13vh01234567-A', 'Reg. 13VH012345678'];
    config.business.social = ['facebook.com/GreenwayLawn/'];
    config.business.geo = { latitude: 40.3193, longitude: -74.4288 };
    expect(await marked(config)).toEqual(['business-name business.name', 'licence business.licences[0]', 'licence business.licences[2]', 'social-profile business.social[0]', 'map-position business.geo']);
  });

  it('marks a Spanish licence that still carries the sample’s number after the English one became the owner’s', async () => {
    const config = structuredClone(owned);
    config.translations!.es!.business!.licences![0] = 'Registro de contratista de NJ n.º 13VH01234567';
    expect(await marked(config)).toEqual(['licence translations.es.business.licences[0]']);
  });

  it('marks the sample’s town and ZIP code as the business address, but not the same town with a street of the owner’s', async () => {
    expect(await marked(withSampleAt(['business', 'address']))).toEqual(['business-address business.address.locality']);
    const config = withSampleAt(['business', 'address']);
    config.business.address = { ...config.business.address!, street: '12 Applegarth Road' };
    expect(await marked(config)).toEqual([]);
  });

  it('marks a site or form address on this computer (fine for trying, never for visitors), as the editor’s checklist shows it', async () => {
    const config = structuredClone(owned);
    config.estimateForm.endpoint = 'http://127.0.0.1:8787/f/test';
    config.site.url = 'http://localhost:4173';
    const items = await stillSample(config, photoRequests(config), join(dir, 'site.yaml'));
    expect(items.map((item) => [item.kind, formatKeyPath(item.keyPath), item.title])).toEqual([
      ['local-address', 'site.url', 'Site address'],
      ['local-address', 'estimateForm.endpoint', 'Form address'],
    ]);
    expect(items[1]!.message).toBe('"http://127.0.0.1:8787/f/test" only works on this computer, so visitors\' requests could not reach you');
  });

  it('marks nothing for a business with no reviews yet that leaves the rating and count out', async () => {
    const config = structuredClone(owned);
    config.reviews = { url: config.reviews!.url };
    expect(await marked(config)).toEqual([]);
  });

  it('does not mark the owner’s rating of 4.9 from their own count, nor a map position a few streets away', async () => {
    const config = structuredClone(owned);
    config.reviews = { ...config.reviews!, rating: 4.9 };
    config.business.geo = { latitude: 40.3201, longitude: -74.42876 };
    expect(await marked(config)).toEqual([]);
  });
});
