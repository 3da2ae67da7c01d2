import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Notice } from './session.js';
import { words } from './words.js';

interface SaveBarProps {
  file: string;
  problemCount: number;
  unsaved: number;
  saving: boolean;
  notice: Notice | null;
  canUndo: boolean;
  /** How many changes the last save wrote: what Undo would take out. */
  savedChanges: number;
  canRedo: boolean;
  onSave(): void;
  onUndo(): void;
  onRedo(): void;
  onReload(): void;
}

/**
 * The editor's own bar, above the form and the preview and over neither: the file, whether there
 * is anything to save, Save, and how the last save went (Saved, Undo, a problem). A save can hold
 * a whole afternoon's work, so Undo asks first, and Redo puts the save back.
 */
export function SaveBar({ file, problemCount, unsaved, saving, notice, canUndo, savedChanges, canRedo, onSave, onUndo, onRedo, onReload }: SaveBarProps): ReactNode {
  const [asking, setAsking] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const redoButton = useRef<HTMLButtonElement>(null);
  const showUndo = notice !== null && (notice.kind === 'saved' || notice.kind === 'redone') && canUndo && unsaved === 0;
  const showRedo = notice?.kind === 'undone' && canRedo && unsaved === 0;
  if (asking && !showUndo) setAsking(false); // the save changed under the question: nothing left to ask

  // Focus stays where the owner is: on the question's safe answer, then on what replaced the button pressed.
  const focusNext = useRef<'keep' | 'undo' | 'redo' | null>(null);
  useEffect(() => {
    const target = { keep: keepButton, undo: undoButton, redo: redoButton }[focusNext.current ?? 'keep'];
    if (focusNext.current && target.current) {
      target.current.focus();
      focusNext.current = null;
    }
  });
  const ask = () => ((focusNext.current = 'keep'), setAsking(true));
  const keep = () => ((focusNext.current = 'undo'), setAsking(false));
  const undo = () => ((focusNext.current = 'redo'), setAsking(false), onUndo());
  const redo = () => ((focusNext.current = 'undo'), onRedo());

  return (
    <header className="bar">
      <h1>
        {words.bar.editing} <span className="file">{file}</span>
      </h1>
      <p className="state" role="status">
        {problemCount ? `${words.bar.problems(problemCount)} · ` : ''}
        {unsaved ? words.bar.unsaved : words.bar.noUnsaved}
      </p>
      <button type="button" className="save" onClick={onSave} aria-disabled={saving || undefined}>
        {words.bar.save}
      </button>
      {notice && (
        <div className={`notice ${notice.kind}`}>
          {asking ? (
            <>
              <span id="undo-question">{words.bar.undoAsk(savedChanges)}</span>
              <button type="button" aria-describedby="undo-question" onClick={undo}>
                {words.bar.undoConfirm}
              </button>
              <button type="button" ref={keepButton} onClick={keep}>
                {words.bar.keepSave}
              </button>
            </>
          ) : (
            <>
              <span>{notice.text}</span>
              {showUndo && (
                <button type="button" ref={undoButton} onClick={ask}>
                  {words.bar.undo}
                </button>
              )}
              {showRedo && (
                <button type="button" ref={redoButton} onClick={redo}>
                  {words.bar.redo}
                </button>
              )}
            </>
          )}
          {notice.kind === 'conflict' && (
            <>
              <button type="button" aria-describedby="load-new-note" onClick={onReload}>
                {words.bar.loadNew}
              </button>
              <span id="load-new-note" className="note">
                {words.bar.loadNewNote}
              </span>
            </>
          )}
        </div>
      )}
    </header>
  );
}
