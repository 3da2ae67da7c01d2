// One editing session of site.yaml: loading it, checking the owner's changes with the server,
// saving, undoing and loading the file again. Plain TypeScript with the server's API passed in,
// so its tests run without a browser; useEditorSession gives it to React.
import type { Change } from '../../config/key-path.js';
import type { ChecklistItem, PreviewRoute, SendTestAnswer } from '../protocol.js';
import { words } from './words.js';
import type { api, EditorState, Problem } from './api.js';
import { editsReducer, noEdits, sameData, type EditAction, type Edits } from './edits.js';
import type { Schema } from './model.js';

export type EditorApi = typeof api;

/** The line under the Save button: how the last save, undo or request went. */
export type Notice = { kind: 'saved' | 'undone' | 'redone' | 'conflict' | 'error'; text: string };

export interface SessionState {
  /** The file as last loaded, with the version saves are made against; null until it is loaded. */
  loaded: EditorState | null;
  schema: Schema | null;
  edits: Edits;
  /** The problems of the last check, save or load. */
  problems: readonly Problem[];
  routes: readonly PreviewRoute[];
  /** What is still the sample site's, as the last check without problems found it. */
  checklist: readonly ChecklistItem[];
  photos: readonly string[];
  notice: Notice | null;
  /** The last save wrote the file, so Undo can put back the version before it. */
  canUndo: boolean;
  /** How many changes the last save wrote: what Undo would take out. */
  savedChanges: number;
  /** The last Undo can be taken back: Redo puts the save back. */
  canRedo: boolean;
  saving: boolean;
  /** Goes up whenever the preview should load its page again: a load, a check without problems. */
  previewStamp: number;
}

/** What the session tells the page, which decides how the owner hears and sees it. */
export interface SessionEvents {
  /** Words for a screen reader: a confirmation (`status`), or a refusal or failure (`alert`). */
  announce(text: string, kind: 'status' | 'alert'): void;
  /** Save found problems and wrote nothing. */
  refused(problems: readonly Problem[]): void;
}

export class EditorSession {
  private state: SessionState = { loaded: null, schema: null, edits: noEdits, problems: [], routes: [], checklist: [], photos: [], notice: null, canUndo: false, savedChanges: 0, canRedo: false, saving: false, previewStamp: 0 };
  private readonly listeners = new Set<() => void>();
  /** The changes the problems shown were found in; null before the first load. */
  private checked: readonly Change[] | null = null;
  /** Numbers each check, so only the answer to the newest one is shown. */
  private checkSequence = 0;

  constructor(
    private readonly api: EditorApi,
    private readonly events: SessionEvents,
  ) {}

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(patch: Partial<SessionState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  private dispatch(action: EditAction): void {
    this.update({ edits: editsReducer(this.state.edits, action) });
  }

  /** Loads the state the page came with, or asks the server for it. */
  async start(embedded?: EditorState): Promise<void> {
    if (embedded) return this.load(embedded);
    const answer = await this.api.state();
    if (answer.ok) this.load(answer.value);
    else this.update({ notice: { kind: 'error', text: answer.error } });
  }

  /** Shows the file as the server read it, dropping the changes not saved. */
  load(state: EditorState): void {
    this.checked = [];
    this.update({
      loaded: state,
      schema: state.schema ?? this.state.schema,
      edits: editsReducer(this.state.edits, { type: 'load', data: state.data }),
      problems: state.problems,
      routes: state.routes,
      checklist: state.checklist ?? this.state.checklist,
      photos: state.photos,
      previewStamp: this.state.previewStamp + 1,
    });
  }

  /** Makes one change the owner made in the form (undefined: nothing to change). */
  change(change: Change | undefined): void {
    if (!change) return;
    this.update({ edits: editsReducer(this.state.edits, { type: 'change', change }), notice: null, canUndo: false, canRedo: false });
  }

  /** Whether the changes made so far differ from those the problems shown were found in. */
  needsCheck(): boolean {
    const { loaded, edits } = this.state;
    return loaded !== null && this.checked !== edits.changes && !(this.checked?.length === 0 && edits.changes.length === 0);
  }

  /**
   * Checks the changes made so far; the preview then shows them. Returns their problems, or
   * undefined when the check failed. A check overtaken by a newer one still answers its caller.
   */
  async check(changes: readonly Change[] = this.state.edits.changes): Promise<readonly Problem[] | undefined> {
    const { loaded } = this.state;
    if (!loaded) return undefined;
    const sequence = ++this.checkSequence;
    const answer = await this.api.check(loaded.version, changes);
    if (sequence !== this.checkSequence) return answer.ok ? answer.value.problems : undefined;
    if (!answer.ok) {
      this.update({ notice: { kind: answer.conflict ? 'conflict' : 'error', text: answer.error } });
      return undefined;
    }
    this.checked = changes;
    const { problems, routes, checklist } = answer.value;
    this.update({
      problems,
      ...(routes.length ? { routes } : {}),
      ...(checklist ? { checklist } : {}),
      ...(problems.length === 0 ? { previewStamp: this.state.previewStamp + 1 } : {}),
    });
    return problems;
  }

  /** Saves the changes made so far, if they have no problems; changes made meanwhile stay unsaved. */
  async save(): Promise<void> {
    const { loaded, saving, edits, problems } = this.state;
    if (!loaded || saving) return;
    this.update({ saving: true });
    try {
      const { changes } = edits;
      const found = this.checked === changes ? problems : await this.check(changes);
      if (found === undefined) return;
      if (found.length) return this.events.refused(found);
      // What the owner changes while the save is on its way stays a change of its own, kept after it.
      this.dispatch({ type: 'seal' });
      const answer = await this.api.save(loaded.version, changes);
      if (answer.ok) {
        const { version, saved } = answer.value;
        if (this.state.edits.changes === changes) this.checked = [];
        this.update({
          loaded: this.state.loaded && { ...this.state.loaded, version },
          edits: editsReducer(this.state.edits, { type: 'saved', count: changes.length }),
          canUndo: saved,
          savedChanges: changes.length,
          canRedo: false,
          notice: { kind: 'saved', text: saved ? words.bar.saved : words.bar.savedNothingChanged },
        });
        this.events.announce(`${words.bar.saved}.`, 'status');
        void this.verifySaved(version);
      } else if (answer.status === 422 && answer.problems) {
        this.update({ problems: answer.problems });
        this.events.refused(answer.problems);
      } else this.fail(answer);
    } finally {
      this.update({ saving: false });
    }
  }

  /** The form after a save shows the file as the server reads it: should they differ, the file wins. */
  private async verifySaved(version: string): Promise<void> {
    const answer = await this.api.state();
    if (!answer.ok || answer.value.version !== version || this.state.loaded?.version !== version) return;
    if (!sameData(answer.value.data, this.state.edits.base)) {
      this.update({
        edits: editsReducer(this.state.edits, { type: 'rebase', data: answer.value.data }),
        notice: { kind: 'error', text: words.bar.savedButDifferent },
      });
    }
  }

  /** Puts back the version of site.yaml from before the last save; Redo can take that back. */
  async undo(): Promise<void> {
    const answer = await this.api.undo();
    if (!answer.ok) return this.fail(answer);
    this.load(answer.value);
    this.update({ canUndo: false, canRedo: true, notice: { kind: 'undone', text: words.bar.undone } });
    this.events.announce(words.bar.undoneSaid, 'status');
  }

  /** Puts back the save the last Undo took out. */
  async redo(): Promise<void> {
    const answer = await this.api.redo();
    if (!answer.ok) return this.fail(answer);
    this.load(answer.value);
    this.update({ canUndo: true, canRedo: false, notice: { kind: 'redone', text: words.bar.redone } });
    this.events.announce(words.bar.redoneSaid, 'status');
  }

  /** Loads site.yaml as it is on disk now, dropping the changes not saved. */
  async reload(): Promise<void> {
    const answer = await this.api.state();
    if (!answer.ok) return;
    this.load(answer.value);
    this.update({ canUndo: false, canRedo: false, notice: null });
    this.events.announce(words.bar.loadedFromDisk, 'status');
  }

  /** Sends one test request to the form address as the form has it (the changes not yet saved included). */
  async sendTest(): Promise<{ ok: true; value: SendTestAnswer } | { ok: false; error: string }> {
    const { loaded, edits } = this.state;
    if (!loaded) return { ok: false, error: words.bar.loading };
    const answer = await this.api.sendTest(loaded.version, edits.changes);
    return answer.ok ? answer : { ok: false, error: answer.error };
  }

  /** Adds the file to photos/: the name it was given there, or why it was refused. */
  async uploadPhoto(file: File): Promise<{ src?: string; error?: string }> {
    const answer = await this.api.upload(file);
    if (!answer.ok) return { error: answer.error };
    this.update({ photos: answer.value.photos });
    return { src: answer.value.src };
  }

  private fail(answer: { error: string; conflict?: boolean }): void {
    this.update({ notice: { kind: answer.conflict ? 'conflict' : 'error', text: answer.error } });
    this.events.announce(answer.error, 'alert');
  }
}
