/**
 * Where one item of a top-level block list stands (`towns[2]`), found from indentation alone, so a
 * change inside it parses that item and not a file of a thousand towns. In a block mapping at the
 * root, every line at column 0 is a key or a comment (continuation lines of anything must be
 * indented), and every line of a list item is indented more than its dash.
 */
export interface ItemWindow {
  start: number;
  end: number;
}

/** Where each item of a top-level block list begins, and where the list ends. */
export function topLevelListItems(text: string, key: string): { starts: number[]; end: number } | null {
  if (/^(?:---|\.\.\.|%)/m.test(text)) return null;
  const keyLine = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:[ \\t]*(?:#.*)?$`, 'm').exec(text);
  if (!keyLine) return null;
  let offset = text.indexOf('\n', keyLine.index) + 1;
  if (offset === 0) return null;
  let dashColumn = -1;
  const starts: number[] = [];
  while (offset < text.length) {
    const newline = text.indexOf('\n', offset);
    const lineEnd = newline < 0 ? text.length : newline;
    const line = text.slice(offset, lineEnd);
    const content = line.trimStart();
    const column = line.length - content.length;
    if (content !== '' && !content.startsWith('#')) {
      const isDash = content[0] === '-' && (content.length === 1 || content[1] === ' ');
      if (dashColumn < 0) {
        if (!isDash) return null; // not a block list
        dashColumn = column;
      }
      if (column < dashColumn || (column === dashColumn && !isDash) || (column === 0 && !isDash)) break;
      if (column === dashColumn) starts.push(offset);
    }
    offset = lineEnd + 1;
  }
  return starts.length ? { starts, end: Math.min(offset, text.length) } : null;
}

/** Where a top-level key's whole entry stands: its line up to the next line at column 0 that is not a comment. */
export function topLevelEntryWindow(text: string, key: string): ItemWindow | null {
  if (/^(?:---|\.\.\.|%)/m.test(text)) return null;
  const keyLine = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(?:[ \\t]|$)`, 'm').exec(text);
  if (!keyLine) return null;
  const next = /^[^\s#]/m;
  const lineAfter = text.indexOf('\n', keyLine.index) + 1;
  if (lineAfter === 0) return { start: keyLine.index, end: text.length };
  const match = next.exec(text.slice(lineAfter));
  return { start: keyLine.index, end: match ? lineAfter + match.index : text.length };
}
