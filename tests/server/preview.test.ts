import { get } from 'node:http';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { startPreview } from '../../src/server/preview.js';
import { fixturePath } from '../helpers/config.js';
import { makeTempDir } from '../helpers/files.js';
import { startScript } from '../helpers/process.js';

/** A raw GET, without fetch's automatic decompression and redirects. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the preview server', () => {
  const dist = join(makeTempDir(), 'dist');
  let server: Server;
  let url = '';

  beforeAll(async () => {
    await buildSite({ configFile: fixturePath('small-site.yaml'), outDir: dist, reporter: silentReporter });
    ({ server, url } = await startPreview(dist));
  });
  afterAll(() => server.close());

  it('serves route/ as route/index.html and redirects route to route/', async () => {
    const page = await rawGet(`${url}services/mowing/`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body.toString()).toContain('<h1>Mowing</h1>');
    const redirect = await rawGet(`${url}services/mowing`);
    expect([redirect.status, redirect.headers.location]).toEqual([301, '/services/mowing/']);
  });

  it('answers a missing page with the nearest 404.html and status 404', async () => {
    const service = await rawGet(`${url}services/weeding/`);
    expect(service.status).toBe(404);
    expect(service.body.toString()).toContain('>Service not found</h1>');
    const other = await rawGet(`${url}no-such-page`);
    expect(other.status).toBe(404);
    expect(other.body.toString()).toContain('>Page not found</h1>');
  });

  it('compresses with brotli or gzip, whichever the browser accepts', async () => {
    const brotli = await rawGet(url, { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await rawGet(url, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('sends the right content types and the headers of _headers', async () => {
    const home = await rawGet(url);
    expect(home.headers['content-security-policy']).toMatch(/^default-src 'self'/);
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    const script = /src="(\/assets\/boot-[^"]+)"/.exec(home.body.toString())![1]!;
    const asset = await rawGet(url + script.slice(1));
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const [path, type] of [
      ['sitemap.xml', 'application/xml; charset=utf-8'],
      ['robots.txt', 'text/plain; charset=utf-8'],
      ['favicon.svg', 'image/svg+xml'],
    ]) {
      expect((await rawGet(url + path!)).headers['content-type'], path).toBe(type);
    }
  });

  it('serves nothing outside the folder', async () => {
    const escape = await rawGet(`${url}..%2F..%2Fpackage.json`);
    expect(escape.status).toBe(404);
    expect(escape.body.toString()).not.toContain('"devDependencies"');
  });

  it('runs as npm run preview, prints its address and stops on Ctrl-C', async () => {
    const preview = startScript('preview.ts', ['--out', dist, '--port', '0']);
    const address = (await preview.waitFor(/at (http:\/\/127\.0\.0\.1:\d+\/)/))[1]!;
    expect((await fetch(address)).status).toBe(200);
    expect(await preview.interrupt()).toBe(0);
  });
});

describe('the preview of a site published under a folder', () => {
  it('serves it under that folder, as GitHub Pages would', async () => {
    const dir = makeTempDir();
    const { writeFileSync, readFileSync } = await import('node:fs');
    const config = join(dir, 'site.yaml');
    writeFileSync(config, readFileSync(fixturePath('small-site.yaml'), 'utf8').replace('url: https://test-mowers.example', 'url: https://mowers.github.io/lawn/'));
    await buildSite({ configFile: config, outDir: join(dir, 'dist'), reporter: silentReporter });
    const { server, url } = await startPreview(join(dir, 'dist'));
    try {
      expect(url).toMatch(/\/lawn\/$/);
      expect((await rawGet(`${url}services/mowing/`)).status).toBe(200);
      expect((await rawGet(new URL(url).origin + '/')).headers.location).toBe('/lawn/');
    } finally {
      server.close();
    }
  });
});
