// dist/ copied unchanged to Caddy and to Apache, each with the few lines the README gives for it:
// every page with and without its trailing slash, 404.html for a missing page, and the files'
// content types. The same checks as tests/hosting/nginx.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { loadSiteConfig } from '../../src/config/load.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { routeTable } from '../../src/plan/routes.js';
import { systemTool } from '../helpers/system-tools.js';
import { makeTempDir } from '../helpers/files.js';
import { freePort } from '../helpers/free-port.js';

const CADDY = systemTool('caddy');
const APACHE = systemTool('apache');

/** The README's Caddyfile: a stock file_server, and the three lines that serve 404.html. */
const caddyfile = (dist: string, port: number) => `{
	admin off
	auto_https off
}
:${port} {
	root * ${dist}
	file_server
	handle_errors {
		handle /es/* {
			rewrite * /es/404.html
		}
		handle {
			rewrite * /404.html
		}
		file_server
	}
}
`;

/** A stock Apache with the README's one line for 404.html (Debian's modules; the User line only counts when started as root). */
const apacheConfig = (root: string, dist: string, port: number) => `ServerRoot /usr/lib/apache2
ServerName 127.0.0.1
Listen 127.0.0.1:${port}
PidFile ${root}/httpd.pid
ErrorLog ${root}/error.log
LoadModule mpm_event_module modules/mod_mpm_event.so
LoadModule authz_core_module modules/mod_authz_core.so
LoadModule dir_module modules/mod_dir.so
LoadModule mime_module modules/mod_mime.so
TypesConfig /etc/mime.types
User www-data
Group www-data
DocumentRoot ${dist}
<Directory ${dist}>
    Require all granted
</Directory>
ErrorDocument 404 /404.html
<Location /es/>
    ErrorDocument 404 /es/404.html
</Location>
`;

interface Host {
  name: string;
  binary: string | undefined;
  install: string;
  /** Starts the server on `port` serving `dist`; `root` is a folder for its own files. */
  start(root: string, dist: string, port: number): ChildProcess;
  /** The Server header it answers with. */
  server: RegExp;
}

const HOSTS: Host[] = [
  {
    name: 'Caddy',
    binary: CADDY,
    install: 'apt-get install caddy',
    start(root, dist, port) {
      writeFileSync(join(root, 'Caddyfile'), caddyfile(dist, port));
      const env = { ...process.env, XDG_DATA_HOME: root, XDG_CONFIG_HOME: root, HOME: root };
      return spawn(CADDY!, ['run', '--config', join(root, 'Caddyfile'), '--adapter', 'caddyfile'], { stdio: 'ignore', env });
    },
    server: /^Caddy/,
  },
  {
    name: 'Apache',
    binary: APACHE,
    install: 'apt-get install apache2',
    start(root, dist, port) {
      writeFileSync(join(root, 'httpd.conf'), apacheConfig(root, dist, port));
      return spawn(APACHE!, ['-f', join(root, 'httpd.conf'), '-X'], { stdio: 'ignore' });
    },
    server: /^Apache/,
  },
];

for (const host of HOSTS)
  describe.skipIf(!host.binary)(`dist/ copied unchanged to ${host.name}`, () => {
    let server: ChildProcess | undefined;
    let origin = '';

    beforeAll(async () => {
      const root = makeTempDir(`lawn-${host.name.toLowerCase()}-`);
      chmodSync(root, 0o755); // Apache started as root reads the files as www-data
      const dist = join(root, 'dist');
      await buildSite({ configFile: 'site.yaml', outDir: dist, reporter: silentReporter });
      const port = await freePort();
      server = host.start(root, dist, port);
      origin = `http://127.0.0.1:${port}`;
      // Until this server answers; another one that took the port in the meantime does not count.
      while (server.exitCode === null) {
        try {
          if (host.server.test((await fetch(origin)).headers.get('server') ?? '')) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${host.name} did not start (exit code ${server.exitCode})`);
    });

    afterAll(() => {
      server?.kill();
    });

    it('serves every page with and without the trailing slash', async () => {
      const { config } = await loadSiteConfig('site.yaml');
      const pages = routeTable(config).filter((route) => route.path.endsWith('/'));
      expect(pages.length).toBeGreaterThan(10);
      for (const route of pages) {
        for (const typed of new Set([route.path, route.path.replace(/(.)\/$/, '$1')])) {
          const response = await fetch(origin + typed);
          expect(response.status, typed).toBe(200);
          expect(new URL(response.url).pathname, typed).toBe(route.path);
          expect(response.headers.get('content-type'), typed).toMatch(/^text\/html/);
          // The page's own address, which every page gives (/review/ has no canonical link).
          expect(await response.text(), typed).toContain(`<meta property="og:url" content="https://www.example.com${route.path}"/>`);
        }
      }
    });

    it('answers a missing page with 404.html and status 404; under /services/ it says Service not found', async () => {
      for (const path of ['/services/weeding/', '/nowhere']) {
        const response = await fetch(origin + path);
        expect(response.status, path).toBe(404);
        const html = await response.text();
        expect(html, path).toContain('data-not-found-heading');
        expect(html, path).toContain('"Service not found"');
      }
    });

    it("answers a missing page under /es/ with the Spanish 404.html, with the README's lines for it", async () => {
      const response = await fetch(`${origin}/es/servicios/`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<html lang="es">');
      expect(await (await fetch(`${origin}/nowhere/`)).text()).toContain('<html lang="en">');
    });

    it('serves the assets, photos, sitemap.xml and robots.txt with their content types', async () => {
      const home = await (await fetch(origin)).text();
      const script = /<script type="module" src="([^"]+)"/.exec(home)![1]!;
      const avif = /srcSet="(\/assets\/photos\/[^" ]+\.avif)/.exec(home)![1]!;
      for (const [path, type] of [
        [script, /javascript/],
        [avif, /^image\/avif/],
        ['/sitemap.xml', /xml/],
        ['/robots.txt', /^text\/plain/],
        ['/favicon.svg', /^image\/svg\+xml/],
      ] as const) {
        const response = await fetch(origin + path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), path).toMatch(type);
      }
    });
  });
