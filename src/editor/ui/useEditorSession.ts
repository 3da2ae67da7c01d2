import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { api, type EditorState } from './api.js';
import { hasUnsavedChanges } from './edits.js';
import { EditorSession, type SessionEvents, type SessionState } from './session.js';

/** A typed change is checked (and the preview redrawn) this long after the typing pauses. */
const CHECK_DELAY_MS = 150;

/**
 * The editing session of this page, drawn by React: loaded from the state the page came with,
 * each pause in typing checked, and leaving the page with unsaved changes asked about first.
 */
export function useEditorSession(events: SessionEvents): [SessionState, EditorSession] {
  const latestEvents = useRef(events);
  latestEvents.current = events;
  const [session] = useState(
    () =>
      new EditorSession(api, {
        announce: (text, urgency) => latestEvents.current.announce(text, urgency),
        refused: (problems) => latestEvents.current.refused(problems),
      }),
  );
  const state = useSyncExternalStore(session.subscribe, session.getState);

  useEffect(() => {
    const embedded = document.getElementById('editor-state')?.textContent;
    void session.start(embedded ? (JSON.parse(embedded) as EditorState) : undefined);
  }, [session]);

  const { changes } = state.edits;
  useEffect(() => {
    if (!session.needsCheck()) return;
    const timer = setTimeout(() => void session.check(changes), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [changes, state.loaded, session]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges(session.getState().edits)) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [session]);

  return [state, session];
}
