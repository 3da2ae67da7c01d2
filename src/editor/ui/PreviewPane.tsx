import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { KeyPath } from '../../config/key-path.js';
import { elementShowing, patchText, showElement } from './preview-mark.js';
import { words } from './words.js';

/** The field whose value the preview shows: found in the page by its key path (the site's own), else by its text. */
export interface PreviewTarget {
  /** The key path in the site's own language (a Spanish field's: the text it translates). */
  path: KeyPath;
  /** Its value, to find it by its words where no element names it (a built-in text). */
  text?: string;
  /** Goes up each time the owner moves to a field: the preview then marks it and says so. */
  seq: number;
  /** What the form calls it, for the words said when it is marked. */
  name: string;
}

interface PreviewPaneProps {
  /** The page to show, as the site names it (`/lawn-care-monroe-nj/`). */
  path: string;
  /** Changes after each check: the page is loaded again, at the same scroll position. */
  stamp: number;
  /** The owner followed a link inside the preview. */
  onNavigate(path: string): void;
  /** A field has a problem: the preview shows the last text without one until it is fixed. */
  waiting: boolean;
  target: PreviewTarget | null;
  /** The preview marked the field's element: said to screen readers, politely. */
  onMarked(name: string): void;
  /** On a phone, the preview takes the screen: this goes back to the form. */
  onBack(): void;
  /** Where the page shows changes before it is rendered again (see patchText). */
  frame: RefObject<HTMLIFrameElement | null>;
}

const PREFIX = '/preview';

/** The real page, as the build renders it, beside the form; it follows the field being edited. */
export function PreviewPane({ path, stamp, onNavigate, waiting, target, onMarked, onBack, frame }: PreviewPaneProps): ReactNode {
  const shown = useRef<string | null>(null);
  /** The target last said to be marked: a page loaded again after an edit marks it again, silently. */
  const flashed = useRef(-1);
  const latest = useRef({ target, onMarked });
  latest.current = { target, onMarked };

  /** Shows the target in the page loaded now and marks it; says so when the owner just moved to it (not after each edit). */
  const showTarget = () => {
    const { target: wanted, onMarked: said } = latest.current;
    const doc = frame.current?.contentDocument;
    if (!wanted || !doc || doc.readyState === 'loading' || !doc.location.pathname.startsWith(`${PREFIX}/`)) return;
    // Not on screen (a phone shows the form): marked when the preview is shown.
    if (!doc.defaultView?.innerHeight) return;
    const element = elementShowing(doc, wanted.path, wanted.text);
    if (!element) return;
    const fresh = flashed.current !== wanted.seq;
    flashed.current = wanted.seq;
    showElement(element, true);
    if (fresh) said(wanted.name);
  };

  useEffect(() => {
    const iframe = frame.current;
    const view = iframe?.contentWindow;
    if (!iframe || !view) return;
    let scroll = 0;
    try {
      if (shown.current === path) scroll = view.scrollY;
    } catch {
      // not loaded yet
    }
    shown.current = path;
    if (scroll) iframe.addEventListener('load', () => iframe.contentWindow?.scrollTo(0, scroll), { once: true });
    view.location.replace(PREFIX + path);
  }, [path, stamp, frame]);

  // A field moved to on the page already shown: marked at once (otherwise once its page has loaded).
  // A frame later: a preview just shown on a phone has its size by then.
  useEffect(() => {
    const frameRequest = requestAnimationFrame(() => {
      const doc = frame.current?.contentDocument;
      if (doc?.readyState === 'complete' && doc.location.pathname === PREFIX + path) showTarget();
    });
    return () => cancelAnimationFrame(frameRequest);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target?.seq]);

  return (
    <aside className="preview-pane" aria-label={words.preview.landmark}>
      <div className="preview-bar">
        <button type="button" className="preview-back" onClick={onBack}>
          {words.preview.back}
        </button>
        <p>
          {words.preview.of} <span className="preview-path">{path}</span>{' '}
          <a href={PREFIX + path} target="_blank" rel="noopener">
            {words.preview.openInTab}
          </a>
        </p>
      </div>
      {waiting && (
        <p className="preview-waiting" role="status">
          {words.problems.waiting}
        </p>
      )}
      <iframe
        ref={frame}
        title={words.preview.frameTitle(path)}
        onLoad={(event) => {
          try {
            const at = event.currentTarget.contentWindow?.location.pathname ?? '';
            if (at.startsWith(`${PREFIX}/`)) {
              const page = at.slice(PREFIX.length);
              if (page !== shown.current) {
                shown.current = page;
                onNavigate(page);
              }
            }
          } catch {
            // a page elsewhere: leave it
          }
          // After the scroll it had is put back (that listener was added first).
          showTarget();
        }}
      />
    </aside>
  );
}

/** Shows an edit in the preview's page at once (see patchText); false when the page must be rendered again to show it. */
export function patchPreview(frame: HTMLIFrameElement | null, path: KeyPath, language: string | undefined, before: unknown, after: unknown): boolean {
  const doc = frame?.contentDocument;
  if (!doc || typeof before !== 'string' || typeof after !== 'string' || !before.trim()) return false;
  const pageLanguage = doc.documentElement?.lang;
  if (language !== undefined && pageLanguage !== language) return false;
  return patchText(doc, path, before, after);
}
