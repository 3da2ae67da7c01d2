import { useCallback, useState, type ReactNode } from 'react';
import type { KeyPath } from '../../config/key-path.js';
import { Announcer, useAnnouncer } from './announcer.js';
import type { Problem } from './api.js';
import { Field, keysInOrder, TranslationsSection, translationsWithin } from './Fields.js';
import { focusFirstProblem, useFocusAfterRender } from './focus.js';
import { useFormActions } from './form-actions.js';
import { FormContext, useProblemStore } from './form-context.js';
import { plainLabel } from './model.js';
import { previewPathFor } from './preview-page.js';
import { PreviewPane } from './PreviewPane.js';
import { ProblemList } from './ProblemList.js';
import { SaveBar } from './SaveBar.js';
import { translationRoots } from './translation-pairs.js';
import { useEditorSession } from './useEditorSession.js';

/** The editor page: the save bar, the form of every key of site.yaml, and the preview beside it. */
export function EditorApp(): ReactNode {
  const [said, announce] = useAnnouncer();
  const focusAfterRender = useFocusAfterRender();
  const [previewPath, setPreviewPath] = useState('/');

  const [state, session] = useEditorSession({
    announce,
    refused(found: readonly Problem[]) {
      const first = focusFirstProblem(found, session.getState().schema!, session.getState().edits.data);
      const where = first.keyPath ? `${first.keyPath}: ` : '';
      announce(`Not saved: ${found.length === 1 ? '1 problem' : `${found.length} problems`} to fix first. ${where}${first.message}`, 'alert');
    },
  });
  const { loaded, schema, edits, problems, photos, notice } = state;

  const showPageOf = useCallback((path: KeyPath) => setPreviewPath((current) => previewPathFor(path, session.getState().routes, current)), [session]);
  const problemStore = useProblemStore(problems, schema, edits.data);
  const actions = useFormActions({ session, schema, photos, problems: problemStore, focusAfterRender, announce, showPageOf });

  if (!loaded || !schema || !actions) {
    return notice ? (
      <p className="loading" role="alert">
        {notice.text}
      </p>
    ) : (
      <p className="loading" role="status">
        Loading the editor…
      </p>
    );
  }

  const sections = keysInOrder(schema, edits.data).filter((key) => key !== '$schema');
  const data = edits.data as Record<string, unknown> | null;
  // Each language of `translations`, whose texts are shown beside the originals they translate.
  const translations = translationRoots(data);

  return (
    <FormContext.Provider value={actions}>
      <SaveBar
        file={loaded.file}
        problemCount={problems.length}
        unsaved={edits.changes.length}
        saving={state.saving}
        notice={notice}
        canUndo={state.canUndo}
        onSave={() => void session.save()}
        onUndo={() => void session.undo()}
        onReload={() => void session.reload()}
      />
      <div className="split">
        <main className="form-pane" aria-label="Site settings">
          <ProblemList problems={problems} schema={schema} file={loaded.file} data={edits.data} />
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
                  {key === 'translations' && translations.length ? (
                    <TranslationsSection schema={schema.properties![key]!} languages={translations.map(({ code }) => code)} />
                  ) : (
                    <Field path={[key]} schema={schema.properties![key]!} value={data?.[key]} parent={schema} translations={translationsWithin(translations, key, data?.[key])} />
                  )}
                </details>
              </section>
            ))}
          </form>
        </main>
        <PreviewPane path={previewPath} stamp={state.previewStamp} onNavigate={setPreviewPath} waiting={problems.length > 0} />
      </div>
      <Announcer said={said} />
    </FormContext.Provider>
  );
}
