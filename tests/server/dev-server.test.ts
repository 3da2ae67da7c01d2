import { copyFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath } from '../helpers/config.js';
import { makeTempDir } from '../helpers/files.js';
import { eventually, startScript, type RunningCommand } from '../helpers/process.js';
import { plainJpeg } from '../photos/make-photos.js';
import { parseHtml } from '../helpers/html.js';
import { redirectOf, statusOf } from '../helpers/raw-request.js';

const config = join(makeTempDir('lawn-dev-'), 'site.yaml');
/** Saves a change the way editors do, so the watcher never sees a half-written file. */
const edit = (change: (text: string) => string) => {
  writeFileSync(`${config}.saving`, change(readFileSync(config, 'utf8')));
  renameSync(`${config}.saving`, config);
};
const page = async (url: string) => {
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
};

/**
 * Subscribes to the dev server's reload events, resolving once it is listening (the server
 * registers a page as it answers), with a promise for the next reload.
 */
function subscribeToReloads(origin: string): Promise<{ reloaded: Promise<void> }> {
  return new Promise((subscribed, reject) => {
    const req = request(`${origin}/__dev/events`, (response) => {
      const reloaded = new Promise<void>((resolve) => {
        response.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('event: reload')) {
            req.destroy();
            resolve();
          }
        });
      });
      subscribed({ reloaded });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('npm run dev', () => {
  let dev: RunningCommand;
  let url = '';

  beforeAll(async () => {
    copyFileSync(fixturePath('small-site.yaml'), config);
    dev = startScript('dev.ts', ['--config', config, '--port', '0']);
    url = (await dev.waitFor(/The site is at (http:\/\/127\.0\.0\.1:\d+\/)/))[1]!;
  });

  afterAll(async () => {
    await dev.interrupt();
  });

  it('builds and serves the site on a loopback port, with the reload script in each page', async () => {
    const home = await page(url);
    expect(home.status).toBe(200);
    expect(home.html).toContain('Mowing Made Simple');
    expect(home.html).toContain('<script type="module" src="/__dev/reload.js"></script></body>');
    expect((await fetch(`${url}__dev/reload.js`)).headers.get('content-type')).toMatch(/javascript/);
  });

  it('rebuilds when site.yaml changes, says how long it took, and tells open pages to reload', async () => {
    const { reloaded } = await subscribeToReloads(new URL(url).origin);
    edit((text) => text.replace('name: Ogdenville', 'name: North Ogdenville'));
    await reloaded;
    await eventually(async () => (await page(`${url}lawn-care-ogdenville-nj/`)).html.includes('Lawn Care &amp; Landscaping in North Ogdenville, NJ'));
    expect(dev.output()).toMatch(/site\.yaml changed: rebuilt 10 pages in [\d.]+ m?s/);
  });

  it('adds the page of a new town', async () => {
    edit((text) => text.replace(/^whyChooseUs:/m, '  - name: Capital City\n    slug: capital-city\nwhyChooseUs:'));
    await eventually(async () => (await page(`${url}lawn-care-capital-city-nj/`)).status === 200);
    expect((await page(url)).html).toContain('href="/lawn-care-capital-city-nj/"');
  });

  it('shows the problems of a broken site.yaml over the last good page, and the site alone once it is fixed', async () => {
    edit((text) => text.replace(/^towns:/m, 'town:'));
    await eventually(async () => (await page(url)).html.includes('data-dev-error'));
    const shown = await page(`${url}services/mowing/`);
    expect(shown.html).toContain('site.yaml has 1 problem');
    expect(shown.html).toMatch(/site\.yaml:\d+:1<\/code>&nbsp; <code>town<\/code>/);
    expect(shown.html).toContain('did you mean `towns`?');
    expect(shown.html).toContain('<h1>Mowing</h1>'); // the last good build, under the panel
    expect(shown.html).toContain('/__dev/reload.js'); // reloads itself once fixed
    expect((await fetch(`${url}__dev/error.css`)).headers.get('content-type')).toMatch(/text\/css/);
    expect(dev.output()).toMatch(/site\.yaml:\d+:1 {2}town {2}expected a known key/);

    edit((text) => text.replace(/^town:/m, 'towns:'));
    await eventually(async () => !(await page(url)).html.includes('data-dev-error'));
    expect((await page(url)).html).toContain('Mowing Made Simple');
  });

  it('keeps running after a wrong type and explains it', async () => {
    edit((text) => text.replace('  phone: "(201) 555-0199"', '  phone: 2015550199'));
    await eventually(async () => (await page(url)).html.includes('expected text, found the number 2015550199'));
    edit((text) => text.replace('  phone: 2015550199', '  phone: "(201) 555-0199"'));
    await eventually(async () => !(await page(url)).html.includes('data-dev-error'));
  });

  it('shows a line with $$, $& and $` in the panel as the file has it', async () => {
    const line = "  phone: 2015550199 # $$ and $& and $` and $' stay as typed";
    edit((text) => text.replace('  phone: "(201) 555-0199"', () => line));
    await eventually(async () => (await page(url)).html.includes('data-dev-error'));
    expect(parseHtml((await page(url)).html).querySelector('[data-dev-error] .excerpt')!.textContent).toContain(line);
    edit((text) => text.replace(line, '  phone: "(201) 555-0199"'));
    await eventually(async () => !(await page(url)).html.includes('data-dev-error'));
  });

  it('answers only its own host, the reload stream too, and redirects only on its own origin', async () => {
    const { origin, port } = new URL(url);
    for (const path of ['/', '/services/mowing/', '/__dev/events', '/__dev/reload.js', '/__dev/error.css']) {
      for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1:${Number(port) + 1}`, null]) {
        expect(await statusOf(origin, path, host), `${path} for ${host}`).toBe(403);
      }
    }
    expect(await statusOf(origin, '/__dev/events', `localhost:${port}`)).toBe(200);
    expect(await redirectOf(origin, '//evil.example/..%2fservices')).toEqual([301, '/services/']);
    expect((await redirectOf(origin, '//a//evil.example/..%2fservices'))[1]).toBeUndefined();
  });

  it('stops cleanly on Ctrl-C', async () => {
    expect(await dev.interrupt()).toBe(0);
    expect(dev.output()).toContain('Stopped the dev server.');
  });
});

describe('npm run dev with a site.yaml broken from the start', () => {
  it('shows an error page until the file is fixed, then the site', async () => {
    const broken = join(makeTempDir('lawn-dev-'), 'site.yaml');
    writeFileSync(broken, readFileSync(fixturePath('small-site.yaml'), 'utf8').replace(/^towns:/m, 'town:'));
    const dev = startScript('dev.ts', ['--config', broken, '--port', '0']);
    try {
      const address = (await dev.waitFor(/The site is at (http:\/\/127\.0\.0\.1:\d+\/)/))[1]!;
      const error = await page(address);
      expect(error.status).toBe(500);
      expect(error.html).toContain('did you mean `towns`?');
      writeFileSync(broken, readFileSync(fixturePath('small-site.yaml'), 'utf8'));
      await eventually(async () => (await page(address)).status === 200);
      expect((await page(address)).html).toContain('Mowing Made Simple');
    } finally {
      expect(await dev.interrupt()).toBe(0);
    }
  });
});

describe('npm run dev with photos', () => {
  const dir = makeTempDir('lawn-dev-photos-');
  const photo = join(dir, 'photos', 'lawn.jpg');
  /** Replaces the photo the way a photo editor saves it: a new file renamed over the old one. */
  const savePhoto = async (background: { r: number; g: number; b: number }) => {
    writeFileSync(`${photo}.saving`, await plainJpeg(1200, 800, background));
    renameSync(`${photo}.saving`, photo);
  };
  const bannerFile = async (url: string) => /hero-photo[\s\S]*?src="\/assets\/photos\/(lawn-\d+-[0-9a-f]{8}\.jpg)"/.exec((await page(url)).html)?.[1];

  it('makes a photo again when it changes in photos/, and tells open pages to reload', async () => {
    mkdirSync(join(dir, 'photos'));
    await savePhoto({ r: 40, g: 140, b: 40 });
    const configFile = join(dir, 'site.yaml');
    writeFileSync(
      configFile,
      readFileSync(fixturePath('small-site.yaml'), 'utf8').replace('  subtext: Book in under 60 seconds.\n', '  subtext: Book in under 60 seconds.\n  image: { src: photos/lawn.jpg, alt: A lawn }\n'),
    );
    const dev = startScript('dev.ts', ['--config', configFile, '--port', '0']);
    try {
      const url = (await dev.waitFor(/The site is at (http:\/\/127\.0\.0\.1:\d+\/)/))[1]!;
      const first = await bannerFile(url);
      expect(first).toBeDefined();
      const { reloaded } = await subscribeToReloads(new URL(url).origin);
      await savePhoto({ r: 200, g: 180, b: 40 });
      await reloaded;
      await eventually(async () => (await bannerFile(url)) !== first);
      expect((await fetch(url + 'assets/photos/' + (await bannerFile(url))!)).status).toBe(200);
    } finally {
      expect(await dev.interrupt()).toBe(0);
    }
  });
});
