import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { startPreview } from '../../src/server/preview.js';
import { memoryFiles, type SiteFiles } from '../../src/server/site-files.js';
import { createStaticSiteServer, listenOnLoopback } from '../../src/server/static-server.js';
import { fixturePath } from '../helpers/config.js';
import { makeTempDir } from '../helpers/files.js';
import { rawRequest, redirectOf } from '../helpers/raw-request.js';

// A web page the owner visits can point a name of its own at 127.0.0.1 (DNS rebinding) and read
// a local server, unless the server checks the Host header; and a redirect built from the raw
// request path can send a visitor to another site.

/** The small site, built and served by npm run preview for the tests of one describe block. */
function servedSmallSite(): { origin: string; port: number } {
  const served = { origin: '', port: 0 };
  let server: Server;
  beforeAll(async () => {
    const dist = join(makeTempDir(), 'dist');
    await buildSite({ configFile: fixturePath('small-site.yaml'), outDir: dist, reporter: silentReporter });
    const preview = await startPreview(dist);
    server = preview.server;
    served.origin = new URL(preview.url).origin;
    served.port = Number(new URL(preview.url).port);
  });
  afterAll(() => server.close());
  return served;
}

describe('the preview server answers only requests for its own host', () => {
  const site = servedSmallSite();

  it.each([
    ['a name of another site', () => 'evil.example'],
    ['a rebinding name on its port', () => `evil.example:${site.port}`],
    ['its own address on another port', () => `127.0.0.1:${site.port + 1}`],
    ['localhost on another port', () => `localhost:${site.port + 1}`],
    ['its own address without the port', () => '127.0.0.1'],
    ['IPv6 loopback, which it does not listen on', () => `[::1]:${site.port}`],
    ['no Host header at all', () => null],
  ])('refuses %s with 403 and a short plain-text reason', async (_case, host) => {
    for (const path of ['/', '/services/mowing/', '/sitemap.xml', '/no-such-page']) {
      const response = await rawRequest(site.origin, path, host());
      expect(response.status, path).toBe(403);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe(`This local server only answers requests for http://127.0.0.1:${site.port}/ or http://localhost:${site.port}/.\n`);
    }
  });

  it('refuses a foreign Host even where it would redirect', async () => {
    const response = await rawRequest(site.origin, '/services/mowing', 'evil.example');
    expect([response.status, response.headers.location]).toEqual([403, undefined]);
  });

  it('answers its own address and localhost on its port, in any case', async () => {
    for (const host of [`127.0.0.1:${site.port}`, `localhost:${site.port}`, `LocalHost:${site.port}`]) {
      const response = await rawRequest(site.origin, '/services/mowing/', host);
      expect(response.status, host).toBe(200);
      expect(response.body).toContain('<h1>Mowing</h1>');
    }
  });
});

describe('a request target in absolute form (`GET http://host/path`, as sent to a proxy)', () => {
  const site = servedSmallSite();

  it.each([
    ['another host', () => 'http://evil.example/'],
    ['another host on its port', () => `http://evil.example:${site.port}/services/mowing/`],
    ['its own address on another port', () => `http://127.0.0.1:${site.port + 1}/`],
    ['its own address with a user name', () => `http://owner@127.0.0.1:${site.port}/`],
    ['its own address over https, which it does not speak', () => `https://127.0.0.1:${site.port}/`],
  ])('is answered 421 when it names %s, even with its own Host header', async (_case, target) => {
    const response = await rawRequest(site.origin, target());
    expect(response.status).toBe(421);
    expect(response.body).toBe(`This local server only answers requests for http://127.0.0.1:${site.port}/ or http://localhost:${site.port}/.\n`);
  });

  it('is served by its path when it names the server itself', async () => {
    const page = await rawRequest(site.origin, `http://127.0.0.1:${site.port}/services/mowing/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Mowing</h1>');
    expect(await redirectOf(site.origin, `HTTP://LocalHost:${site.port}/services/mowing?a=1`)).toEqual([301, '/services/mowing/?a=1']);
    expect(await redirectOf(site.origin, `http://localhost:${site.port}//evil.example/..%2fservices`)).toEqual([301, '/services/']);
    expect((await rawRequest(site.origin, `http://localhost:${site.port}`)).status).toBe(200);
  });

  it('still needs its own Host header', async () => {
    expect((await rawRequest(site.origin, `http://127.0.0.1:${site.port}/`, 'evil.example')).status).toBe(403);
  });
});

describe('a local server refuses a foreign host before it reads any file', () => {
  it('looks nothing up for a refused request', async () => {
    const looked: string[] = [];
    const site = memoryFiles(() => new Map([['index.html', Buffer.from('<!DOCTYPE html><title>Home</title>')]]));
    const files: SiteFiles = {
      kind: (path) => (looked.push(path), site.kind(path)),
      read: (path) => (looked.push(path), site.read(path)),
    };
    const server = createStaticSiteServer({ files, intercept: (request) => (looked.push(`intercept ${request.url}`), false) });
    const origin = await listenOnLoopback(server);
    try {
      expect((await rawRequest(origin, '/', 'evil.example')).status).toBe(403);
      expect(looked).toEqual([]);
      expect((await rawRequest(origin, '/')).status).toBe(200);
      expect(looked).toContain('index.html');
    } finally {
      server.close();
    }
  });
});

describe('redirects stay on the server’s own origin', () => {
  let servers: Server[] = [];
  const previewOf = async (config: string) => {
    const dir = makeTempDir();
    await buildSite({ configFile: config, outDir: join(dir, 'dist'), reporter: silentReporter });
    const { server, url } = await startPreview(join(dir, 'dist'));
    servers.push(server);
    return new URL(url).origin;
  };
  afterAll(() => {
    servers.forEach((server) => server.close());
    servers = [];
  });

  it.each([
    ['the issue’s request (the path /a/services, which does not exist)', '//a//evil.example/..%2fservices', 404, undefined],
    ['a protocol-relative path', '//evil.example/..%2fservices', 301, '/services/'],
    ['a backslash form', '/\\evil.example/..%2fservices', 301, '/services/'],
    ['encoded slashes', '/%2f%2fevil.example/..%2fservices', 301, '/services/'],
    ['an encoded backslash', '/%5cevil.example/..%2fservices', 301, '/services/'],
    ['encoded dots', '//evil.example/%2e%2e%2fservices', 301, '/services/'],
    ['encoded dots and slashes, twice', '//evil.example/%2e%2e%2f%2e%2e%2fservices%2fmowing', 301, '/services/mowing/'],
    ['repeated slashes inside', '/services//mowing', 301, '/services/mowing/'],
    ['a query that looks like a host', '/services/mowing?next=//evil.example', 301, '/services/mowing/?next=//evil.example'],
  ])('%s: %s is answered %d %s', async (_case, path, status, location) => {
    const origin = await previewOf(fixturePath('small-site.yaml'));
    expect(await redirectOf(origin, path)).toEqual([status, location]);
  });

  it('keeps a site published under a folder inside that folder', async () => {
    const dir = makeTempDir();
    const { readFileSync, writeFileSync } = await import('node:fs');
    const config = join(dir, 'site.yaml');
    writeFileSync(config, readFileSync(fixturePath('small-site.yaml'), 'utf8').replace('url: https://test-mowers.example', 'url: https://mowers.github.io/lawn/'));
    const origin = await previewOf(config);
    expect(await redirectOf(origin, '/')).toEqual([301, '/lawn/']);
    expect(await redirectOf(origin, '/lawn')).toEqual([301, '/lawn/']);
    expect(await redirectOf(origin, '/lawn//services//mowing')).toEqual([301, '/lawn/services/mowing/']);
    expect(await redirectOf(origin, '/lawn//evil.example/..%2fservices')).toEqual([301, '/lawn/services/']);
    expect(await redirectOf(origin, '/lawn/x%2f..')).toEqual([301, '/lawn/']);
  });
});
