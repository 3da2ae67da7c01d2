import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentType, contentTypeOf } from '../content-types.js';
import { requestUrl } from '../server/request-path.js';
import { ERROR_CSS, errorOverlay, errorPage, type ErrorReport } from './error-page.js';
import { RELOAD_CLIENT } from './live-reload.js';

const RELOAD_SCRIPT = '/__dev/reload.js';
const ERROR_STYLES = '/__dev/error.css';

const DEV_CLIENT = `${RELOAD_CLIENT}document.addEventListener('click', (event) => {
  if (event.target.closest?.('[data-dev-error-dismiss]')) document.querySelector('[data-dev-error]')?.remove();
});
`;

export interface BuildStatus {
  /** What went wrong with the latest build, or undefined when it worked. */
  problem(): ErrorReport | undefined;
  hasGoodBuild(): boolean;
}

export interface PageInjection {
  transformHtml(html: string): string;
  /** Answers the dev server's own files, and pages while there is no good build; false otherwise. */
  intercept(request: IncomingMessage, response: ServerResponse): boolean;
}

/**
 * What the dev server adds to the site it serves: the reload script in every page and, while the
 * build is broken, the error panel over the last good page. The script and styles are files of
 * their own (/__dev/…), which the site's Content-Security-Policy allows, unlike inline ones.
 */
export function pageInjection(status: BuildStatus): PageInjection {
  return {
    transformHtml(html) {
      const report = status.problem();
      const overlay = report ? errorOverlay(report, 'Show the last good version') : '';
      // Functions, not strings: a replacement string reads `$$`, `$&` and `` $` `` in the owner's text as patterns.
      return html
        .replace('</head>', () => (overlay ? `<link rel="stylesheet" href="${ERROR_STYLES}"></head>` : '</head>'))
        .replace('</body>', () => `${overlay}<script type="module" src="${RELOAD_SCRIPT}"></script></body>`);
    },
    intercept(request, response) {
      const path = requestUrl(request).pathname;
      if (path === RELOAD_SCRIPT || path === ERROR_STYLES) {
        response.writeHead(200, { 'Content-Type': contentTypeOf(path), 'Cache-Control': 'no-store' }).end(path === RELOAD_SCRIPT ? DEV_CLIENT : ERROR_CSS);
        return true;
      }
      const report = status.problem();
      // Before any good build there is no page to lay the report over: it gets a page of its own.
      const wantsPage = (request.headers.accept ?? '').includes('text/html');
      if (!report || status.hasGoodBuild() || !wantsPage) return false;
      response.writeHead(500, { 'Content-Type': contentType('.html'), 'Cache-Control': 'no-store' }).end(errorPage(report, ERROR_STYLES, RELOAD_SCRIPT));
      return true;
    },
  };
}
