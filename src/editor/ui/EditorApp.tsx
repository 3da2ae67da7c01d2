import { useCallback, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { parseKeyPath, valueAt, type KeyPath } from '../../config/key-path.js';
import { Announcer, useAnnouncer } from './announcer.js';
import type { Problem } from './api.js';
import { Checklist } from './Checklist.js';
import { hasUnsavedChanges } from './edits.js';
import { focusFirstProblem, focusWhenDrawn, useFocusAfterRender } from './focus.js';
import { useFormActions } from './form-actions.js';
import { FormContext, useProblemStore } from './form-context.js';
import { schemaAt, type Schema } from './model.js';
import { capitalise, fieldName, plainMessage } from './plain-words.js';
import { previewPathFor } from './preview-page.js';
import { PreviewPane, patchPreview, type PreviewTarget } from './PreviewPane.js';
import { ProblemList } from './ProblemList.js';
import { SaveBar } from './SaveBar.js';
import { SearchResults } from './SearchResults.js';
import { SECTION_IDS } from './sections.js';
import { SectionView } from './SectionView.js';
import { builtInLabel, originalOf } from './translation-pairs.js';
import { useEditorSession } from './useEditorSession.js';
import { ViewStore, type Place } from './view.js';
import { words } from './words.js';

/**
 * The editor page: its bar (Save and how it went), the sections and Find a field, the checklist or
 * the one section open, and the preview beside them, following the field being edited. On a phone
 * the preview is a screen of its own, one button away.
 */
export function EditorApp(): ReactNode {
  const [said, announce] = useAnnouncer();
  const focusAfterRender = useFocusAfterRender();
  const [previewPath, setPreviewPath] = useState('/');
  const [view] = useState(() => {
    const store = new ViewStore();
    // A section's own address (its link's), for a bookmark or a new tab.
    const asked = new URLSearchParams(location.search).get('section');
    if (asked && (asked === 'start' || (SECTION_IDS as readonly string[]).includes(asked))) store.open(asked as Place);
    return store;
  });
  useSyncExternalStore(view.subscribe, view.getVersion);
  const [target, setTarget] = useState<PreviewTarget | null>(null);
  /** The field last focused: the phone's Preview shows it, and Back to the form returns to it. */
  const lastField = useRef<KeyPath | null>(null);
  const [previewShown, setPreviewShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const searchId = useId();

  const [state, session] = useEditorSession({
    announce,
    refused(found: readonly Problem[]) {
      const { schema: root, edits } = session.getState();
      // The first problem's section is opened, so its field is there to be focused.
      const first = found.find((problem) => problem.keyPath) ?? found[0];
      if (first?.keyPath) view.reveal(parseOrEmpty(first.keyPath), edits.data, root!);
      requestAnimationFrame(() => {
        const focused = focusFirstProblem(found, root!, edits.data);
        const where = focused.keyPath ? `${capitalise(fieldName(parseOrEmpty(focused.keyPath), edits.data))}: ` : '';
        announce(words.bar.notSaved(found.length, where, plainProblem(focused, edits.data)), 'alert');
      });
    },
  });
  const { loaded, schema, edits, problems, photos, notice } = state;

  const showPageOf = useCallback(
    (path: KeyPath) => {
      lastField.current = path;
      const { routes, edits: now, schema: root } = session.getState();
      setPreviewPath((current) => previewPathFor(path, routes, current));
      setTarget((last) => ({ path: ownPathOf(path, now.data), text: textOf(path, now.data, root), seq: (last?.seq ?? 0) + 1, name: fieldName(path, now.data) }));
    },
    [session],
  );
  const edited = useCallback(
    (path: KeyPath, language: string | undefined, before: unknown, after: unknown) => {
      const own = valueAt(session.getState().edits.data, ['site', 'language']);
      patchPreview(frame.current, path, language ?? (typeof own === 'string' ? own : 'en'), before, after);
    },
    [session],
  );
  const problemStore = useProblemStore(problems, schema, edits.data);
  const actions = useFormActions({ session, schema, photos, problems: problemStore, focusAfterRender, announce, showPageOf, view, edited });

  if (!loaded || !schema || !actions) {
    return notice ? (
      <p className="loading" role="alert">
        {notice.text}
      </p>
    ) : (
      <p className="loading" role="status">
        {words.bar.loading}
      </p>
    );
  }

  const open = (place: Place) => {
    view.open(place);
    history.replaceState(null, '', `?section=${place}`);
    document.querySelector('.form-pane')?.scrollTo(0, 0);
    focusWhenDrawn('.form-pane h2[tabindex="-1"]');
  };
  const showPreview = () => {
    setPreviewShown(true);
    setTarget((last) => last && { ...last, seq: last.seq + 1 });
    focusWhenDrawn('.preview-back');
  };
  const backToForm = () => {
    setPreviewShown(false);
    if (lastField.current) actions.reveal(lastField.current);
    else focusWhenDrawn('.form-pane h2[tabindex="-1"]');
  };

  const data = edits.data;
  const unsaved = hasUnsavedChanges(edits);
  const places: Array<{ place: Place; title: string }> = [
    { place: 'start', title: words.checklist.title },
    ...SECTION_IDS.map((id) => ({ place: id, title: words.sections[id].title })),
  ];

  return (
    <FormContext.Provider value={actions}>
      <div className={previewShown ? 'app showing-preview' : 'app'}>
        <SaveBar
          file={loaded.file}
          problemCount={problems.length}
          unsaved={unsaved ? edits.changes.length : 0}
          saving={state.saving}
          notice={notice}
          canUndo={state.canUndo}
          savedChanges={state.savedChanges}
          canRedo={state.canRedo}
          onSave={() => void session.save()}
          onUndo={() => void session.undo()}
          onRedo={() => void session.redo()}
          onReload={() => void session.reload()}
        />
        <div className="workspace">
          <div className="finder">
            <div className="find" role="search">
              <label htmlFor={searchId}>{words.navigation.find}</label>
              <input id={searchId} type="search" value={view.search} aria-describedby={`${searchId}-help`} onChange={(event) => view.setSearch(event.target.value)} />
              <p className="help" id={`${searchId}-help`}>
                {words.navigation.findHelp}
              </p>
            </div>
            <nav className="sections-nav" aria-label={words.navigation.sections}>
              <ul>
                {places.map(({ place, title }) => (
                  <li key={place}>
                    <a
                      href={`?section=${place}`}
                      aria-current={view.place === place && !view.search ? 'true' : undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        open(place);
                      }}
                    >
                      {title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <main className="form-pane" aria-label={words.navigation.formName}>
            <ProblemList problems={problems} schema={schema} file={loaded.file} data={data} />
            <form onSubmit={(event) => event.preventDefault()} noValidate>
              {view.search.trim() ? (
                <SearchResults query={view.search} schema={schema} data={data} />
              ) : view.place === 'start' ? (
                <Checklist samples={state.checklist} data={data} unsaved={unsaved} problems={problems.length} sendTest={() => session.sendTest()} />
              ) : (
                <SectionView section={view.place} schema={schema} data={data} />
              )}
            </form>
          </main>
          <PreviewPane
            path={previewPath}
            stamp={state.previewStamp}
            onNavigate={setPreviewPath}
            waiting={problems.length > 0}
            target={target}
            onMarked={(name) => announce(words.preview.marked(name), 'status')}
            onBack={backToForm}
            frame={frame}
          />
        </div>
        <div className="phone-bar">
          <button type="button" className="show-preview" onClick={showPreview}>
            {words.preview.show}
          </button>
        </div>
        <Announcer said={said} />
      </div>
    </FormContext.Provider>
  );
}

const parseOrEmpty = (keyPath: string): KeyPath => parseKeyPath(keyPath) ?? [];

const plainProblem = (problem: Problem, data: unknown): string => plainMessage(problem.keyPath, problem.message, data);

/** The key path a field's value shows at in the pages: a translation's is its original's (on that language's pages). */
function ownPathOf(path: KeyPath, data: unknown): KeyPath {
  if (path[0] !== 'translations' || path.length <= 2) return path;
  return originalOf(data, path) ?? path.slice(2);
}

/** The words a field's value shows as, to find it on a page where no element names it: its value, or the built-in text it stands for. */
function textOf(path: KeyPath, data: unknown, schema: Schema | null): string | undefined {
  const value = valueAt(data, path);
  if (typeof value === 'string') return value;
  const fallback = schema ? schemaAt(schema, path)?.default : undefined;
  if (typeof fallback === 'string') return fallback;
  return schema && path[0] === 'translations' ? builtInLabel(schema, path) : undefined;
}
