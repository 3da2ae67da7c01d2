import type { ConfigProblem } from '../config/problem.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The lines around a problem, with a caret under its column, as editors show them. */
function excerpt(source: string | undefined, problem: ConfigProblem): string {
  if (source === undefined) return '';
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, problem.line - 1);
  const last = Math.min(lines.length, problem.line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    out.push(`${n === problem.line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === problem.line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, problem.column - 1))}^`);
  }
  return `<pre class="excerpt">${escapeHtml(out.join('\n'))}</pre>`;
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d1d1f;background:#fff5f5}
main{max-width:60rem;margin:0 auto;padding:2rem 1.25rem}
h1{margin:0 0 .5rem;color:#8c1d18;font-size:1.6rem}
.hint{margin:0 0 1.5rem;color:#444}
ol{padding-left:1.25rem}
li{margin:0 0 1.25rem;padding:1rem;background:#fff;border:1px solid #f0c4c1;border-radius:.5rem}
.where{margin:0 0 .25rem;font-weight:700}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9rem}
pre{margin:.75rem 0 0;padding:.75rem;overflow:auto;background:#1d1d1f;color:#f5f5f7;border-radius:.375rem}
`;

function page(title: string, body: string, reloadScript: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main><script type="module" src="${reloadScript}"></script></body></html>`;
}

/** The page the dev server shows instead of the site while site.yaml is broken. */
export function configErrorPage(file: string, problems: readonly ConfigProblem[], source: string | undefined, reloadScript: string): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  const items = [...problems]
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map(
      (problem) =>
        `<li><p class="where"><code>${escapeHtml(`${file}:${problem.line}:${problem.column}`)}</code>&nbsp; <code>${escapeHtml(problem.keyPath || '(whole file)')}</code></p>` +
        `<p>${escapeHtml(problem.message)}</p>${excerpt(source, problem)}</li>`,
    )
    .join('');
  return page(
    `${file} has ${count}`,
    `<h1>${escapeHtml(file)} has ${count}</h1><p class="hint">Fix ${problems.length === 1 ? 'it' : 'them'} and save: this page reloads by itself, and the site comes back as soon as the file is right.</p><ol>${items}</ol>`,
    reloadScript,
  );
}

/** The page shown when a build failed for another reason, such as a code change that does not work. */
export function buildFailedPage(message: string, reloadScript: string): string {
  return page(
    'The build failed',
    `<h1>The build failed</h1><p class="hint">This is not a problem with site.yaml. Save a fix and this page reloads by itself.</p><pre>${escapeHtml(message)}</pre>`,
    reloadScript,
  );
}
