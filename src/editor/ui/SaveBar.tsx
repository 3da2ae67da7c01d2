import type { ReactNode } from 'react';
import type { Notice } from './session.js';
import { words } from './words.js';

interface SaveBarProps {
  file: string;
  problemCount: number;
  unsaved: number;
  saving: boolean;
  notice: Notice | null;
  canUndo: boolean;
  onSave(): void;
  onUndo(): void;
  onReload(): void;
}

/**
 * The editor's own bar, above the form and the preview and over neither: the file, whether there
 * is anything to save, Save, and how the last save went (Saved, Undo, a problem).
 */
export function SaveBar({ file, problemCount, unsaved, saving, notice, canUndo, onSave, onUndo, onReload }: SaveBarProps): ReactNode {
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
          <span>{notice.text}</span>
          {notice.kind === 'saved' && canUndo && unsaved === 0 && (
            <button type="button" onClick={onUndo}>
              {words.bar.undo}
            </button>
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
