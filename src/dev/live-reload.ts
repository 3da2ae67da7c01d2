import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestUrl } from '../server/request-path.js';

const EVENTS = '/__dev/events';

/** The browser's half: reload the page when the dev server says so. */
export const RELOAD_CLIENT = `new EventSource(${JSON.stringify(EVENTS)}).addEventListener('reload', () => location.reload());\n`;

export interface LiveReload {
  /** Answers an open page's subscription to the event stream; false for any other request. */
  subscribe(request: IncomingMessage, response: ServerResponse): boolean;
  reload(): void;
  close(): void;
}

/** The server-sent event stream that open pages listen to. */
export function createLiveReload(): LiveReload {
  const pages = new Set<ServerResponse>();
  return {
    subscribe(request, response) {
      if (requestUrl(request).pathname !== EVENTS) return false;
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      response.write('retry: 500\n\n');
      pages.add(response);
      request.on('close', () => pages.delete(response));
      return true;
    },
    reload() {
      for (const page of pages) page.write('event: reload\ndata: {}\n\n');
    },
    close() {
      for (const page of pages) page.end();
    },
  };
}
