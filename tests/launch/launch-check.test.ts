import { spawn } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLaunchCheck } from '../../src/launch/run.js';
import { listenOnLoopback } from '../../src/server/static-server.js';
import { projectRoot } from '../helpers/cli.js';
import { readFixture } from '../helpers/config.js';
import { makeTempDir } from '../helpers/files.js';
import { freePort } from '../helpers/free-port.js';

/** Runs `npm run launch-check -- ARGS` as the owner would, from the project folder. */
function launchCheckCli(args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/run.mjs', 'launch-check', ...args], { cwd: projectRoot });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('close', (status) => resolve({ status, output }));
  });
}

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** A multipart request's parts: text fields as their text, files as [name, type, bytes]. */
  parts?: Array<[string, string | [string, string, Buffer]]>;
}

/** The parts of a multipart body, read as a form service reads them. */
async function partsOf(raw: Buffer, contentType: string): Promise<Received['parts']> {
  const data = await new Request('http://form.invalid/', { method: 'POST', headers: { 'Content-Type': contentType }, body: new Uint8Array(raw) }).formData();
  return Promise.all(
    [...data].map(async ([name, value]): Promise<[string, string | [string, string, Buffer]]> => [name, typeof value === 'string' ? value : [value.name, value.type, Buffer.from(await value.arrayBuffer())]]),
  );
}

/**
 * A stand-in form service. By path: /ok takes the request, /refused answers 403 with a message as
 * Formspree does, /broken answers 500, /no-cors takes it without letting web pages read the answer,
 * /hang never answers, /no-files refuses a request that carries a file (as a plan without file
 * uploads does) and takes one that does not.
 */
function formService(received: Received[]): Server {
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const raw = Buffer.concat(chunks);
      const path = request.url ?? '';
      const contentType = request.headers['content-type'] ?? '';
      const parts = contentType.startsWith('multipart/form-data') ? await partsOf(raw, contentType) : undefined;
      received.push({ method: request.method ?? '', path, headers: request.headers, body: raw.toString('utf8'), parts });
      const cors = path === '/no-cors' ? {} : { 'Access-Control-Allow-Origin': String(request.headers.origin), 'Access-Control-Allow-Headers': 'Content-Type, Accept' };
      if (path === '/hang') return; // never answers
      if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
      const json = { ...cors, 'Content-Type': 'application/json' };
      if (path === '/refused') return void response.writeHead(403, json).end(JSON.stringify({ error: 'This form is not active.' }));
      if (path === '/no-files' && parts?.some(([, value]) => typeof value !== 'string'))
        return void response.writeHead(400, json).end(JSON.stringify({ error: 'File uploads are not permitted on this plan.' }));
      if (path === '/broken') return void response.writeHead(500, json).end('{}');
      response.writeHead(200, json).end(JSON.stringify({ ok: true }));
    });
  });
}

const dir = makeTempDir('lawn-launch-');
const received: Received[] = [];
const server = formService(received);
let service: string;

/**
 * The small test site with nothing left of the sample: its own address, e-mail, phone, form and
 * profiles; `endpoint` replaces the form's address. Written to a file of its own.
 */
function realLookingSite(name: string, { endpoint = 'https://formspree.io/f/mwkgabcd', edit = (text: string) => text } = {}): string {
  const file = join(dir, `${name}.yaml`);
  const text = readFixture('small-site.yaml')
    .replace('phone: "(201) 555-0199"', 'phone: "(201) 438-7710"')
    .replace('hello@test-mowers.example', 'hello@testmowers.com')
    .replace('https://test-mowers.example', 'https://www.testmowers.com')
    .replace('https://forms.example/f/test', endpoint)
    .replace('business:\n', 'business:\n  address: { locality: Springfield, postalCode: "07081" }\n');
  writeFileSync(file, edit(text));
  return file;
}

beforeAll(async () => {
  service = await listenOnLoopback(server);
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('npm run launch-check', () => {
  it('on the sample site: names every sample value at its line and column with what to put there, sends nothing, and exits 1 (every item: sample-site.test.ts)', async () => {
    const before = received.length;
    const { status, output } = await launchCheckCli([]);
    expect(status).toBe(1);
    const text = readFileSync(join(projectRoot, 'site.yaml'), 'utf8');
    const lineOf = (needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;
    expect(output).toMatch(/✗ \d+ things are still the sample site's or a placeholder, and publishing them as your own would mislead customers\. Put your own in their place:/);
    expect(output).toMatch(new RegExp(`site\\.yaml:${lineOf('phone: "(201) 555-0142"')}:10  business\\.phone  .*: put your business's number`));
    expect(output).toMatch(new RegExp(`site\\.yaml:${lineOf('email: service@example.com')}:10  business\\.email  .*: put the address you read every day`));
    expect(output).toMatch(new RegExp(`site\\.yaml:${lineOf('url: https://www.example.com')}:8  site\\.url  `));
    expect(output).toMatch(new RegExp(`site\\.yaml:${lineOf('your-form-id')}:13  estimateForm\\.endpoint  .*put the address it gives you here`));
    expect(output).toMatch(new RegExp(`site\\.yaml:${lineOf('g.page/r/example')}:8  reviews\\.url  `));
    expect(output).toContain('– The form service has not been tried.');
    expect(output).toMatch(/Not ready to publish: \d+ things to fix/);
    expect(received.length).toBe(before);
  });

  it('on a site with real-looking values: every line passes, and it exits 0', async () => {
    const { status, output } = await launchCheckCli(['--config', realLookingSite('ready')]);
    expect(output).not.toContain('✗');
    expect(output).toContain('✓ Nothing of the sample site is left');
    expect(output).toContain('Ready to publish. Next: npm run build');
    expect(status).toBe(0);
  });

  it('--send-test to a service that takes it: sends the five fields as the dialog does, named Website test, and says so', async () => {
    const config = realLookingSite('accepts', { endpoint: `${service}/ok` });
    const before = received.length;
    const { status, output } = await launchCheckCli(['--config', config, '--send-test']);
    expect(output).toContain('✓ The form service accepted the test request (it answered 200 OK).');
    expect(output).toContain('from "Website test", hello@testmowers.com');
    // The only thing left: the form's address is this computer, which visitors cannot reach.
    expect(output).toContain('Addresses that only work on this computer');
    expect(status).toBe(1);

    const [preflight, post, ...more] = received.slice(before);
    expect(more).toEqual([]);
    expect([preflight!.method, preflight!.headers.origin, preflight!.headers['access-control-request-method']]).toEqual(['OPTIONS', 'https://www.testmowers.com', 'POST']);
    expect([post!.method, post!.headers['content-type'], post!.headers.accept, post!.headers.origin]).toEqual(['POST', 'application/json', 'application/json', 'https://www.testmowers.com']);
    const sent = JSON.parse(post!.body) as Record<string, string>;
    expect(Object.keys(sent)).toEqual(['name', 'email', 'address', 'service', 'notes']);
    expect(sent).toMatchObject({ name: 'Website test', email: 'hello@testmowers.com', address: 'Springfield', service: 'Mowing' });
    expect(sent.notes).toMatch(/^A test request sent by npm run launch-check on \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
  });

  it('--send-test with photos on: sends a form with the same fields and one small JPEG as photo-1.jpg, as the dialog does, without asking first', async () => {
    const config = realLookingSite('photos', { endpoint: `${service}/ok`, edit: (text) => text.replace(`${service}/ok\n`, `${service}/ok\n  photos: true\n`) });
    const before = received.length;
    const { output } = await launchCheckCli(['--config', config, '--send-test']);
    expect(output).toContain('✓ The form service accepted the test request (it answered 200 OK).');
    expect(output).toContain('It carried a small photo (a green square, photo-1.jpg)');
    const [post, ...more] = received.slice(before);
    expect(more).toEqual([]); // a form with files is sent without a preflight, as a browser sends it
    expect([post!.method, post!.headers.accept, post!.headers.origin]).toEqual(['POST', 'application/json', 'https://www.testmowers.com']);
    expect(post!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const texts = post!.parts!.filter(([, value]) => typeof value === 'string');
    expect(texts.map(([name]) => name)).toEqual(['name', 'email', 'address', 'service', 'notes']);
    expect(Object.fromEntries(texts)).toMatchObject({ name: 'Website test', email: 'hello@testmowers.com', service: 'Mowing' });
    const files = post!.parts!.filter(([, value]) => typeof value !== 'string') as Array<[string, [string, string, Buffer]]>;
    expect(files.map(([name, [file, type]]) => [name, file, type])).toEqual([['photos', 'photo-1.jpg', 'image/jpeg']]);
    const metadata = await sharp(files[0]![1][2]).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 64, 48, undefined]);
  });

  it('--send-test with photos on, to a service that refuses files: says in plain words that it was the photo, and what to switch on', async () => {
    const config = realLookingSite('no-files', { endpoint: `${service}/no-files`, edit: (text) => text.replace(`${service}/no-files\n`, `${service}/no-files\n  photos: true\n`) });
    const before = received.length;
    const { status, output } = await launchCheckCli(['--config', config, '--send-test']);
    expect(output).toContain("✗ The form service refused the test request's photo: it answered 400 Bad Request, and took the same request without the photo.");
    expect(output).toContain('It said: File uploads are not permitted on this plan.');
    expect(output).toContain('Turn on file uploads for your form at your form service (at Formspree they come with a paid plan), or set estimateForm.photos to false');
    expect(status).toBe(1);
    const posts = received.slice(before);
    expect(posts.map((post) => post.parts!.filter(([, value]) => typeof value !== 'string').length)).toEqual([1, 0]);
  });

  it('--send-test to a service that refuses it: says what it answered and what to do, and exits 1', async () => {
    const { status, output } = await launchCheckCli(['--config', realLookingSite('refuses', { endpoint: `${service}/refused` }), '--send-test']);
    expect(output).toContain('✗ The form service refused the test request: it answered 403 Forbidden.');
    expect(output).toContain('It said: This form is not active.');
    expect(output).toContain('check that the form is active and that https://www.testmowers.com is among its allowed domains');
    expect(status).toBe(1);
  });
});

describe('the launch check’s answers', () => {
  const sendTo = async (path: string, timeoutSeconds?: number) => {
    const edit = (text: string) => (timeoutSeconds ? text.replace(/(endpoint: .*\n)/, `$1  timeoutSeconds: ${timeoutSeconds}\n`) : text);
    return (await runLaunchCheck({ configFile: realLookingSite(path.replace(/\W/g, ''), { endpoint: `${service}${path}`, edit }), sendTest: true })).report;
  };

  it('a service with trouble of its own (500)', async () => {
    const report = await sendTo('/broken');
    expect(report).toContain('✗ The form service refused the test request: it answered 500 Internal Server Error.');
    expect(report).toContain('The service had a problem of its own: try again later');
  });

  it('a service that takes the request but not from web pages (no CORS): visitors would see the alert', async () => {
    const report = await sendTo('/no-cors');
    expect(report).toContain("✗ The form service does not let your site's pages send it requests");
    expect(report).toContain('Allow https://www.testmowers.com in the form\'s settings');
  });

  it('a service that does not answer in time', async () => {
    const report = await sendTo('/hang', 3);
    expect(report).toContain('✗ The form service did not answer within 3 seconds, so visitors would see "Something went wrong".');
  });

  it('a service nothing answers at', async () => {
    const port = await freePort();
    const { report } = await runLaunchCheck({ configFile: realLookingSite('unreachable', { endpoint: `http://127.0.0.1:${port}/f/x` }), sendTest: true });
    expect(report).toContain(`✗ The form service could not be reached at 127.0.0.1:${port}: nothing answers at that address.`);
  });

  it('sends nothing while the form address is still the sample one', async () => {
    const config = realLookingSite('sample-form', { endpoint: 'https://formspree.io/f/your-form-id' });
    const { report, ready } = await runLaunchCheck({ configFile: config, sendTest: true });
    expect(report).toContain('✗ No test request was sent: the form address is still the sample one.');
    expect(ready).toBe(false);
  });

  it('fails on a letter lost by a save in the wrong encoding, at its line and column, but not on one in a comment', async () => {
    const config = realLookingSite('lost-letter', { edit: (text) => `# Caf\uFFFD notes\n${text.replace('We mow.', 'We mow caf\uFFFD lawns.')}` });
    const { report, ready } = await runLaunchCheck({ configFile: config, sendTest: false });
    const lines = readFileSync(config, 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes('We mow caf')) + 1;
    const column = lines[line - 1]!.indexOf('\uFFFD') + 1;
    expect(report).toMatch(/✗ 1 letter was lost when \S*lost-letter\.yaml was saved in the wrong encoding/);
    expect(report).toContain(`lost-letter.yaml:${line}:${column}  services[0].description  a lost letter (it shows as �): type it again`);
    expect(report).not.toContain('lost-letter.yaml:1:');
    expect(ready).toBe(false);
  });

  it('lists the build’s warnings about search results, and they do not stop the launch', async () => {
    const config = realLookingSite('long-title', { edit: (text) => text.replace('  url: https://www.testmowers.com\n', '  url: https://www.testmowers.com\n  title: Test Mowers | Lawn Mowing, Edging and Snow Removal in Springfield NJ\n') });
    const { report, ready } = await runLaunchCheck({ configFile: config, sendTest: false });
    expect(report).toMatch(/! \d+ things? worth a look before you publish \(they do not stop it\):\n(?:.*\n)*? {4}site\.title is \d+ characters; search results show about 60 characters of a title/);
    expect(ready).toBe(true);
  });

  it('on a site.yaml the build refuses: names each mistake and checks nothing else', async () => {
    const config = realLookingSite('broken', { edit: (text) => text.replace('name: Test Mowers', 'name: [Test Mowers') });
    const { report, ready } = await runLaunchCheck({ configFile: config, sendTest: true });
    expect(report).toMatch(/✗ \S*broken\.yaml has a mistake the build refuses, so nothing else was checked. Fix it first:\n {4}\S*broken\.yaml:4:9  business\.name  /);
    expect(ready).toBe(false);
  });
});
