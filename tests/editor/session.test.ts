import { describe, expect, it } from 'vitest';
import type { Change } from '../../src/config/key-path.js';
import type { Answer, EditorState, Problem } from '../../src/editor/ui/api.js';
import { EditorSession, type EditorApi } from '../../src/editor/ui/session.js';

const file: EditorState = {
  file: 'site.yaml',
  text: 'hero:\n  headline: Hi\n',
  version: 'v1',
  data: { hero: { headline: 'Hi' } },
  photos: [],
  problems: [],
  routes: [{ path: '/' }],
  schema: { type: 'object', properties: { hero: { type: 'object', properties: { headline: { type: 'string' } } } } },
};
const emptyHeadline: Problem = { keyPath: 'hero.headline', line: 2, column: 13, message: 'must not be empty' };
const headline = (value: string): Change => ({ op: 'set', path: ['hero', 'headline'], value });

/** An answer the test gives when it chooses. */
function later<T>() {
  let give!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (give = resolve));
  return { promise, give };
}
const ok = <T>(value: T): Answer<T> => ({ ok: true, value });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The editor's server as the session sees it: each request is recorded and answered by the test. */
function fakeServer() {
  const calls: { path: string; version?: string; changes?: readonly Change[] }[] = [];
  const answers = {
    check: [] as ReturnType<typeof later<Answer<{ problems: Problem[]; routes: [] }>>>[],
    save: [] as ReturnType<typeof later<Answer<{ version: string; saved: boolean }>>>[],
  };
  let onDisk: EditorState = file;
  const api: EditorApi = {
    state: async () => (calls.push({ path: 'state' }), ok(onDisk)),
    check(version, changes) {
      calls.push({ path: 'check', version, changes });
      const answer = later<Answer<{ problems: Problem[]; routes: [] }>>();
      answers.check.push(answer);
      return answer.promise;
    },
    save(version, changes) {
      calls.push({ path: 'save', version, changes });
      const answer = later<Answer<{ version: string; saved: boolean }>>();
      answers.save.push(answer);
      return answer.promise;
    },
    undo: async () => (calls.push({ path: 'undo' }), ok(onDisk)),
    redo: async () => (calls.push({ path: 'redo' }), ok(onDisk)),
    sendTest: async (version, changes) => (calls.push({ path: 'send-test', version, changes }), ok({ sent: false as const, problems: [] })),
    upload: async () => ok({ src: 'photos/a.jpg', photos: ['photos/a.jpg'] }),
  };
  return { api, calls, answers, setOnDisk: (state: EditorState) => (onDisk = state) };
}

function startSession() {
  const server = fakeServer();
  const said: [string, string][] = [];
  const refusals: (readonly Problem[])[] = [];
  const session = new EditorSession(server.api, { announce: (text, urgency) => said.push([text, urgency]), refused: (problems) => refusals.push(problems) });
  session.load(file);
  return { session, server, said, refusals };
}

describe('an editing session', () => {
  it('shows only the newest check, and still answers the caller of an older one', async () => {
    const { session, server } = startSession();
    session.change(headline(''));
    const first = session.check();
    session.change(headline('New'));
    const second = session.check();
    server.answers.check[1]!.give(ok({ problems: [], routes: [] }));
    expect(await second).toEqual([]);
    server.answers.check[0]!.give(ok({ problems: [emptyHeadline], routes: [] }));
    expect(await first).toEqual([emptyHeadline]);
    expect(session.getState().problems).toEqual([]);
    expect(session.needsCheck()).toBe(false);
  });

  it('refuses to save changes with problems, and writes nothing', async () => {
    const { session, server, refusals } = startSession();
    session.change(headline(''));
    const saving = session.save();
    expect(session.getState().saving).toBe(true);
    server.answers.check[0]!.give(ok({ problems: [emptyHeadline], routes: [] }));
    await saving;
    expect(refusals).toEqual([[emptyHeadline]]);
    expect(server.calls.map((call) => call.path)).toEqual(['check']);
    expect(session.getState()).toMatchObject({ saving: false, problems: [emptyHeadline], notice: null });
  });

  it('saves changes already checked without checking them again, against the loaded version', async () => {
    const { session, server, said } = startSession();
    session.change(headline('New'));
    const checking = session.check();
    server.answers.check[0]!.give(ok({ problems: [], routes: [] }));
    await checking;
    const saving = session.save();
    server.answers.save[0]!.give(ok({ version: 'v2', saved: true }));
    await saving;
    expect(server.calls.filter((call) => call.path !== 'state')).toEqual([
      { path: 'check', version: 'v1', changes: [headline('New')] },
      { path: 'save', version: 'v1', changes: [headline('New')] },
    ]);
    const state = session.getState();
    expect(state.loaded?.version).toBe('v2');
    expect(state.edits.changes).toEqual([]);
    expect(state.edits.base).toEqual({ hero: { headline: 'New' } });
    expect(state).toMatchObject({ notice: { kind: 'saved', text: 'Saved' }, canUndo: true, saving: false });
    expect(said).toEqual([['Saved.', 'status']]);
    expect(session.needsCheck()).toBe(false);
  });

  it('keeps what is typed while a save is on its way, unsaved and still to be checked', async () => {
    const { session, server } = startSession();
    session.change(headline('First'));
    const saving = session.save();
    server.answers.check[0]!.give(ok({ problems: [], routes: [] }));
    await settle();
    session.change(headline('First and second'));
    server.answers.save[0]!.give(ok({ version: 'v2', saved: true }));
    await saving;
    expect(server.calls.find((call) => call.path === 'save')?.changes).toEqual([headline('First')]);
    const { edits } = session.getState();
    expect(edits.base).toEqual({ hero: { headline: 'First' } });
    expect(edits.changes).toEqual([headline('First and second')]);
    expect(session.needsCheck()).toBe(true);
  });

  it('says when the file was changed on disk, and loading the new version drops the unsaved changes', async () => {
    const { session, server, said } = startSession();
    session.change(headline('Mine'));
    const checking = session.check();
    server.answers.check[0]!.give(ok({ problems: [], routes: [] }));
    await checking;
    const saving = session.save();
    const conflict = 'site.yaml was changed on disk since the editor loaded it.';
    server.answers.save[0]!.give({ ok: false, status: 409, error: conflict, conflict: true });
    await saving;
    expect(session.getState().notice).toEqual({ kind: 'conflict', text: conflict });
    expect(said).toEqual([[conflict, 'alert']]);

    server.setOnDisk({ ...file, version: 'v3', data: { hero: { headline: 'Theirs' } } });
    await session.reload();
    expect(session.getState()).toMatchObject({ notice: null, loaded: { version: 'v3' }, edits: { changes: [], data: { hero: { headline: 'Theirs' } } } });
    expect(said.at(-1)).toEqual(['Loaded the version of site.yaml on disk.', 'status']);
  });

  it('shows the file as the server reads it when that differs from the form after a save', async () => {
    const { session, server } = startSession();
    session.change(headline('New'));
    server.setOnDisk({ ...file, version: 'v2', data: { hero: { headline: 'New', subtext: 'kept' } } });
    const saving = session.save();
    server.answers.check[0]!.give(ok({ problems: [], routes: [] }));
    await settle();
    server.answers.save[0]!.give(ok({ version: 'v2', saved: true }));
    await saving;
    await settle();
    expect(session.getState().edits.data).toEqual({ hero: { headline: 'New', subtext: 'kept' } });
    expect(session.getState().notice?.kind).toBe('error');
  });

  it('puts back the version before the last save on Undo', async () => {
    const { session, server, said } = startSession();
    server.setOnDisk({ ...file, version: 'v0' });
    session.change(headline('Unsaved'));
    await session.undo();
    expect(session.getState()).toMatchObject({ loaded: { version: 'v0' }, edits: { changes: [] }, canUndo: false, canRedo: true, notice: { kind: 'undone' } });
    expect(said).toEqual([['Undone.', 'status']]);

    server.setOnDisk({ ...file, version: 'v1' });
    await session.redo();
    expect(session.getState()).toMatchObject({ loaded: { version: 'v1' }, canUndo: true, canRedo: false, notice: { kind: 'redone' } });
    expect(said.at(-1)).toEqual(['Your save is back.', 'status']);
  });

  it('forgets Redo once the owner changes something after Undo', async () => {
    const { session } = startSession();
    await session.undo();
    expect(session.getState().canRedo).toBe(true);
    session.change(headline('Another'));
    expect(session.getState().canRedo).toBe(false);
  });
});
