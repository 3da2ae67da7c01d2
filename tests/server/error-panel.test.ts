import { describe, expect, it } from 'vitest';
import { configErrorReport } from '../../src/dev/error-page.js';
import { pageInjection } from '../../src/dev/page-injection.js';
import { parseHtml } from '../helpers/html.js';

// String.replace reads `$$`, `$&`, `` $` `` and `$'` in a replacement string as patterns: a
// site.yaml line holding them was shown mangled (and `` $` `` pasted the page's head into the panel).
describe('the dev error panel shows site.yaml as it is', () => {
  const LAST_GOOD_PAGE = '<!DOCTYPE html><html><head><title>Home</title></head><body><h1>Mowing Made Simple</h1></body></html>';
  const lines = ['business:', '  name: Cash $$ and $& and $` and $\' and $1', '  phone: 12'];
  const problem = { line: 2, column: 9, keyPath: 'business.name', message: 'expected no dollars, found `Cash $$ and $& and $` and $\' and $1`' };

  it('in the panel over the last good page', () => {
    const report = configErrorReport('site.yaml', [problem], lines.join('\n'));
    const pages = pageInjection({ problem: () => report, hasGoodBuild: () => true });
    const html = pages.transformHtml(LAST_GOOD_PAGE);
    const panel = parseHtml(html).querySelector('[data-dev-error]')!;
    expect(panel.querySelector('.excerpt')!.textContent).toContain(`> 2 | ${lines[1]}`);
    expect(panel.querySelector('li > p:not(.where)')!.textContent).toBe(problem.message);
    expect(html.match(/<title>/g)).toHaveLength(1); // `$\`` would paste the head into the panel
  });
});
