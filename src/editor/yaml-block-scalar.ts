/**
 * Rewrites a folded (`>`) or literal (`|`) block scalar with a new string, keeping its header,
 * its indentation and, for folded text, the line breaks of every line the owner did not touch.
 * Returns null when the new text cannot be a block scalar of this kind (the caller quotes it).
 */
export function rewriteBlockScalar(oldSource: string, newValue: string, defaultIndent: number): string | null {
  const headerEnd = oldSource.indexOf('\n');
  if (headerEnd < 0) return null;
  const header = /^([|>])([-+1-9]*)(.*)$/.exec(oldSource.slice(0, headerEnd));
  if (!header) return null;
  const [, style, indicators = '', afterHeader = ''] = header;
  if (/[1-9]/.test(indicators)) return null; // an explicit indentation indicator: rare; quote instead

  const trailing = /\n*$/.exec(newValue)![0].length;
  const body = newValue.slice(0, newValue.length - trailing);
  if (trailing > 1 || body === '' || body.startsWith('\n') || /[\r\u0000-\u0008\u000b-\u001f\u007f\u0085\u2028\u2029\ufeff]/.test(body)) return null;
  const folded = style === '>';
  if (folded ? /(^|\n)[ \t]/.test(body) : /^[ \t]/.test(body)) return null;

  const oldLines = oldSource.slice(headerEnd + 1).split('\n');
  let lastContent = -1;
  oldLines.forEach((line, index) => {
    if (line.trim() !== '') lastContent = index;
  });
  const firstContent = oldLines.find((line) => line.trim() !== '');
  const indent = firstContent === undefined ? defaultIndent : firstContent.length - firstContent.trimStart().length;
  const tail = lastContent < 0 ? oldSource.slice(headerEnd + 1) : oldLines.slice(lastContent + 1).join('\n');
  const oldContent = oldLines.slice(0, lastContent + 1).map((line) => line.slice(indent));

  const lines = folded ? foldedLines(body, oldContent) : body.split('\n');
  const chomp = trailing === 0 ? '-' : '';
  const pad = ' '.repeat(indent);
  return `${style}${indicators.replace(/[-+]/, '')}${chomp}${afterHeader}\n${lines.map((line) => (line === '' ? '' : pad + line)).join('\n')}\n${tail}`;
}

/** Folded text: one line per paragraph, except that lines kept from the old text keep their breaks. */
function foldedLines(body: string, oldContent: string[]): string[] {
  const oldParagraphs: string[][] = [];
  const reliable = oldContent.every((line) => !/^[ \t]/.test(line) && !/[ \t]$/.test(line));
  if (reliable) {
    let current: string[] = [];
    for (const line of oldContent) {
      if (line === '') {
        if (current.length) oldParagraphs.push(current);
        current = [];
      } else current.push(line);
    }
    if (current.length) oldParagraphs.push(current);
  }
  const lines: string[] = [];
  const parts = body.split(/(\n+)/);
  let paragraph = 0;
  for (const part of parts) {
    if (part.startsWith('\n')) {
      // In folded text a single line break is a space; k breaks in the value need k empty lines.
      for (let i = 0; i < part.length; i++) lines.push('');
    } else {
      lines.push(...keepBreaks(part, oldParagraphs[paragraph] ?? []));
      paragraph++;
    }
  }
  return lines;
}

function keepBreaks(paragraph: string, oldLines: readonly string[]): string[] {
  const head: string[] = [];
  const tail: string[] = [];
  let rest = paragraph;
  let first = 0;
  for (; first < oldLines.length; first++) {
    const line = oldLines[first]!;
    if (rest.length > line.length + 1 && rest.startsWith(`${line} `) && rest[line.length + 1] !== ' ') {
      head.push(line);
      rest = rest.slice(line.length + 1);
    } else break;
  }
  for (let last = oldLines.length - 1; last >= first; last--) {
    const line = oldLines[last]!;
    const cut = rest.length - line.length - 1;
    if (cut > 0 && rest.endsWith(` ${line}`) && rest[cut - 1] !== ' ') {
      tail.unshift(line);
      rest = rest.slice(0, cut);
    } else break;
  }
  return [...head, rest, ...tail];
}

/** What follows a block scalar's header on its line (a comment), and the blank lines after its text. */
export function blockScalarParts(oldSource: string): { afterHeader: string; tail: string } {
  const headerEnd = oldSource.indexOf('\n');
  const afterHeader = (headerEnd < 0 ? oldSource : oldSource.slice(0, headerEnd)).replace(/^[|>][-+1-9]*/, '');
  const lines = headerEnd < 0 ? [] : oldSource.slice(headerEnd + 1).split('\n');
  let lastContent = -1;
  lines.forEach((line, index) => {
    if (line.trim() !== '') lastContent = index;
  });
  return { afterHeader, tail: lastContent < 0 ? lines.join('\n') : lines.slice(lastContent + 1).join('\n') };
}
