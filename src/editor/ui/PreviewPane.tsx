import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
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

/** What a frame holds: the page, and the render of it (the stamp it was loaded for). */
interface Loaded {
  path: string;
  stamp: number;
}

/**
 * The real page, as the build renders it, beside the form; it follows the field being edited.
 * Each render of the page (after each edit) loads in a second frame, out of sight, and takes the
 * first one's place once it has loaded and is scrolled where the first one was: the preview never
 * shows a page half loaded, or its top for a moment before it scrolls back.
 */
export function PreviewPane({ path, stamp, onNavigate, waiting, target, onMarked, onBack, frame }: PreviewPaneProps): ReactNode {
  const frames = [useRef<HTMLIFrameElement>(null), useRef<HTMLIFrameElement>(null)] as const;
  const [shownFrame, setShownFrame] = useState(0);
  /** What each frame holds, or is loading. */
  const loaded = useRef<Array<Loaded | null>>([null, null]);
  /** The target last said to be marked: a page loaded again after an edit marks it again, silently. */
  const flashed = useRef(-1);
  const latest = useRef({ target, onMarked, onNavigate, shownFrame, path, stamp });
  latest.current = { target, onMarked, onNavigate, shownFrame, path, stamp };

  // The shown frame is the one the form patches and marks.
  useLayoutEffect(() => {
    frame.current = frames[shownFrame]!.current;
  });

  /** Shows the target in the page shown now and marks it; says so when the owner just moved to it (not after each edit). */
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

  // A new page, or a new render of it: loaded in the frame out of sight.
  useEffect(() => {
    const shown = loaded.current[shownFrame];
    if (shown && shown.path === path && shown.stamp === stamp) return;
    const next = 1 - shownFrame;
    const view = frames[next]!.current?.contentWindow;
    if (!view) return;
    loaded.current[next] = { path, stamp };
    view.location.replace(PREFIX + path);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, stamp]);

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

  /** A frame loaded a page: the one out of sight takes the shown one's place; in the shown one, the owner followed a link. */
  const loadedIn = (index: number, iframe: HTMLIFrameElement) => {
    const { shownFrame: shownNow, onNavigate: navigated } = latest.current;
    let at = '';
    try {
      at = iframe.contentWindow?.location.pathname ?? '';
    } catch {
      return; // a page elsewhere: leave it
    }
    if (!at.startsWith(`${PREFIX}/`)) return;
    const page = at.slice(PREFIX.length);
    if (index !== shownNow) {
      const asked = loaded.current[index];
      if (!asked) return;
      // Scrolled where the shown page is now, at once (the site scrolls smoothly), before it is shown.
      const before = loaded.current[shownNow];
      const scroll = before?.path === page ? (frames[shownNow]!.current?.contentWindow?.scrollY ?? 0) : 0;
      if (scroll) iframe.contentWindow?.scrollTo({ top: scroll, behavior: 'instant' });
      loaded.current[index] = { ...asked, path: page };
      frame.current = iframe;
      setShownFrame(index);
    } else {
      const shown = loaded.current[index];
      if (shown && shown.path !== page) loaded.current[index] = { ...shown, path: page };
    }
    if (page !== latest.current.path) navigated(page);
    showTarget();
  };

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
      <div className="preview-frames">
        {frames.map((ref, index) => {
          const shown = index === shownFrame;
          return (
            <iframe
              key={index}
              ref={ref}
              className={shown ? 'shown' : 'loading'}
              title={shown ? words.preview.frameTitle(path) : words.preview.loadingFrame}
              aria-hidden={shown ? undefined : true}
              tabIndex={shown ? undefined : -1}
              onLoad={(event) => loadedIn(index, event.currentTarget)}
            />
          );
        })}
      </div>
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
