import type { Change } from '../../config/key-path.js';
import type { ConfigProblem } from '../../config/problem.js';
import type { Schema } from './model.js';
import type { CheckAnswer, EditorState as ServerState, SendTestAnswer } from '../protocol.js';
import { words } from './words.js';

export type Problem = ConfigProblem;

/** The state as `GET /api/state` gives it: with the schema the form is drawn from. */
export type EditorState = ServerState & { schema?: Schema };

export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; error: string; problems?: Problem[]; conflict?: boolean };

const token = () => document.querySelector<HTMLMetaElement>('meta[name="edit-token"]')?.content ?? '';

async function call<T>(path: string, init?: RequestInit): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    return { ok: false, status: 0, error: words.bar.unreachable };
  }
  const body = (await response.json().catch(() => ({ error: `The server answered ${response.status}.` }))) as Record<string, unknown>;
  if (response.ok) return { ok: true, value: body as T };
  return { ok: false, status: response.status, error: String(body.error ?? response.statusText), problems: body.problems as Problem[] | undefined, conflict: Boolean(body.conflict) };
}

const post = <T,>(path: string, body: unknown) =>
  call<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Edit-Token': token() }, body: JSON.stringify(body) });

export const api = {
  state: () => call<EditorState>('/api/state'),
  check: (version: string, changes: readonly Change[]) => post<CheckAnswer>('/api/check', { version, changes }),
  sendTest: (version: string, changes: readonly Change[]) => post<SendTestAnswer>('/api/send-test', { version, changes }),
  save: (version: string, changes: readonly Change[]) => post<{ version: string; saved: boolean }>('/api/save', { version, changes }),
  undo: () => post<EditorState>('/api/undo', {}),
  redo: () => post<EditorState>('/api/redo', {}),
  upload: (file: File) =>
    call<{ src: string; photos: string[] }>(`/api/photos?name=${encodeURIComponent(file.name)}`, { method: 'POST', headers: { 'X-Edit-Token': token() }, body: file }),
};
