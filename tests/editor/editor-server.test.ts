import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEditor, type Editor } from '../../src/editor/server.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { buildSite } from '../../src/pipeline/build.js';
import { createMockFormService } from '../browser/mock-form-service.js';
import { makeTempDir } from '../helpers/files.js';

const fixture = join(import.meta.dirname, '..', 'fixtures', 'small-site.yaml');
const original = readFileSync(fixture, 'utf8');
/** Real, decodable pictures, and one that only starts like a PNG. */
const picture = (format: 'png' | 'jpeg') => sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7d2c' } })[format]().toBuffer();
let PNG: Buffer;
let JPEG: Buffer;
const PNG_SIGNATURE_ONLY = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let dir: string;
let configFile: string;
let editor: Editor;
let origin: string;
let token: string;

/** A request sent exactly as given: the Host, Origin and token are the test's to choose. */
function send(method: string, path: string, options: { headers?: Record<string, string>; body?: Buffer | string; host?: string } = {}): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const headers = { Host: options.host ?? `127.0.0.1:${port}`, ...options.headers };
    const req = request({ hostname, port, path, method, setHost: false, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A change sent the way the editor page sends it. */
const asPage = (extra: Record<string, string> = {}): Record<string, string> => ({ Origin: origin, 'X-Edit-Token': token, 'Sec-Fetch-Site': 'same-origin', ...extra });
const postJson = (path: string, value: unknown, headers: Record<string, string> = asPage()) =>
  send('POST', path, { headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(value) });
const upload = (name: string, bytes: Buffer, headers: Record<string, string> = asPage()) => send('POST', `/api/photos?name=${name}`, { headers, body: bytes });
const state = async () => JSON.parse((await send('GET', '/api/state')).body) as { version: string; text: string; problems: unknown[] };

beforeAll(async () => {
  [PNG, JPEG] = await Promise.all([picture('png'), picture('jpeg')]);
  dir = makeTempDir('lawn-editor-');
  configFile = join(dir, 'site.yaml');
  writeFileSync(configFile, original);
  editor = await startEditor({ configFile, port: 0 });
  origin = editor.url.replace(/\/$/, '');
  token = /name="edit-token" content="([^"]+)"/.exec((await send('GET', '/')).body)![1]!;
});
afterAll(() => editor?.close());
beforeEach(() => writeFileSync(configFile, original));

describe('the editor server answers only its own host and its own page', () => {
  it('listens on 127.0.0.1 and refuses a foreign Host (DNS rebinding) with 403', async () => {
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const path of ['/', '/api/state', '/preview/', '/editor.js']) expect((await send('GET', path, { host: 'evil.example' })).status).toBe(403);
    expect((await postJson('/api/save', {}, { ...asPage(), Host: 'evil.example' })).status).toBe(403);
  });

  it('embeds a per-session token in the page', async () => {
    expect(token).toMatch(/^[\w-]{24,}$/);
  });

  it('refuses a change without the token, with a wrong token, from another Origin or with no Origin', async () => {
    const { version } = await state();
    const body = { version, changes: [{ op: 'set', path: ['hero', 'headline'], value: 'Hacked' }] };
    const cases: Array<Record<string, string>> = [
      { Origin: origin },
      { Origin: origin, 'X-Edit-Token': 'wrong' },
      { Origin: 'http://evil.example', 'X-Edit-Token': token },
      { Origin: 'null', 'X-Edit-Token': token },
      { 'X-Edit-Token': token },
      { Origin: origin, 'X-Edit-Token': token, 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of cases) {
      const answer = await postJson('/api/save', body, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).toMatch(/^Refused: /);
    }
    expect((await upload('x.png', PNG, { Origin: 'http://evil.example', 'X-Edit-Token': token })).status).toBe(403);
    expect(readFileSync(configFile, 'utf8')).toBe(original);
  });

  it('never sends CORS headers', async () => {
    const answers = [
      await send('GET', '/', { headers: { Origin: 'http://evil.example' } }),
      await send('GET', '/api/state', { headers: { Origin: 'http://evil.example' } }),
      await send('OPTIONS', '/api/save', { headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' } }),
      await postJson('/api/check', { version: (await state()).version, changes: [] }),
    ];
    for (const answer of answers) expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});

describe('saving', () => {
  it('changes only the bytes of the changed value, and keeps the version before in .site-yaml-history/', async () => {
    const { version } = await state();
    const answer = await postJson('/api/save', { version, changes: [{ op: 'set', path: ['hero', 'headline'], value: 'Mowed Right' }] });
    expect(answer.status).toBe(200);
    const saved = readFileSync(configFile, 'utf8');
    const headline = /headline: (.*)/.exec(original)![1]!;
    expect(saved).toBe(original.replace(`headline: ${headline}`, 'headline: Mowed Right'));
    const history = join(dir, '.site-yaml-history');
    const kept = readdirSync(history);
    expect(readFileSync(join(history, kept.sort().at(-1)!), 'utf8')).toBe(original);
    expect(JSON.parse(answer.body).version).not.toBe(version);
  });

  it('refuses with 409 and writes nothing when the file changed on disk since it was loaded', async () => {
    const { version } = await state();
    const behindItsBack = original.replace('hero:', '# edited in another program\nhero:');
    writeFileSync(configFile, behindItsBack);
    const answer = await postJson('/api/save', { version, changes: [{ op: 'set', path: ['hero', 'headline'], value: 'Mine' }] });
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.body).error).toMatch(/changed on disk/);
    expect(readFileSync(configFile, 'utf8')).toBe(behindItsBack);
  });

  it('refuses an invalid result with 422 and its problems in the words of npm run validate, writing nothing', async () => {
    const { version } = await state();
    const answer = await postJson('/api/save', { version, changes: [{ op: 'set', path: ['towns', 0, 'slug'], value: 'Spring Field' }] });
    expect(answer.status).toBe(422);
    const { problems } = JSON.parse(answer.body) as { problems: Array<{ keyPath: string; message: string; line: number }> };
    expect(problems).toEqual([expect.objectContaining({ keyPath: 'towns[0].slug', message: expect.stringMatching(/lower-case letters, digits and single hyphens/) })]);
    expect(readFileSync(configFile, 'utf8')).toBe(original);
  });

  it('checks changes without writing, with the problems located', async () => {
    const { version } = await state();
    const answer = await postJson('/api/check', { version, changes: [{ op: 'set', path: ['towns', 0, 'slug'], value: 'Bad Slug' }] });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).problems[0]).toMatchObject({ keyPath: 'towns[0].slug', line: expect.any(Number) });
    expect(readFileSync(configFile, 'utf8')).toBe(original);
  });

  it('refuses with 422 a save that names a damaged photo, as the check reports it (regression: only the text was checked)', async () => {
    mkdirSync(join(dir, 'photos'), { recursive: true });
    writeFileSync(join(dir, 'photos', 'damaged.jpg'), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]));
    const { version } = await state();
    const changes = [{ op: 'set', path: ['hero', 'image'], value: { src: 'photos/damaged.jpg', alt: 'A lawn' } }];
    const checked = JSON.parse((await postJson('/api/check', { version, changes })).body) as { problems: Array<{ keyPath: string }> };
    expect(checked.problems).toEqual([expect.objectContaining({ keyPath: 'hero.image.src' })]);
    const answer = await postJson('/api/save', { version, changes });
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).problems).toEqual(checked.problems);
    expect(readFileSync(configFile, 'utf8')).toBe(original);
  });

  it('undoes the last save and redoes it, but not over a file changed since', async () => {
    const { version } = await state();
    await postJson('/api/save', { version, changes: [{ op: 'set', path: ['hero', 'headline'], value: 'To be undone' }] });
    const saved = readFileSync(configFile, 'utf8');
    const undone = await postJson('/api/undo', {});
    expect(undone.status).toBe(200);
    expect(readFileSync(configFile, 'utf8')).toBe(original);
    expect((await postJson('/api/redo', {})).status).toBe(200);
    expect(readFileSync(configFile, 'utf8')).toBe(saved);
    expect((await postJson('/api/redo', {})).status).toBe(409); // one undo, one redo
    expect((await postJson('/api/undo', {})).status).toBe(200); // and the redone save can be undone again
    expect(readFileSync(configFile, 'utf8')).toBe(original);

    const again = (await state()).version;
    await postJson('/api/save', { version: again, changes: [{ op: 'set', path: ['hero', 'headline'], value: 'Saved' }] });
    expect((await postJson('/api/redo', {})).status).toBe(409); // a new save leaves nothing to redo
    writeFileSync(configFile, 'changed: elsewhere\n');
    expect((await postJson('/api/undo', {})).status).toBe(409);
    expect(readFileSync(configFile, 'utf8')).toBe('changed: elsewhere\n');
  });
});

describe('photo uploads', () => {
  const photos = () => readdirSync(join(dir, 'photos'));

  it('keeps a path-traversal name inside photos/, under a safe name, never replacing a photo', async () => {
    for (const name of ['..%2F..%2Fsite.yaml', '%2e%2e%2f%2e%2e%2fescape.png', '../Front Lawn (1).PNG']) {
      const answer = await upload(encodeURIComponent(decodeURIComponent(name)), PNG);
      expect(answer.status, name).toBe(200);
      expect(JSON.parse(answer.body).src).toMatch(/^photos\/[a-z0-9-]+\.png$/);
    }
    expect(photos()).toEqual(expect.arrayContaining(['site.png', 'escape.png', 'front-lawn-1.png']));
    expect(readFileSync(configFile, 'utf8')).toBe(original);
    expect(existsSync(join(dir, '..', 'escape.png'))).toBe(false);
    const second = JSON.parse((await upload('escape.png', PNG)).body).src;
    expect(second).toBe('photos/escape-2.png');
  });

  it('names the file by its bytes: a JPEG called .png becomes .jpg', async () => {
    const answer = await upload('lawn.png', JPEG);
    expect(JSON.parse(answer.body).src).toBe('photos/lawn.jpg');
  });

  it('refuses SVG, a text file named .png and an empty file, saying why', async () => {
    const svg = await upload('logo.svg', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(svg.status).toBe(415);
    expect(JSON.parse(svg.body).error).toMatch(/SVG/);
    const text = await upload('photo.png', Buffer.from('just some text, not a picture'));
    expect(text.status).toBe(415);
    expect(JSON.parse(text.body).error).toMatch(/not a JPEG, PNG, WebP or AVIF photo/);
    expect((await upload('empty.png', Buffer.alloc(0))).status).toBe(415);
    expect(photos().filter((name) => /logo|photo\.|empty/.test(name))).toEqual([]);
  });

  it('refuses a file that starts like a photo but does not decode, saying so (regression: checked by its first bytes only)', async () => {
    for (const [name, bytes] of [['broken.png', PNG_SIGNATURE_ONLY], ['cut.jpg', JPEG.subarray(0, Math.floor(JPEG.length / 2))]] as const) {
      const answer = await upload(name, bytes);
      expect(answer.status, name).toBe(415);
      expect(JSON.parse(answer.body).error, name).toMatch(/cannot be read: it is damaged or incomplete/);
    }
    expect(photos().filter((name) => /broken|cut/.test(name))).toEqual([]);
  });

  it('refuses a photo over the build’s 30 MB limit', async () => {
    const answer = await upload('huge.png', Buffer.concat([PNG, Buffer.alloc(30 * 1024 * 1024)]));
    expect(answer.status).toBe(413);
    expect(photos()).not.toContain('huge.png');
  });

  it('serves photos for thumbnails, but nothing outside photos/, no dotfiles and no other types', async () => {
    copyFileSync(configFile, join(dir, 'photos', 'notes.txt'));
    writeFileSync(join(dir, 'photos', '.hidden.png'), PNG);
    expect((await send('GET', '/photos/escape.png')).status).toBe(200);
    for (const path of ['/photos/../site.yaml', '/photos/%2e%2e%2fsite.yaml', '/photos/..%2Fsite.yaml', '/photos/notes.txt', '/photos/.hidden.png']) {
      expect((await send('GET', path)).status, path).toBe(404);
    }
  });
});

describe('addresses that do not decode', () => {
  it('answer 400, not 500 (regression: decodeURIComponent threw)', async () => {
    for (const path of ['/photos/%E0%A4%A', '/preview/%E0%A4%A']) {
      const answer = await send('GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).not.toMatch(/at .*\.ts/);
    }
  });
});

describe('the preview', () => {
  it('renders the real page under /preview/, with its own files there', async () => {
    const home = await send('GET', '/preview/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<!DOCTYPE html>');
    const script = /src="(\/preview\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(script).toBeDefined();
    expect((await send('GET', script!)).status).toBe(200);
  });

  it('shows a checked change', async () => {
    const { version } = await state();
    await postJson('/api/check', { version, changes: [{ op: 'set', path: ['hero', 'headline'], value: 'Previewed Headline' }] });
    expect((await send('GET', '/preview/')).body).toContain('Previewed Headline');
  });

  it('says which element shows which key of site.yaml, and the built site never does', async () => {
    const home = (await send('GET', '/preview/')).body;
    expect(home).toMatch(/<h1 id="hero-heading" data-edit="hero.headline">[^<]+<\/h1>/);
    expect(home).toContain('data-edit="business.phone"');
    const town = (await send('GET', '/preview/lawn-care-shelbyville-nj/')).body;
    expect(town).toContain('<p data-edit="towns[1].intro">Shelbyville lawns get our full attention.</p>');
    expect(town).toContain('data-edit="towns[1].neighbourhoods[0]"');

    const out = join(dir, 'dist');
    await buildSite({ configFile, outDir: out, reporter: silentReporter });
    const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.filter((file) => readFileSync(join(out, file), 'utf8').includes('data-edit'))).toEqual([]);
  });

  it('does not fade its sections in, since it is loaded again after every edit (regression: a faded, nearly blank preview after Remove); the built site does', async () => {
    expect((await send('GET', '/preview/')).body).not.toContain('data-fade-in');
    const out = join(dir, 'dist-fade');
    await buildSite({ configFile, outDir: out, reporter: silentReporter });
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('data-fade-in');
  });
});

describe('Make it yours', () => {
  it('lists the values still the sample’s with what they hold, and none once the owner’s are in', async () => {
    const { version } = await state();
    const before = JSON.parse((await postJson('/api/check', { version, changes: [] })).body) as { checklist: Array<{ keyPath: string; value: unknown }> };
    expect(before.checklist).toContainEqual(expect.objectContaining({ keyPath: 'business.phone', value: '(201) 555-0199' }));
    const after = JSON.parse((await postJson('/api/check', { version, changes: [{ op: 'set', path: ['business', 'phone'], value: '(201) 438-7710' }] })).body) as { checklist: Array<{ keyPath: string }> };
    expect(after.checklist.map((item) => item.keyPath)).not.toContain('business.phone');
  });

  it('sends a test request to the form address as the form has it, and says the service’s answer', async () => {
    const service = createMockFormService();
    await new Promise<void>((done) => service.listen(0, '127.0.0.1', done));
    try {
      const endpoint = `http://127.0.0.1:${(service.address() as { port: number }).port}/f/test`;
      const { version } = await state();
      const answer = await postJson('/api/send-test', { version, changes: [{ op: 'set', path: ['estimateForm', 'endpoint'], value: endpoint }] });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ sent: true, result: { outcome: 'accepted', status: 200 }, email: 'hello@test-mowers.example' });
      const received = (await (await fetch(`http://127.0.0.1:${(service.address() as { port: number }).port}/__requests`)).json()) as Array<{ body: string }>;
      expect(JSON.parse(received[0]!.body)).toMatchObject({ name: 'Website test' });
      // Said to come from the editor, in words the owner knows, not from a command (regression: "sent by npm run launch-check").
      expect(JSON.parse(received[0]!.body).notes).toMatch(/^A test request sent from the site editor on \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
      expect(readFileSync(configFile, 'utf8')).toBe(original); // nothing saved
    } finally {
      service.close();
    }
  });

  it('never sends a test request to the sample form address, nor without the page’s token', async () => {
    const { version } = await state();
    const sample = await postJson('/api/send-test', { version, changes: [{ op: 'set', path: ['estimateForm', 'endpoint'], value: 'https://formspree.io/f/your-form-id' }] });
    expect(sample.status).toBe(409);
    expect((await postJson('/api/send-test', { version, changes: [] }, { Origin: origin })).status).toBe(403);
  });
});
