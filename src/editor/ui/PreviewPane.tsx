import { useEffect, useRef, type ReactNode } from 'react';

interface PreviewPaneProps {
  /** The page to show, as the site names it (`/lawn-care-monroe-nj/`). */
  path: string;
  /** Changes after each check: the page is loaded again, at the same scroll position. */
  stamp: number;
  /** The owner followed a link inside the preview. */
  onNavigate(path: string): void;
  /** A field has a problem: the preview shows the last text without one until it is fixed. */
  waiting: boolean;
}

const PREFIX = '/preview';

/** The real page, as the build renders it, beside the form. */
export function PreviewPane({ path, stamp, onNavigate, waiting }: PreviewPaneProps): ReactNode {
  const frame = useRef<HTMLIFrameElement>(null);
  const shown = useRef<string | null>(null);

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
  }, [path, stamp]);

  return (
    <aside className="preview-pane" aria-label="Preview">
      <p className="preview-bar">
        Preview of <code>{path}</code>{' '}
        <a href={PREFIX + path} target="_blank" rel="noopener">
          open in a new tab
        </a>
      </p>
      {waiting && (
        <p className="preview-waiting" role="status">
          The preview waits until the problems are fixed.
        </p>
      )}
      <iframe
        ref={frame}
        title={`Preview of the page ${path}`}
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
        }}
      />
    </aside>
  );
}
