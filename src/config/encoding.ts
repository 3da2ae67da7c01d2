// site.yaml must be UTF-8 text without control characters: anything else would go into every
// page as garbage letters, or as raw bytes that a browser or a terminal acts on.
import { isUtf8 } from 'node:buffer';

/** What makes site.yaml unreadable, at an offset into its text (as far as it could be read). */
export interface BadText {
  offset: number;
  message: string;
  /** The message when `offset` turns out to be in a # comment, if it differs. */
  inComment?: string;
}

const VS_CODE_SAVE = 'the encoding in the status bar → Save with Encoding → UTF-8';

/** site.yaml's bytes as text; with `bad` when they are not UTF-8 (the text then has � in their place). */
export function decodeConfigBytes(bytes: Uint8Array): { text: string; bad?: BadText } {
  if (looksLikeUtf16(bytes))
    return { text: '', bad: { offset: 0, message: `expected a file saved as UTF-8, found one saved as UTF-16: save it as UTF-8 (in VS Code: ${VS_CODE_SAVE})` } };
  const text = new TextDecoder('utf-8').decode(bytes); // drops a UTF-8 byte order mark, which is fine
  if (isUtf8(bytes)) return { text };
  const index = firstInvalidUtf8(bytes);
  const offset = new TextDecoder('utf-8').decode(bytes.subarray(0, index)).length;
  return { text, bad: { offset, message: notUtf8Message(bytes[index]!) } };
}

function notUtf8Message(byte: number): string {
  const hex = `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  const asWindows = new TextDecoder('windows-1252').decode(Uint8Array.of(byte));
  const reading = byte >= 0x80 && !CONTROL_CHARACTER.test(asWindows) ? ` ("${asWindows}" in the older Windows-1252 encoding)` : '';
  // Saving as UTF-8 without reopening first would keep the unreadable bytes as � in the file.
  return (
    `expected text saved as UTF-8, found the byte ${hex}${reading}: save the file as UTF-8 ` +
    `(in VS Code: the encoding in the status bar → Reopen with Encoding → Western (Windows 1252), then → Save with Encoding → UTF-8)`
  );
}

/** A byte order mark of UTF-16, or text in which every other byte is zero, as ASCII letters are in UTF-16. */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const pairs = Math.min(Math.floor(bytes.length / 2), 512);
  let zerosFirst = 0;
  let zerosSecond = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) zerosFirst++;
    if (bytes[2 * i + 1] === 0) zerosSecond++;
  }
  return pairs >= 2 && Math.max(zerosFirst, zerosSecond) > pairs / 2;
}

/** The index of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629). */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    const [length, low, high] = sequenceShape(lead);
    if (length === 0) return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      const [min, max] = k === 1 ? [low, high] : [0x80, 0xbf];
      if (next === undefined || next < min || next > max) return i;
    }
    i += length;
  }
  return bytes.length;
}

/** How many bytes a sequence starting with `lead` takes, and the range its second byte must be in. */
function sequenceShape(lead: number): [length: number, low: number, high: number] {
  if (lead < 0x80) return [1, 0, 0];
  if (lead >= 0xc2 && lead <= 0xdf) return [2, 0x80, 0xbf];
  if (lead === 0xe0) return [3, 0xa0, 0xbf]; // no overlong forms
  if (lead === 0xed) return [3, 0x80, 0x9f]; // no surrogates
  if (lead >= 0xe1 && lead <= 0xef) return [3, 0x80, 0xbf];
  if (lead === 0xf0) return [4, 0x90, 0xbf];
  if (lead === 0xf4) return [4, 0x80, 0x8f]; // nothing past U+10FFFF
  if (lead >= 0xf1 && lead <= 0xf3) return [4, 0x80, 0xbf];
  return [0, 0, 0];
}

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const NAMES: Record<number, string> = {
  0x00: 'null',
  0x07: 'bell',
  0x08: 'backspace',
  0x0b: 'vertical tab',
  0x0c: 'form feed',
  0x1b: 'escape',
  0x7f: 'delete',
  0x85: 'next line',
};

/** `U+001B (escape)` */
export function nameOfControlCharacter(character: string): string {
  const code = character.charCodeAt(0);
  const name = NAMES[code] ?? 'a control character';
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')} (${name})`;
}

/** The first control character written into the text itself, if any. */
export function findControlCharacter(text: string): BadText | undefined {
  const match = CONTROL_CHARACTER.exec(text);
  if (!match) return undefined;
  const name = nameOfControlCharacter(match[0]);
  const fix = 'delete it (it often comes with text copied out of another program)';
  return {
    offset: match.index,
    message: `expected text without control characters, found ${name}, which cannot be seen here but would go into every page: ${fix}`,
    // No page shows a comment, but an editor or a terminal showing the file acts on it all the same.
    inComment: `expected a comment without control characters, found ${name}, which cannot be seen here: ${fix}`,
  };
}

/**
 * The first U+FFFD, which an editor writes where it could not read a character: it stays in a
 * UTF-8 file after a save in the wrong encoding, and would show as � on the pages.
 */
export function findReplacementCharacter(text: string): BadText | undefined {
  const offset = text.indexOf('\uFFFD');
  if (offset < 0) return undefined;
  const others = text.split('\uFFFD').length - 2;
  const found = `found the replacement character �${others > 0 ? ` (and ${others} more in the file)` : ''}`;
  const cause = 'which an editor leaves where it could not read a letter when the file was saved in the wrong encoding';
  const fix = 'type the lost letter again (often an accented letter such as é, or a curly quote)';
  return {
    offset,
    message: `expected letters, ${found}, ${cause}, and which the pages show as it is: ${fix}`,
    inComment: `expected letters, ${found} in a comment, ${cause}: ${fix}`,
  };
}
