import type { IslandPropsOfSite } from '../islands/registry.js';
import type { PageController } from '../islands/controller.js';

/** SPEC: a lazily loaded chunk that has not arrived in 120 seconds is an error, not a hang. */
export const CHUNK_TIMEOUT_MS = 120_000;

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
/** Get Estimate controls, and the menu toggle: the menu's Escape and click-outside live in React. */
const NEEDS_ISLANDS = '[data-estimate-opener], .mobile-menu > summary';

/** The islands' file, as the page script imports it (set by the build: src/pipeline/client-bundle.ts). */
declare const ISLANDS_CHUNK_PATH: string;

/**
 * `loading`: a download started; `failed`: it failed, and the next try downloads again;
 * `slow`: nothing arrived in 120 seconds (it may still arrive, and then hydrates).
 */
export type IslandsStatus = 'loading' | 'failed' | 'slow';

/**
 * Browsers that predate whatwg/html#10327 remember a failed import of a URL for the rest of the
 * visit, so a retry asks for the same file under a new URL. The query changes nothing on a
 * static host, and the CSP's 'self' allows it. (The small chunk of esbuild's helpers that the
 * file imports keeps its URL: if that one failed, only such browsers stay stuck.)
 */
function importIslands(attempt: number): Promise<typeof import('./hydrate-islands.js')> {
  if (!attempt) return import('./hydrate-islands.js');
  // A URL object, not a string: esbuild would take a string built here for files to bundle.
  const retry = new URL(ISLANDS_CHUNK_PATH, import.meta.url);
  retry.search = `retry=${attempt}`;
  return import(retry.href);
}

/** The islands' props, the same on every page of the site: one file the build wrote (its name is on <body>). */
async function fetchIslandProps(): Promise<IslandPropsOfSite> {
  const response = await fetch(document.body.dataset.islandProps ?? '');
  if (!response.ok) throw new Error(`The islands' props answered ${response.status}`);
  return (await response.json()) as IslandPropsOfSite;
}

/**
 * Loads React and the islands on the first sign that the visitor wants the estimate form or the
 * menu (hover, touch or focus on a Get Estimate control or the menu toggle, or a Get Estimate
 * click), never before: most visits never need them. `onStatus` hears of each download, of a
 * failure and of a download that has not arrived after 120 seconds (the page then offers the
 * /estimate/ page instead). After a failure, the next sign of intent, the returned function, or
 * the browser coming back online downloads the code again; after a slow download, coming back
 * online does (the connection it was on may be gone), and whichever download arrives first hydrates.
 */
export function hydrateIslandsOnIntent(controller: PageController, onStatus: (status: IslandsStatus) => void): () => void {
  let state: IslandsStatus | 'loaded' | undefined;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout>;
  const download = () => {
    const attempt = attempts++;
    state = 'loading';
    onStatus(state);
    timer = setTimeout(() => {
      console.error('[estimate form]', new Error(`The estimate form code did not load within ${CHUNK_TIMEOUT_MS / 1000} seconds`));
      onStatus((state = 'slow'));
    }, CHUNK_TIMEOUT_MS);
    Promise.all([importIslands(attempt), fetchIslandProps()]).then(
      ([module, props]) => {
        if (state === 'loaded') return;
        clearTimeout(timer);
        state = 'loaded';
        module.hydrateIslands(controller, props);
      },
      (error: unknown) => {
        console.error('[estimate form]', error);
        if (attempt < attempts - 1 || state === 'loaded') return; // a newer download is under way, or done
        clearTimeout(timer);
        onStatus((state = 'failed'));
      },
    );
  };
  const load = () => {
    if (state === undefined || state === 'failed') download();
  };
  // Started after the event that showed intent, so a click right behind it is handled first.
  const loadSoon = () => setTimeout(load, 0);
  const onIntent = (event: Event) => {
    if ((event.target as Element | null)?.closest?.(NEEDS_ISLANDS)) loadSoon();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
  addEventListener('online', () => (state === 'failed' || state === 'slow') && download());
  return loadSoon;
}
