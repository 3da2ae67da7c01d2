import { Window } from 'happy-dom';

/** Parses HTML into a DOM to query, with scripts and styles left alone. */
export function parseHtml(html: string): Document {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** The visible-ish text of the elements matching `selector`, whitespace collapsed. */
export const textsOf = (root: ParentNode, selector: string): string[] =>
  Array.from(root.querySelectorAll(selector)).map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim());

export const hrefsOf = (root: ParentNode, selector: string): string[] =>
  Array.from(root.querySelectorAll(selector)).map((element) => element.getAttribute('href') ?? '');
