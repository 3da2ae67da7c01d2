import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { buildSite } from '../../src/pipeline/build.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { createFolderServer, listenOnLoopback } from '../../src/server/static-server.js';
import { makeTempDir } from '../helpers/files.js';
import { withPricesYaml } from '../helpers/prices.js';
import { createMockFormService } from './mock-form-service.js';

export const ANALYTICS_ID = 'G-TEST12345';

/**
 * Builds the test sites (the small site without and with analytics and with photos, and the
 * Pennsylvania company as if on 2027-05-10), with their form endpoints pointing at a local mock
 * form service, and serves each the way a static host does.
 */
/**
 * The small test site with photos everywhere a photo can be: a logo, a banner, a service photo,
 * and enough projects (some before/after pairs) that the last one on /projects/ is more than
 * 3000 px below a phone's first screen, beyond where Chromium loads lazy photos ahead. Each photo
 * is in the same kind of place as in the sample site, so the photos it made serve this site too.
 */
function withPhotos(yaml: string): string {
  const photo = (indent: string, key: string, name: string, alt: string) => `${indent}${key}: { src: photos/${name}, alt: ${JSON.stringify(alt)} }\n`;
  const project = (title: string, town: string, name: string, before?: string) =>
    `  - title: ${title}\n    town: ${town}\n${photo('    ', 'photo', name, `${title}, after`)}${before ? photo('    ', 'before', before, `${title}, before`) : ''}`;
  return (
    yaml
      .replace('  email: hello@test-mowers.example\n', `  email: hello@test-mowers.example\n${photo('  ', 'logo', 'logo.png', 'Test Mowers')}`)
      .replace('  subtext: Book in under 60 seconds.\n', `  subtext: Book in under 60 seconds.\n${photo('  ', 'image', 'hero-front-lawn.jpg', 'A striped front lawn')}`)
      .replace('    description: We mow.\n', `    description: We mow.\n${photo('    ', 'image', 'service-lawn-maintenance.jpg', 'A lawn being mowed')}`) +
    'projects:\n' +
    project('Lawn renovation', 'springfield', 'project-monroe-after.jpg', 'project-monroe-before.jpg') +
    project('New patio', 'springfield', 'project-cranbury-patio.jpg') +
    project('Back yard', 'shelbyville', 'project-plainsboro-after.jpg', 'project-plainsboro-before.jpg') +
    ['Garden bed', 'Smart controller', 'Mowing plan', 'Edging', 'Overseeding', 'Drip line', 'Spring clean-up', 'Mulch beds', 'Aeration', 'Hedges']
      .map((title, i) => (i % 2 ? project(title, 'ogdenville', 'project-monroe-after.jpg', 'project-monroe-before.jpg') : project(title, 'shelbyville', 'project-cranbury-patio.jpg')))
      .join('') +
    project('Sprinklers', 'shelbyville', 'project-west-windsor-sprinklers.jpg')
  );
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers: Server[] = [];
  const start = async (server: Server) => {
    servers.push(server);
    return listenOnLoopback(server);
  };

  const formService = await start(createMockFormService());
  const dir = makeTempDir('lawn-browser-');
  const base = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'small-site.yaml'), 'utf8')
    .replace('endpoint: https://forms.example/f/test', `endpoint: ${formService}/f/test`);
  const variants = {
    SITE_URL: base,
    ANALYTICS_SITE_URL: `${base}analytics:\n  measurementId: ${ANALYTICS_ID}\n`,
    PHOTO_SITE_URL: withPhotos(base),
    PRICES_SITE_URL: withPricesYaml(base),
    // The default site, in English and Spanish, with prices.
    DEFAULT_SITE_URL: readFileSync(join(import.meta.dirname, '..', '..', 'site.yaml'), 'utf8').replace('endpoint: https://formspree.io/f/your-form-id', `endpoint: ${formService}/f/default`),
    PENNSYLVANIA_SITE_URL: readFileSync(join(import.meta.dirname, '..', 'fixtures', 'pennsylvania.yaml'), 'utf8')
      .replace('endpoint: https://forms.example/f/keystone', `endpoint: ${formService}/f/keystone`),
  };
  // The day a site is built for, where it matters: the Pennsylvania site's offers ended, run and are to come.
  const buildDays: Partial<Record<keyof typeof variants, string>> = { PENNSYLVANIA_SITE_URL: '2027-05-10' };
  symlinkSync(join(import.meta.dirname, '..', '..', 'photos'), join(dir, 'photos')); // the sample photos, beside the configs
  for (const [name, yaml] of Object.entries(variants) as Array<[keyof typeof variants, string]>) {
    const configFile = join(dir, `${name}.yaml`);
    const outDir = join(dir, name);
    writeFileSync(configFile, yaml);
    await buildSite({ configFile, outDir, reporter: silentReporter, today: buildDays[name] });
    process.env[name] = await start(createFolderServer(() => outDir));
  }
  process.env.FORM_SERVICE_URL = formService;

  return async () => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  };
}
