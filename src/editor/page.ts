/** The editor page: a shell the browser code fills in, with this session's token for its requests and the file's state, to save a round trip. */
export function editorPage(token: string, fileLabel: string, state: unknown): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="edit-token" content="${escape(token)}">
<title>Edit ${escape(fileLabel)}</title>
<link rel="stylesheet" href="/editor.css">
<script type="module" src="/editor.js"></script>
</head>
<body>
<div id="editor"><p class="loading">Loading the editor…</p></div>
<script type="application/json" id="editor-state">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>
</body>
</html>
`;
}

/** The editor page's own policy: only its own script, and the preview the only frame. */
export const EDITOR_PAGE_POLICY =
  "default-src 'self'; img-src 'self' blob:; style-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
