import { CORE_SCHEMA, load as loadJsYaml } from 'js-yaml';
import { parse as parseYaml } from 'yaml';

/**
 * How one value is written as YAML text. Every plain scalar is checked by reading it back with
 * both parsers the project uses (js-yaml CORE_SCHEMA for builds, `yaml` 1.2 core for errors),
 * so a string that looks like a number, a boolean or null ("08831", "true", "~") gets quotes.
 */

export type ScalarValue = string | number | boolean | null | bigint;

export function isScalarValue(value: unknown): value is ScalarValue {
  return value === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof value);
}

/** Why a value cannot be written, or null when it can. */
export function unwritable(value: unknown): string | null {
  if (value === undefined) return 'no value given (use delete to remove a key)';
  if (typeof value === 'number' && !Number.isFinite(value)) return `${value} is not a number YAML can hold here`;
  if (typeof value === 'function' || typeof value === 'symbol') return `a ${typeof value} cannot be written to site.yaml`;
  if (Array.isArray(value)) {
    for (const item of value) {
      const why = unwritable(item);
      if (why) return why;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return 'only plain objects, lists and scalars can be written';
    for (const item of Object.values(value)) {
      const why = unwritable(item);
      if (why) return why;
    }
  }
  return null;
}

/** Text of a number, boolean or null: always plain. */
export function plainNonString(value: number | boolean | null | bigint): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

// Printable in YAML's sense (c-printable) and nothing a reader might take for a line break.
function needsEscape(code: number): boolean {
  return (
    code < 0x20 ||
    code === 0x7f ||
    (code >= 0x80 && code < 0xa0) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0xd800 && code <= 0xdfff) ||
    code === 0xfeff ||
    code === 0xfffe ||
    code === 0xffff
  );
}

function hasUnprintable(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (needsEscape(text.charCodeAt(i))) return true;
  return false;
}

export function doubleQuoted(text: string): string {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const code = text.charCodeAt(i);
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (needsEscape(code)) out += code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

export function singleQuoted(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** Quoted the way that needs no escaping: double quotes, else single, else escaped double quotes. */
export function quoted(text: string): string {
  if (!hasUnprintable(text) && !text.includes('\n') && !text.includes('\t')) {
    if (!text.includes('"') && !text.includes('\\')) return doubleQuoted(text);
    if (!text.includes("'")) return singleQuoted(text);
  }
  return doubleQuoted(text);
}

/** Can single quotes hold `text` on one line? */
export function fitsSingleQuotes(text: string): boolean {
  return !hasUnprintable(text) && !text.includes('\n') && !text.includes('\t');
}

function readsBack(source: string, expected: unknown, pick: (data: unknown) => unknown, yaml11: boolean): boolean {
  try {
    const viaYaml = pick(parseYaml(source, { strict: true, uniqueKeys: true }));
    const viaJsYaml = pick(loadJsYaml(source, { schema: CORE_SCHEMA }));
    const viaYaml11 = yaml11 ? pick(parseYaml(source, { version: '1.1' })) : expected;
    return Object.is(viaYaml, expected) && Object.is(viaJsYaml, expected) && Object.is(viaYaml11, expected);
  } catch {
    return false;
  }
}

const plainCache = new Map<string, boolean>();

/**
 * Can `text` stand as a plain scalar (as a value, or inside a flow collection) and read back as
 * this very string? `yaml11` also rules out what YAML 1.1 readers take for another type
 * (`09:00`, `2027-03-01`, `yes`): new values get quotes a person would expect there.
 */
export function isSafePlain(text: string, inFlow: boolean, yaml11 = false): boolean {
  if (text === '' || text !== text.trim() || /[\n\r\t]/.test(text) || hasUnprintable(text)) return false;
  if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(text) && !/^[-?:][^\s,[\]{}]/.test(text)) return false;
  if (text.includes(': ') || text.includes(' #') || text.endsWith(':')) return false;
  if (inFlow && /[,[\]{}]/.test(text)) return false;
  const cacheKey = `${inFlow ? 'f' : 'b'}${yaml11 ? '1' : '2'}${text}`;
  const cached = plainCache.get(cacheKey);
  if (cached !== undefined) return cached;
  const safe = inFlow
    ? readsBack(`[${text}]`, text, (data) => (data as unknown[])[0], yaml11) && readsBack(`{k: ${text}}`, text, (data) => (data as Record<string, unknown>)['k'], yaml11)
    : readsBack(`k: ${text}\n`, text, (data) => (data as Record<string, unknown>)['k'], yaml11) && readsBack(`- ${text}\n`, text, (data) => (data as unknown[])[0], yaml11);
  if (plainCache.size > 10_000) plainCache.clear();
  plainCache.set(cacheKey, safe);
  return safe;
}

/** A string as a plain scalar when that reads back as the same string, else quoted. */
export function plainOrQuoted(text: string, inFlow: boolean, yaml11 = false): string {
  return isSafePlain(text, inFlow, yaml11) ? text : quoted(text);
}

/** A key of a mapping: plain when safe, quoted otherwise. */
export function keyText(key: string): string {
  return isSafePlain(key, true) && !key.includes(':') && !key.includes('?') ? key : quoted(key);
}

/** One-line text of a scalar for a new value (no style to keep). */
export function scalarText(value: ScalarValue, inFlow: boolean): string {
  return typeof value === 'string' ? plainOrQuoted(value, inFlow, true) : plainNonString(value);
}
