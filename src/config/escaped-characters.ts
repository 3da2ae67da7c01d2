// Control characters can also be written as escapes inside double quotes ("\e[31m", "\x07"): the
// bytes of the file are clean, but the value would still put them into every page.
import { CONTROL_CHARACTER, nameOfControlCharacter } from './encoding.js';
import { type PathSegment } from './key-path.js';
import { quoted } from './shown-text.js';

export interface EscapedCharacter {
  path: PathSegment[];
  /** True when the key itself holds the character, not its value. */
  isKey: boolean;
  message: string;
}

const MAX_REPORTED = 20;

/** Keys and text values that hold a control character, at most a screenful of them. */
export function controlCharactersIn(data: unknown): EscapedCharacter[] {
  const found: EscapedCharacter[] = [];
  const stack: Array<{ value: unknown; path: PathSegment[] }> = [{ value: data, path: [] }];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (CONTROL_CHARACTER.test(value)) found.push({ path, isKey: false, message: messageFor(value) });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (CONTROL_CHARACTER.test(key)) found.push({ path: [...path, key], isKey: true, message: messageFor(key) });
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found;
}

function messageFor(text: string): string {
  const character = CONTROL_CHARACTER.exec(text)![0];
  return (
    `expected text without control characters, found ${nameOfControlCharacter(character)} in ${quoted(text)}: ` +
    'remove the escape that writes it (a backslash such as \\e, \\x1b or \\u001b inside double quotes)'
  );
}
