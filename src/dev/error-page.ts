import type { ConfigProblem } from '../config/problem.js';

// What the dev server shows while the site cannot be built: a panel over the last good build,
// or a page of its own when there is none yet.

export const ERROR_CSS = `
.dev-error{position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem 1.25rem;background:#fff5f5;color:#1d1d1f;font:16px/1.5 system-ui,sans-serif}
.dev-error-box{max-width:60rem;margin:0 auto}
.dev-error h1{margin:0 0 .5rem;color:#8c1d18;font-size:1.6rem}
.dev-error .hint{margin:0 0 1.5rem;color:#444}
.dev-error ol{padding-left:1.25rem}
.dev-error li{margin:0 0 1.25rem;padding:1rem;background:#fff;border:1px solid #f0c4c1;border-radius:.5rem}
.dev-error .where{margin:0 0 .25rem;font-weight:700}
.dev-error code,.dev-error pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9rem}
.dev-error pre{margin:.75rem 0 0;padding:.75rem;overflow:auto;background:#1d1d1f;color:#f5f5f7;border-radius:.375rem}
.dev-error button{font:inherit;font-weight:700;padding:.5rem 1rem;border:2px solid #8c1d18;border-radius:999px;background:#fff;color:#8c1d18;cursor:pointer}
`;

export interface ErrorReport {
  title: string;
  /** The report's HTML: heading, hint and details. */
  html: string;
}

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

/** site.yaml's problems: the same words as the command line, with the lines around each. */
export function configErrorReport(file: string, problems: readonly ConfigProblem[], source: string | undefined): ErrorReport {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  const items = [...problems]
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map(
      (problem) =>
        `<li><p class="where"><code>${escapeHtml(`${file}:${problem.line}:${problem.column}`)}</code>&nbsp; <code>${escapeHtml(problem.keyPath || '(whole file)')}</code></p>` +
        `<p>${escapeHtml(problem.message)}</p>${excerpt(source, problem)}</li>`,
    )
    .join('');
  const title = `${file} has ${count}`;
  return {
    title,
    html: `<h1>${escapeHtml(title)}</h1><p class="hint">Fix ${problems.length === 1 ? 'it' : 'them'} and save: this page reloads by itself, and the site comes back as soon as the file is right.</p><ol>${items}</ol>`,
  };
}

/** A build that failed for another reason, such as a code change that does not work. */
export function buildFailedReport(message: string): ErrorReport {
  return {
    title: 'The build failed',
    html: `<h1>The build failed</h1><p class="hint">This is not a problem with site.yaml. Save a fix and this page reloads by itself.</p><pre>${escapeHtml(message)}</pre>`,
  };
}

/** The report as a panel over the last good page, which a button puts aside. */
export function errorOverlay(report: ErrorReport, dismissLabel: string): string {
  return `<div class="dev-error" role="alertdialog" aria-modal="true" aria-label="${escapeHtml(report.title)}" data-dev-error=""><div class="dev-error-box">${report.html}<p><button type="button" data-dev-error-dismiss="">${escapeHtml(dismissLabel)}</button></p></div></div>`;
}

/** The report as a page of its own, when there is no good build to show under it. */
export function errorPage(report: ErrorReport, styles: string, reloadScript: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(report.title)}</title><link rel="stylesheet" href="${styles}"></head><body><div class="dev-error">${`<div class="dev-error-box">${report.html}</div>`}</div><script type="module" src="${reloadScript}"></script></body></html>`;
}
