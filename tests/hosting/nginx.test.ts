import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { loadSiteConfig } from '../../src/config/load.js';
import { routeTable } from '../../src/plan/routes.js';
import { freePort } from '../helpers/free-port.js';
import { systemTool } from '../helpers/system-tools.js';
import { makeTempDir } from '../helpers/files.js';

const NGINX = systemTool('nginx');

/** A stock nginx server block, as a host would write it: nothing specific to this site. */
const stockConfig = (root: string, dist: string, port: number) => `
daemon off;
master_process off;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${root}/tmp;
  proxy_temp_path ${root}/tmp;
  fastcgi_temp_path ${root}/tmp;
  uwsgi_temp_path ${root}/tmp;
  scgi_temp_path ${root}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${dist};
    index index.html;
    error_page 404 /404.html;
    location /es/ { error_page 404 /es/404.html; }
  }
}
`;

describe.skipIf(!NGINX)('dist/ copied unchanged to a stock nginx', () => {
  let nginx: ChildProcess | undefined;
  let origin = '';
  const root = makeTempDir('lawn-nginx-');
  const dist = join(root, 'dist');

  beforeAll(async () => {
    await buildSite({ configFile: 'site.yaml', outDir: dist, reporter: silentReporter });
    mkdirSync(join(root, 'tmp'));
    const port = await freePort();
    writeFileSync(join(root, 'nginx.conf'), stockConfig(root, dist, port));
    const check = spawnSync(NGINX!, ['-t', '-c', join(root, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(NGINX!, ['-c', join(root, 'nginx.conf')], { stdio: 'ignore' });
    origin = `http://127.0.0.1:${port}`;
    // Until this nginx answers; another server that took the port in the meantime does not count.
    while (nginx.exitCode === null) {
      try {
        if ((await fetch(origin)).headers.get('server')?.startsWith('nginx')) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx did not start (exit code ${nginx.exitCode})`);
  });

  afterAll(() => {
    nginx?.kill();
  });

  it('serves every page with and without the trailing slash', async () => {
    const { config } = await loadSiteConfig('site.yaml');
    const pages = routeTable(config).filter((route) => route.path.endsWith('/'));
    expect(pages).toHaveLength(17); // home, /services/, 3 services, 8 towns, /projects/, /prices/, /estimate/, /review/
    for (const route of pages) {
      for (const typed of new Set([route.path, route.path.replace(/(.)\/$/, '$1')])) {
        const response = await fetch(origin + typed);
        expect(response.status, typed).toBe(200);
        expect(new URL(response.url).pathname, typed).toBe(route.path);
        expect(response.headers.get('content-type'), typed).toMatch(/^text\/html/);
        // The page's own address, which every page gives (/review/ has no canonical link).
        expect(await response.text(), typed).toContain('<meta property="og:url" content="https://www.example.com' + route.path + '"/>');
      }
    }
  });

  it('answers a missing page with 404.html and status 404; under /services/ it says Service not found', async () => {
    const response = await fetch(`${origin}/services/weeding/`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('data-not-found-heading');
    // nginx serves the root 404.html everywhere; its inline script switches the heading under /services/.
    expect(html).toContain('"Service not found"');
  });

  it("answers a missing page under /es/ with the Spanish 404.html, with the README's line for it", async () => {
    const response = await fetch(`${origin}/es/servicios/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="es">');
    expect(await (await fetch(`${origin}/nowhere/`)).text()).toContain('<html lang="en">');
  });

  it('serves the assets, sitemap.xml and robots.txt with their content types', async () => {
    const home = await (await fetch(origin)).text();
    const script = /<script type="module" src="([^"]+)"/.exec(home)![1]!;
    for (const [path, type] of [
      [script, /javascript/],
      ['/sitemap.xml', /xml/],
      ['/robots.txt', /text\/plain/],
      ['/favicon.svg', /image\/svg\+xml/],
    ] as const) {
      const response = await fetch(origin + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(type);
    }
  });
});
