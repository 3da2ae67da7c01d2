import type { ReactNode } from 'react';
import type { Notice } from './session.js';

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

/** The bar above the form: the file, whether there is anything to save, Save, and how the last save went. */
export function SaveBar({ file, problemCount, unsaved, saving, notice, canUndo, onSave, onUndo, onReload }: SaveBarProps): ReactNode {
  return (
    <header className="bar">
      <h1>
        Editing <code>{file}</code>
      </h1>
      <p className="state" role="status">
        {problemCount ? `${problemCount === 1 ? '1 problem' : `${problemCount} problems`} · ` : ''}
        {unsaved ? `Unsaved changes` : 'No unsaved changes'}
      </p>
      <button type="button" className="save" onClick={onSave} aria-disabled={saving || undefined}>
        Save
      </button>
      {notice && (
        <div className={`notice ${notice.kind}`}>
          <span>{notice.text}</span>
          {notice.kind === 'saved' && canUndo && unsaved === 0 && (
            <button type="button" onClick={onUndo}>
              Undo
            </button>
          )}
          {notice.kind === 'conflict' && (
            <>
              <button type="button" aria-describedby="load-new-note" onClick={onReload}>
                Load the new version
              </button>
              <span id="load-new-note" className="note">
                This drops the changes you have not saved here.
              </span>
            </>
          )}
        </div>
      )}
    </header>
  );
}
