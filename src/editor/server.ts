import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { relative, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Change } from '../config/key-path.js';
import { sendTestRequest } from '../launch/send-test.js';
import { loadValidator, readSchemaText } from '../config/validator.js';
import { UserError } from '../errors.js';
import { contentType, contentTypeOf } from '../content-types.js';
import { refuseForeignHost } from '../server/own-host.js';
import { requestUrl } from '../server/request-path.js';
import { listenOnLoopback } from '../server/static-server.js';
import { checkText } from './check.js';
import { editorPage, EDITOR_PAGE_POLICY } from './page.js';
import { MAX_PHOTO_BYTES, PhotoFolder, PhotoRefused } from './photo-folder.js';
import { PREVIEW_PREFIX, PreviewRenderer } from './preview.js';
import { checklistOf } from './checklist.js';
import type { CheckAnswer, EditorState, SendTestAnswer } from './protocol.js';
import { BodyTooLarge, MAX_JSON_BYTES, readBody, refusalOfChange } from './request-guard.js';
import { readVersion, SiteHistory, versionOf, writeAtomically, type FileVersion } from './site-file.js';
import { bundleEditorUi } from './ui-bundle.js';
import { applyChanges, EditError } from './yaml-edit.js';
import { keyOrderFromSchema } from './yaml-key-order.js';

export interface EditorOptions {
  configFile: string;
  /** 0 picks a free port. */
  port: number;
}

export interface Editor {
  /** The editor page's address, `http://127.0.0.1:4322/`. */
  url: string;
  close(): Promise<void>;
}

/** An answer that is not 200, with a short reason in plain words. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * `npm run edit`: a local server for the owner's editor. The page is a form made from the schema
 * beside a preview of the real page; every change is checked with the build's own loader and
 * saved by changing only the changed values' text in site.yaml.
 */
export async function startEditor({ configFile, port }: EditorOptions): Promise<Editor> {
  const configPath = resolve(configFile);
  const label = relative(process.cwd(), configPath) || configPath;
  const token = randomBytes(24).toString('base64url');
  const schemaText = readSchemaText();
  const schema = JSON.parse(schemaText) as object;
  const keyOrder = keyOrderFromSchema(schema);
  const photos = new PhotoFolder(configPath);
  const history = new SiteHistory(configPath);
  const preview = new PreviewRenderer(configPath);
  await readFile(configPath).catch(() => {
    throw new UserError(`expected a site.yaml file at ${configPath}, found none: give its place with --config FILE`);
  });
  const [ui, validate] = await Promise.all([bundleEditorUi(), loadValidator(schemaText)]);

  /** Texts the page may send changes against, by version: the loaded one and those saved since. */
  const known = new Map<string, string>();
  const remember = ({ text, version }: FileVersion) => {
    known.set(version, text);
    if (known.size > 10) known.delete(known.keys().next().value!);
  };
  /** This session's saves, newest last, for Undo: the version each replaced, and the one it wrote. */
  const saves: Array<{ backup: string; written: string }> = [];
  /** The saves Undo took out, newest last, for Redo: the version Undo replaced, and the one it wrote. */
  const undone: Array<{ backup: string; written: string }> = [];

  /** Puts back the version kept in `step.backup`, if site.yaml is still what `step.written` says; the version it replaces is kept in turn. */
  const putBack = async (step: { backup: string; written: string }, what: 'Undo' | 'Redo') => {
    const onDisk = await readVersion(configPath);
    if (onDisk.version !== step.written) throw new Refusal(409, `${label} was changed on disk after your last ${what === 'Undo' ? 'save' : 'undo'}, so ${what} did not overwrite it.`, { conflict: true });
    const text = await readFile(step.backup, 'utf8').catch(() => undefined);
    if (text === undefined) throw new Refusal(409, `The version ${what === 'Undo' ? 'before your last save' : 'you saved'} is no longer kept.`);
    const backup = await history.keep(onDisk.text);
    await writeAtomically(configPath, text);
    return { text, step: { backup, written: versionOf(text) } };
  };

  // One request that reads or writes site.yaml (or renders the preview) at a time, in order.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => {});
    return result;
  };

  const check = async (text: string): Promise<CheckAnswer> => {
    const checked = await checkText(text, configPath, validate);
    if (!checked.site) return { problems: checked.problems, routes: [] };
    const [{ problems, routes }, checklist] = await Promise.all([preview.update(checked.site.plan, text), checklistOf(checked.site.config, checked.site.plan, configPath)]);
    return { problems, routes, checklist };
  };

  /**
   * The file as last read, checked: asked again for the same version (the page loaded again), it is
   * not parsed, checked and planned again, which takes seconds for a site of 10,000 towns.
   */
  let lastState: { version: string; state: Promise<Omit<EditorState, 'photos'>> } | undefined;
  const stateOf = async (file: FileVersion): Promise<EditorState> => {
    remember(file);
    if (lastState?.version !== file.version) {
      const state = check(file.text).then((answer) => ({ file: label, ...file, data: dataOf(file.text), ...answer }));
      lastState = { version: file.version, state };
      state.catch(() => (lastState = undefined));
    }
    const [state, list] = await Promise.all([lastState.state, photos.list()]);
    return { ...state, photos: list };
  };

  const textOf = (version: unknown): string => {
    const text = typeof version === 'string' ? known.get(version) : undefined;
    if (text === undefined) throw new Refusal(409, 'The editor page is out of date: load site.yaml again.', { conflict: true });
    return text;
  };

  const edited = (text: string, changes: unknown): string => {
    if (!Array.isArray(changes)) throw new Refusal(400, 'expected a list of changes');
    try {
      return applyChanges(text, changes as Change[], keyOrder);
    } catch (error) {
      if (error instanceof EditError) throw new Refusal(400, error.message);
      throw error;
    }
  };

  const api = {
    state: () => inTurn(async () => stateOf(await readVersion(configPath))),

    check: (body: { version?: unknown; changes?: unknown }) =>
      inTurn(async () => check(edited(textOf(body.version), body.changes))),

    /** `npm run launch-check -- --send-test` for the site as the form has it: one test request to the form address. */
    sendTest: async (body: { version?: unknown; changes?: unknown }): Promise<SendTestAnswer> => {
      const checked = await inTurn(async () => checkText(edited(textOf(body.version), body.changes), configPath, validate));
      if (!checked.site) return { sent: false, problems: checked.problems };
      const { config, plan } = checked.site;
      if ((await checklistOf(config, plan, configPath)).some((item) => item.kind === 'form-address')) {
        throw new Refusal(409, 'The form address is still the sample one: put your own first.');
      }
      // Sent outside the queue: the form service may take its time, and saving should not wait for it.
      const result = await sendTestRequest(config, { sender: 'editor' });
      return { sent: true, result, origin: new URL(config.site.url).origin, email: config.business.email };
    },

    save: (body: { version?: unknown; changes?: unknown }) =>
      inTurn(async () => {
        const onDisk = await readVersion(configPath);
        if (onDisk.version !== body.version) {
          throw new Refusal(409, `${label} was changed on disk since the editor loaded it (by another program?), so Save did not overwrite it.`, { conflict: true });
        }
        const text = edited(onDisk.text, body.changes);
        // Every problem /api/check reports blocks a save: the text's, then its photos'.
        const checked = await checkText(text, configPath, validate);
        const problems = checked.site ? await preview.photoProblems(checked.site.plan, text) : checked.problems;
        if (!checked.site || problems.length) throw new Refusal(422, `Not saved: ${label} would have ${count(problems.length)}.`, { problems });
        const version = versionOf(text);
        if (text !== onDisk.text) {
          const backup = await history.keep(onDisk.text);
          await writeAtomically(configPath, text);
          saves.push({ backup, written: version });
          undone.length = 0; // a new save is the newest version: there is nothing left to redo
        }
        remember({ text, version });
        // The page already holds the saved values; the preview follows after the answer.
        void inTurn(() => preview.update(checked.site.plan, text)).catch(() => {});
        return { version, saved: text !== onDisk.text };
      }),

    undo: () =>
      inTurn(async () => {
        const last = saves.at(-1);
        if (!last) throw new Refusal(409, 'There is no save of this session to undo.');
        const { text, step } = await putBack(last, 'Undo');
        saves.pop();
        undone.push(step);
        return stateOf({ text, version: step.written });
      }),

    /** Puts back the save the last Undo took out. */
    redo: () =>
      inTurn(async () => {
        const last = undone.at(-1);
        if (!last) throw new Refusal(409, 'There is no undo of this session to take back.');
        const { text, step } = await putBack(last, 'Redo');
        undone.pop();
        saves.push(step);
        return stateOf({ text, version: step.written });
      }),

    upload: async (request: IncomingMessage, name: string) => {
      const bytes = await readBody(request, MAX_PHOTO_BYTES);
      const src = await photos.add(name, bytes);
      return { src, photos: await photos.list() };
    },
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof Refusal) return sendJson(response, error.status, { error: error.message, ...error.extra });
      if (error instanceof BodyTooLarge) return sendJson(response, 413, { error: error.message });
      if (error instanceof PhotoRefused) return sendJson(response, 415, { error: `Photo not added: ${error.message}.` });
      console.error(error);
      if (!response.headersSent) sendJson(response, 500, { error: 'The editor failed unexpectedly; the terminal shows why.' });
      else response.end();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (refuseForeignHost(request, response)) return;
    const url = requestUrl(request);
    const path = url.pathname;

    if (request.method === 'POST') {
      const refusal = refusalOfChange(request, token);
      if (refusal) return sendText(response, 403, `Refused: ${refusal}.\n`);
      if (path === '/api/photos') return sendJson(response, 200, await api.upload(request, url.searchParams.get('name') ?? 'photo'));
      const body = path === '/api/undo' || path === '/api/redo' ? {} : await readJson(request);
      if (path === '/api/check') return sendJson(response, 200, await api.check(body));
      if (path === '/api/save') return sendJson(response, 200, await api.save(body));
      if (path === '/api/undo') return sendJson(response, 200, await api.undo());
      if (path === '/api/redo') return sendJson(response, 200, await api.redo());
      if (path === '/api/send-test') return sendJson(response, 200, await api.sendTest(body));
      return sendText(response, 404, 'Not found\n');
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD, POST', ...COMMON_HEADERS }).end();
      return;
    }
    if (path === '/') {
      return send(response, 200, contentType('.html'), editorPage(token, label, { ...(await api.state()), schema }), { 'Content-Security-Policy': EDITOR_PAGE_POLICY });
    }
    if (path === '/favicon.ico') return void response.writeHead(204, COMMON_HEADERS).end();
    if (path === '/editor.js') return send(response, 200, contentTypeOf(path), ui.script);
    if (path === '/editor.css') return send(response, 200, contentTypeOf(path), ui.styles);
    if (path === '/api/state') return sendJson(response, 200, { ...(await api.state()), schema });
    if (path.startsWith('/photos/')) {
      const photo = await photos.read(decodedPath(path.slice('/photos/'.length)));
      return photo ? send(response, 200, photo.type, photo.bytes) : sendText(response, 404, 'No such photo\n');
    }
    if (path === '/preview') return void response.writeHead(301, { Location: PREVIEW_PREFIX, ...COMMON_HEADERS }).end();
    if (path.startsWith(PREVIEW_PREFIX)) {
      if (!preview.ready) await api.state();
      const file = preview.serve(decodedPath(path.slice(PREVIEW_PREFIX.length - 1)));
      return file ? send(response, file.status, file.type, file.body, { 'X-Frame-Options': 'SAMEORIGIN' }) : sendText(response, 404, 'Not found\n');
    }
    return sendText(response, 404, 'Not found\n');
  }

  await api.state(); // the first page load then finds the photos made and the preview ready
  const origin = await listenOnLoopback(server, port);
  return {
    url: `${origin}/`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** A path's %-escapes decoded; one that is not valid UTF-8 (`%E0%A4%A`) is the asker's mistake: 400. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new Refusal(400, 'The address is not valid: its %-escapes do not spell UTF-8 text.');
  }
}

const count = (n: number) => (n === 1 ? '1 problem' : `${n} problems`);

/** The file's values as written, without the schema's defaults (those are the form's placeholders); empty when it does not parse. */
function dataOf(text: string): unknown {
  try {
    return parseYaml(text) ?? {};
  } catch {
    return {}; // the problems say what is wrong with it
  }
}

/** On every answer: nothing cached, no type guessing, no address of the editor passed on. Never any Access-Control-* header. */
const COMMON_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) throw new Refusal(415, 'expected a JSON body');
  const body = await readBody(request, MAX_JSON_BYTES);
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new Refusal(400, 'expected a JSON object');
}

function send(response: ServerResponse, status: number, type: string, body: string | Uint8Array, headers: Record<string, string> = {}): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  response.writeHead(status, { 'Content-Type': type, 'Content-Length': String(bytes.length), ...COMMON_HEADERS, ...headers });
  response.end(response.req.method === 'HEAD' ? undefined : bytes);
}

const sendJson = (response: ServerResponse, status: number, value: unknown) => send(response, status, contentType('.json'), JSON.stringify(value));
const sendText = (response: ServerResponse, status: number, text: string) => send(response, status, contentType('.txt'), text);
