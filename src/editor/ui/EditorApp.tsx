import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { api, type EditorState, type Problem } from './api.js';
import { Field, keysInOrder } from './Fields.js';
import { FormContext, idOf, ProblemStore, type FormActions } from './form-context.js';
import { formatKeyPath, valueAt, type Change, type KeyPath } from '../../config/key-path.js';
import { addChange, applyToData, changeFor, fieldOf, isRequired, itemName, plainLabel, schemaAt, type Schema } from './model.js';
import { PreviewPane } from './PreviewPane.js';
import type { PreviewRoute } from '../protocol.js';
import { previewPathFor } from './preview-page.js';

/** A typed change is checked (and the preview redrawn) this long after the typing pauses. */
const CHECK_DELAY_MS = 150;

interface Edits {
  /** The file's values as last loaded or saved. */
  base: unknown;
  /** What the form shows: `base` with `changes` made. */
  data: unknown;
  changes: Change[];
  /** The first changes, being saved: a new change does not fold into them. */
  sealed: number;
}

type EditAction =
  | { type: 'load'; data: unknown }
  | { type: 'change'; change: Change }
  | { type: 'seal' }
  /** The first `count` changes were saved: they become the base; changes made since stay unsaved. */
  | { type: 'saved'; count: number }
  /** The file as the server read it after a save, with the changes not yet saved made on it. */
  | { type: 'rebase'; data: unknown };

function editsReducer(state: Edits, action: EditAction): Edits {
  switch (action.type) {
    case 'load':
      return { base: action.data, data: action.data, changes: [], sealed: 0 };
    case 'change':
      return { ...state, data: applyToData(state.data, action.change), changes: addChange(state.changes, action.change, state.sealed) };
    case 'seal':
      return { ...state, sealed: state.changes.length };
    case 'saved': {
      const base = state.changes.slice(0, action.count).reduce(applyToData, state.base);
      return { base, data: state.data, changes: state.changes.slice(action.count), sealed: 0 };
    }
    case 'rebase':
      return { ...state, base: action.data, data: state.changes.reduce(applyToData, action.data) };
  }
}

/** Whether two values read from YAML are the same, whatever the order of their keys. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return aKeys.length === bKeys.length && aKeys.every((key) => sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

type Notice = { kind: 'saved' | 'undone' | 'conflict' | 'error'; text: string };

export function EditorApp(): ReactNode {
  const [loaded, setLoaded] = useState<EditorState | null>(null);
  const [schema, setSchema] = useState<Schema | null>(null);
  const [edits, dispatch] = useReducer(editsReducer, { base: null, data: null, changes: [], sealed: 0 });
  const [problems, setProblems] = useState<Problem[]>([]);
  const [routes, setRoutes] = useState<PreviewRoute[]>([]);
  const [photos, setPhotos] = useState<string[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [canUndo, setCanUndo] = useState(false);
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState({ text: '', count: 0 });
  // The same words twice (two saves) still change the region's text, so they are announced again.
  const announce = useCallback((text: string) => setAlert((last) => ({ text, count: last.count + 1 })), []);
  const [previewPath, setPreviewPath] = useState('/');
  const [previewStamp, setPreviewStamp] = useState(0);
  const focusAfterRender = useRef<string | null>(null);
  const [problemStore] = useState(() => new ProblemStore());
  const checked = useRef<Change[] | null>(null);
  const checkSequence = useRef(0);
  const latest = useRef({ edits, routes, previewPath, loaded });
  latest.current = { edits, routes, previewPath, loaded };

  const load = useCallback((state: EditorState) => {
    setLoaded(state);
    if (state.schema) setSchema(state.schema);
    dispatch({ type: 'load', data: state.data });
    setProblems(state.problems);
    setRoutes(state.routes);
    setPhotos(state.photos);
    checked.current = [];
    setPreviewStamp((stamp) => stamp + 1);
  }, []);

  useEffect(() => {
    const embedded = document.getElementById('editor-state')?.textContent;
    if (embedded) return load(JSON.parse(embedded) as EditorState);
    void api.state().then((answer) => (answer.ok ? load(answer.value) : setNotice({ kind: 'error', text: answer.error })));
  }, [load]);

  /**
   * Checks the changes made so far; the preview then shows them. Returns their problems, or
   * undefined when the check failed. A check overtaken by a newer one still answers its caller.
   */
  const runCheck = useCallback(async (changes: Change[]): Promise<Problem[] | undefined> => {
    const state = latest.current.loaded;
    if (!state) return undefined;
    const sequence = ++checkSequence.current;
    const answer = await api.check(state.version, changes);
    if (sequence !== checkSequence.current) return answer.ok ? answer.value.problems : undefined;
    if (!answer.ok) {
      setNotice({ kind: answer.conflict ? 'conflict' : 'error', text: answer.error });
      return undefined;
    }
    checked.current = changes;
    setProblems(answer.value.problems);
    if (answer.value.routes.length) setRoutes(answer.value.routes);
    if (answer.value.problems.length === 0) setPreviewStamp((stamp) => stamp + 1);
    return answer.value.problems;
  }, []);

  useLayoutEffect(() => {
    if (!schema) return;
    const byField = new Map<string, string[]>();
    for (const problem of problems) {
      const field = fieldOf(schema, problem.keyPath);
      if (field) byField.set(field, [...(byField.get(field) ?? []), problem.message]);
    }
    problemStore.replace(byField);
  }, [problems, schema, problemStore]);

  useEffect(() => {
    const unchecked = checked.current !== edits.changes && !(checked.current?.length === 0 && edits.changes.length === 0);
    if (!loaded || !unchecked) return;
    const timer = setTimeout(() => void runCheck(edits.changes), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [edits.changes, loaded, runCheck]);

  useLayoutEffect(() => {
    const selector = focusAfterRender.current;
    if (!selector) return;
    focusAfterRender.current = null;
    focusElement(document.querySelector<HTMLElement>(selector));
  });

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current.edits.changes.length) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const change = useCallback((next: Change | undefined) => {
    if (!next) return;
    dispatch({ type: 'change', change: next });
    setNotice(null);
    setCanUndo(false);
  }, []);

  const actions = useMemo<FormActions | null>(() => {
    if (!schema) return null;
    const listOf = (path: KeyPath): unknown[] => {
      const list = valueAt(latest.current.edits.data, path);
      return Array.isArray(list) ? list : [];
    };
    const itemSelector = (path: KeyPath, index: number, action: string) => `[data-item="${formatKeyPath([...path, index])}"] > .item-actions [data-action="${action}"]`;
    return {
      root: schema,
      problems: problemStore,
      photos,
      setValue: (path, value) => change(changeFor(latest.current.edits.data, path, value)),
      addItem(path, value) {
        const list = valueAt(latest.current.edits.data, path);
        const index = Array.isArray(list) ? list.length : 0;
        change(Array.isArray(list) ? { op: 'insert', path: [...path], index, value } : changeFor(latest.current.edits.data, path, [value]));
        focusAfterRender.current = `[data-item="${formatKeyPath([...path, index])}"] :is(input, select, textarea)`;
      },
      removeItem(path, index) {
        const length = listOf(path).length;
        const optional = !isRequired(schemaAt(schema, path.slice(0, -1)), path[path.length - 1]!);
        // The last item of a list the file may leave out takes the list with it, rather than leaving `towns: []`.
        change({ op: 'delete', path: length === 1 && optional ? [...path] : [...path, index] });
        focusAfterRender.current =
          length === 1 ? `[data-add="${formatKeyPath(path)}"]` : itemSelector(path, index < length - 1 ? index : index - 1, 'remove');
        announce(`Removed ${itemName(String(path[path.length - 1]), listOf(path)[index], index)}.`);
      },
      moveItem(path, from, to) {
        const length = listOf(path).length;
        if (to < 0 || to >= length) return;
        change({ op: 'move', path: [...path], from, to });
        const direction = to < from ? 'up' : 'down';
        const stuck = (direction === 'up' && to === 0) || (direction === 'down' && to === length - 1);
        focusAfterRender.current = itemSelector(path, to, stuck ? (direction === 'up' ? 'down' : 'up') : direction);
        announce(`Moved ${itemName(String(path[path.length - 1]), listOf(path)[from], from)} to place ${to + 1} of ${length}.`);
      },
      focused(path) {
        const { routes: known, previewPath: current } = latest.current;
        setPreviewPath(previewPathFor(formatKeyPath(path), known, current));
      },
      async uploadPhoto(file) {
        const answer = await api.upload(file);
        if (!answer.ok) return { error: answer.error };
        setPhotos(answer.value.photos);
        return { src: answer.value.src };
      },
    };
  }, [schema, photos, change, problemStore, announce]);

  const save = async () => {
    if (!loaded || saving) return;
    setSaving(true);
    try {
      const { changes } = edits;
      const current = checked.current === changes ? problems : await runCheck(changes);
      if (current === undefined) return;
      if (current.length) return refuseSave(current);
      // What the owner changes while the save is on its way stays a change of its own, kept after it.
      dispatch({ type: 'seal' });
      const answer = await api.save(loaded.version, changes);
      if (answer.ok) {
        const version = answer.value.version;
        setLoaded((state) => (state ? { ...state, version } : state));
        dispatch({ type: 'saved', count: changes.length });
        if (latest.current.edits.changes === changes) checked.current = [];
        setCanUndo(answer.value.saved);
        setNotice({ kind: 'saved', text: answer.value.saved ? 'Saved' : 'Saved (nothing had changed)' });
        announce('Saved.');
        void verifySaved(version);
      } else if (answer.status === 422 && answer.problems) {
        setProblems(answer.problems);
        refuseSave(answer.problems);
      } else {
        setNotice({ kind: answer.conflict ? 'conflict' : 'error', text: answer.error });
        announce(answer.error);
      }
    } finally {
      setSaving(false);
    }
  };

  /** The form after a save shows the file as the server reads it: should they differ, the file wins. */
  const verifySaved = async (version: string) => {
    const answer = await api.state();
    if (!answer.ok || answer.value.version !== version || latest.current.loaded?.version !== version) return;
    if (!sameData(answer.value.data, latest.current.edits.base)) {
      dispatch({ type: 'rebase', data: answer.value.data });
      setNotice({ kind: 'error', text: 'Saved, but site.yaml reads differently from what the form showed: the form now shows the file.' });
    }
  };

  const refuseSave = (found: Problem[]) => {
    const fields = found
      .map((problem) => ({ problem, element: fieldOf(schema!, problem.keyPath) ? document.getElementById(idOf(problem.keyPath)) : null }))
      .filter((entry): entry is { problem: Problem; element: HTMLElement } => entry.element !== null)
      .sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    focusElement(fields[0]?.element ?? document.getElementById('problems'));
    const firstProblem = fields[0]?.problem ?? found[0]!;
    const where = firstProblem.keyPath ? `${firstProblem.keyPath}: ` : '';
    announce(`Not saved: ${found.length === 1 ? '1 problem' : `${found.length} problems`} to fix first. ${where}${firstProblem.message}`);
  };

  const undo = async () => {
    const answer = await api.undo();
    if (answer.ok) {
      load(answer.value);
      setCanUndo(false);
      setNotice({ kind: 'undone', text: 'Undone: site.yaml is back to what it was before your last save.' });
      announce('Undone.');
    } else {
      setNotice({ kind: answer.conflict ? 'conflict' : 'error', text: answer.error });
      announce(answer.error);
    }
  };

  const reload = async () => {
    const answer = await api.state();
    if (answer.ok) {
      load(answer.value);
      setCanUndo(false);
      setNotice(null);
      announce('Loaded the version of site.yaml on disk.');
    }
  };

  if (!loaded || !schema || !actions) {
    return <p className="loading">{notice?.text ?? 'Loading the editor…'}</p>;
  }

  const unplaced = problems.filter((problem) => !fieldOf(schema, problem.keyPath));
  const unsaved = edits.changes.length;
  const sections = keysInOrder(schema, edits.data).filter((key) => key !== '$schema');

  return (
    <FormContext.Provider value={actions}>
      <header className="bar">
        <h1>
          Editing <code>{loaded.file}</code>
        </h1>
        <p className="state" aria-live="polite">
          {problems.length ? `${problems.length === 1 ? '1 problem' : `${problems.length} problems`} · ` : ''}
          {unsaved ? `Unsaved changes` : 'No unsaved changes'}
        </p>
        <button type="button" className="save" onClick={() => void save()} aria-disabled={saving || undefined}>
          Save
        </button>
        {notice && (
          <div className={`notice ${notice.kind}`}>
            <span>{notice.text}</span>
            {notice.kind === 'saved' && canUndo && unsaved === 0 && (
              <button type="button" onClick={() => void undo()}>
                Undo
              </button>
            )}
            {notice.kind === 'conflict' && (
              <>
                <button type="button" aria-describedby="load-new-note" onClick={() => void reload()}>
                  Load the new version
                </button>
                <span id="load-new-note" className="note">
                  This drops the changes you have not saved here.
                </span>
              </>
            )}
          </div>
        )}
        <p className="visually-hidden" role="alert">
          {alert.text}
          {alert.count % 2 ? '\u00a0' : ''}
        </p>
      </header>
      <div className="split">
        <main className="form-pane" aria-label="Site settings">
          {problems.length > 0 && (
            <section id="problems" className="problems" tabIndex={-1} aria-labelledby="problems-title">
              <h2 id="problems-title">{problems.length === 1 ? '1 problem to fix' : `${problems.length} problems to fix`}</h2>
              <ul>
                {problems.map((problem, i) => (
                  <li key={i}>
                    {fieldOf(schema, problem.keyPath) ? (
                      <a
                        href={`#${idOf(problem.keyPath)}`}
                        onClick={(event) => {
                          event.preventDefault();
                          focusElement(document.getElementById(idOf(problem.keyPath)));
                        }}
                      >
                        {problem.keyPath}
                      </a>
                    ) : (
                      <strong>{problem.keyPath || loaded.file}</strong>
                    )}{' '}
                    (line {problem.line}): {problem.message}
                  </li>
                ))}
              </ul>
              {unplaced.length > 0 && <p className="note">Problems without a field here can be fixed in the file itself.</p>}
            </section>
          )}
          <form onSubmit={(event) => event.preventDefault()} noValidate>
            {sections.map((key) => (
              // The heading stays outside the summary (a heading inside a button-like summary is not
              // reached as a heading); the summary, which opens and closes the section, says its name.
              <section key={key} aria-labelledby={`section-${key}`}>
                <h2 id={`section-${key}`} className="visually-hidden">
                  {plainLabel(key)}
                </h2>
                <details className="section" open={key !== 'labels'}>
                  <summary>{plainLabel(key)}</summary>
                  <Field path={[key]} schema={schema.properties![key]!} value={(edits.data as Record<string, unknown> | null)?.[key]} parent={schema} />
                </details>
              </section>
            ))}
          </form>
        </main>
        <PreviewPane path={previewPath} stamp={previewStamp} onNavigate={setPreviewPath} waiting={problems.length > 0} />
      </div>
    </FormContext.Provider>
  );
}

/** Focuses an element, opening the collapsed sections around it first. */
function focusElement(found: HTMLElement | null): void {
  if (!found) return;
  // A list or a section with a problem: its first control.
  const element = found.matches('input, select, textarea, button, [tabindex]') ? found : (found.querySelector<HTMLElement>('input, select, textarea, button') ?? found);
  for (let details = element.closest('details'); details; details = details.parentElement?.closest('details') ?? null) details.open = true;
  element.focus();
  element.scrollIntoView({ block: 'center' });
}
