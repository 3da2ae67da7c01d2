// The `yaml` library's errors, said in plain words at the place the owner has to look: one
// problem per mistake, not per error it trips.
import type { YAMLError } from 'yaml';
import { type ConfigProblem } from './problem.js';
import { formatKeyPath, type PathSegment } from './key-path.js';
import { shownText } from './shown-text.js';
import type { YamlSource } from './yaml-source.js';

/**
 * What a mistake does to the rest of the document. Some can misread everything after them (an
 * unclosed quote swallows the file); a line out of shape (a tab, a wrong indentation, a missing
 * space after a colon) can misread the rest of its top-level section, until a key at the start of a
 * line takes the parser back to the top; a few put only the value they sit in in doubt, or nothing.
 */
type MistakeEffect = 'misreads-what-follows' | 'misreads-its-section' | 'value-in-doubt' | 'none';

/**
 * The English wording of the `yaml` package's messages that this module reads, beyond their codes.
 * Because of it package.json pins `yaml` to one exact version, and tests/config/yaml-wording.test.ts
 * feeds a mistake for each pattern, failing when an update words one differently.
 */
export const YAML_WORDING = {
  /** The position yaml appends when it prettifies a message; our messages give their own. */
  position: / at line \d+, column \d+.*$/,
  /** A token after the document ended; from then on yaml reports every later token too. */
  outsideDocument: / in YAML stream\b/,
  unclosedQuote: /^Missing closing (["'])quote/,
  unclosedFlow: /^Flow (sequence|map)\b.*end with a ([\]}])/,
  nestedCompactMap: /^Nested mappings are not allowed in compact mappings/,
  keyWithoutValue: /^Implicit map keys need to be followed by map values/,
  /** The JavaScript engine's words for a stack overflow, which yaml passes on as RESOURCE_EXHAUSTION. */
  tooDeep: /call stack/i,
} as const;

const EFFECTS: Partial<Record<YAMLError['code'], MistakeEffect>> = {
  DUPLICATE_KEY: 'none',
  KEY_OVER_1024_CHARS: 'none',
  BAD_DQ_ESCAPE: 'value-in-doubt',
  TAG_RESOLVE_FAILED: 'value-in-doubt',
  BAD_ALIAS: 'value-in-doubt',
  TAB_AS_INDENT: 'misreads-its-section',
  BAD_INDENT: 'misreads-its-section',
  BLOCK_AS_IMPLICIT_KEY: 'misreads-its-section',
  MULTILINE_IMPLICIT_KEY: 'misreads-its-section',
};

/**
 * The stretch of the file, [from, to), that a mistake may have misread, and the section it sits
 * in: what is written outside the stretch, and the section's parents, are read as written.
 */
export interface Doubt {
  from: number;
  to: number;
  section: PathSegment[];
}

export interface SyntaxMistake {
  /** Undefined when the mistake changes nothing else, such as a key written twice. */
  doubt?: Doubt;
  problem: ConfigProblem;
}

/** Every YAML mistake in the file, once each, in file order. */
export function syntaxMistakes(source: YamlSource): SyntaxMistake[] {
  const mistakes = withoutEchoes(source.document.errors, source.text).map((error) => {
    const { offset, message, path = source.pathAtOffset(offset), swallowsRest, effect } = explain(error, source);
    return {
      offset,
      swallowsRest,
      doubt: doubtOf(effect ?? EFFECTS[error.code] ?? 'misreads-what-follows', offset, path, source),
      problem: { ...source.positionAt(offset), keyPath: formatKeyPath(path), message },
    };
  });
  // A quote or bracket left open to the end of the file takes in everything after it.
  const openToTheEnd = mistakes.find((mistake) => mistake.swallowsRest)?.offset ?? Infinity;
  return mistakes.filter((mistake) => mistake.offset <= openToTheEnd).map(({ doubt, problem }) => ({ doubt, problem }));
}

function doubtOf(effect: MistakeEffect, offset: number, path: PathSegment[], source: YamlSource): Doubt | undefined {
  if (effect === 'none') return undefined;
  if (effect === 'value-in-doubt') return { from: offset, to: source.spanOfValue(path)?.end ?? offset + 1, section: path };
  if (effect === 'misreads-its-section') {
    const from = firstWrittenOnLine(source.text, source.text.lastIndexOf('\n', offset - 1) + 1);
    const to = nextTopLevelLine(source.text, from);
    const onTopLevelLine = from === 0 || source.text[from - 1] === '\n';
    // Only when the parser is back at the top where the next section starts, as written.
    if (to === source.text.length || source.startsTopLevelKey(to + 1))
      return { from, to, section: onTopLevelLine ? [] : source.topLevelKeyBefore(from) };
  }
  return { from: offset, to: Infinity, section: [] };
}

/**
 * One mistake often trips several errors: keep the first at each spot, the first token found
 * outside the document, and after a tab used for indentation nothing else until the next
 * top-level key, since the tab derails what follows.
 */
function withoutEchoes(errors: readonly YAMLError[], text: string): YAMLError[] {
  const derailed: Array<[number, number]> = errors
    .filter((error) => error.code === 'TAB_AS_INDENT')
    .map((error) => [text.lastIndexOf('\n', error.pos[0] - 1) - 1, nextTopLevelLine(text, error.pos[0])]);
  const tabLines = new Set<number>();
  const seen = new Set<number>();
  let outsideDocument = false;
  return errors.filter((error) => {
    const at = error.pos[0];
    if (seen.has(at)) return false;
    seen.add(at);
    // Once the parser has left the document, it reports every later token on its own.
    if (YAML_WORDING.outsideDocument.test(error.message)) {
      if (outsideDocument) return false;
      outsideDocument = true;
    }
    if (error.code === 'TAB_AS_INDENT') {
      const line = text.lastIndexOf('\n', at - 1);
      if (tabLines.has(line)) return false;
      tabLines.add(line);
      return true;
    }
    return !derailed.some(([from, to]) => at >= from && at < to);
  });
}

/** The offset of the next line that starts a top-level key (or of the end of the text). */
function nextTopLevelLine(text: string, offset: number): number {
  const pattern = /\n(?=[^\s#-])/g;
  pattern.lastIndex = offset;
  return pattern.exec(text)?.index ?? text.length;
}

const IF_CUT_SHORT = 'or if the file was cut short, restore its end from a copy';

/**
 * Where to look and what to say; `path` when the key path at that offset is not the one meant,
 * `effect` when the error's code alone does not tell.
 */
function explain(
  error: YAMLError,
  source: YamlSource,
): { offset: number; message: string; path?: PathSegment[]; swallowsRest?: boolean; effect?: MistakeEffect } {
  const detail = error.message.split('\n')[0]?.replace(YAML_WORDING.position, '') ?? '';
  const atEnd = source.text.slice(error.pos[0]).trim() === '';

  const quote = YAML_WORDING.unclosedQuote.exec(detail)?.[1];
  if (quote) {
    const opening = source.quotedTextEndingAt(error.pos[0]) ?? source.text.lastIndexOf(quote, error.pos[0] - 1);
    return {
      offset: Math.max(opening, 0),
      swallowsRest: atEnd,
      effect: 'misreads-what-follows',
      message: atEnd
        ? `expected a closing ${quote} for the text that starts here, found the end of the file: add the closing ${quote}, ${IF_CUT_SHORT}`
        : `expected a closing ${quote} for the text that starts here, found none: add the closing ${quote} at the end of the text`,
    };
  }

  const flow = YAML_WORDING.unclosedFlow.exec(detail);
  if (flow) {
    const [what, opener] = flow[1] === 'sequence' ? ['list', '['] : ['section', '{'];
    const closer = flow[2]!;
    const start = source.flowCollectionEndingAt(error.pos[0], flow[1] === 'map') ?? error.pos[0];
    return {
      offset: start,
      swallowsRest: atEnd,
      effect: 'misreads-what-follows', // inside a section its code is BAD_INDENT, which alone would say less
      message: atEnd
        ? `expected ${closer} to close the ${what} that starts here with ${opener}, found the end of the file: add ${closer} after its last entry, ${IF_CUT_SHORT}`
        : `expected ${closer} to close the ${what} that starts here with ${opener}, found none: add ${closer} after its last entry`,
    };
  }

  // `title:Mowing` is text, not a key: YAML needs a space after the colon.
  const glued = /^([\w-]+):([^\s:][^\n]*)/.exec(source.text.slice(error.pos[0], error.pos[0] + 200));
  if (glued && (error.code === 'MULTILINE_IMPLICIT_KEY' || error.code === 'MISSING_CHAR'))
    return {
      offset: error.pos[0],
      path: [...source.pathAtOffset(error.pos[0]), glued[1]!],
      effect: 'misreads-its-section',
      message: `expected a space after the colon of \`${glued[1]}:\`, found \`${shownText(glued[0], 40)}\`: write \`${glued[1]}: ${shownText(glued[2]!, 40)}\``,
    };

  if (error.code === 'TAB_AS_INDENT')
    return {
      offset: error.pos[0],
      path: pathOfTabbedLine(source, source.text.lastIndexOf('\n', error.pos[0] - 1) + 1),
      message: 'expected spaces for indentation, found a tab: YAML does not allow tabs there; replace it with spaces',
    };

  if (YAML_WORDING.nestedCompactMap.test(detail)) {
    // The "key" the parser saw runs from the value on to the next colon: over a line break, the
    // line after the value is indented too far and reads as more of it.
    const colon = source.text.slice(error.pos[0]).search(/:(\s|$)/);
    const lineBreak = source.text.indexOf('\n', error.pos[0]);
    if (colon >= 0 && lineBreak >= 0 && lineBreak < error.pos[0] + colon) {
      const offset = firstWrittenOnLine(source.text, lineBreak + 1);
      // The parser filed the line under the value above; the owner knows it by its own key.
      const key = /^[\w$-]{1,64}(?=:)/.exec(source.text.slice(offset, offset + 65))?.[0];
      const above = source.pathAtOffset(error.pos[0]);
      return {
        offset,
        path: key ? [...above.slice(0, -1), key] : above,
        message:
          'expected this line to start in the same column as the key above it, found it indented further, so it reads as more of the value above: ' +
          'line it up with the keys of its section',
      };
    }
    return {
      offset: error.pos[0],
      message:
        'expected one key per line, found a second one: the value holds a colon and a space (": "), which makes the words before it read as a key; ' +
        'put the whole value in quotes',
    };
  }

  if (YAML_WORDING.keyWithoutValue.test(detail))
    return {
      offset: error.pos[0],
      effect: 'misreads-its-section',
      message: 'expected `key: value`, found a line without a colon: add the key and its colon, or if the line belongs to the text above, put that text in quotes',
    };

  // The parser points at the start of the line; the owner looks for the first thing written on it.
  const offset = error.code === 'BAD_INDENT' ? firstWrittenOnLine(source.text, error.pos[0]) : error.pos[0];
  const hint = YAML_WORDING.tooDeep.test(error.message) ? 'lists or sections are nested too deeply to read' : (HINTS[error.code] ?? 'the YAML here cannot be read');
  return { offset, message: `expected valid YAML, found a mistake: ${hint} (${shownText(detail, 120)})` };
}

/**
 * The key path of a line indented with a tab. The parser puts such a line anywhere, so read it
 * from the text: the key written on it, beside the key of the line above, or under it when that
 * line opens a section.
 */
function pathOfTabbedLine(source: YamlSource, lineStart: number): PathSegment[] {
  const { text } = source;
  let start = lineStart;
  let above: string | undefined;
  while (start > 0 && above === undefined) {
    const end = start - 1;
    start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    if (!/^\s*(#.*)?$/.test(line)) above = line;
  }
  if (above === undefined) return [];
  const pathAbove = source.pathAtOffset(start + /^\s*(?:-\s+)*/.exec(above)![0].length);
  const parent = /:\s*(#.*)?$/.test(above) ? pathAbove : pathAbove.slice(0, -1);
  const key = /^\s*([\w$-]{1,64}):/.exec(text.slice(lineStart, lineStart + 200))?.[1];
  return key ? [...parent, key] : parent;
}

function firstWrittenOnLine(text: string, offset: number): number {
  if (offset > 0 && text[offset - 1] !== '\n') return offset;
  const indent = /^[ \t]*/.exec(text.slice(offset, offset + 200))![0].length;
  return offset + indent;
}

const HINTS: Partial<Record<YAMLError['code'], string>> = {
  BAD_INDENT: 'the indentation here does not line up; keys at the same level must start in the same column',
  DUPLICATE_KEY: 'this key appears twice in the same section; remove or rename one of them',
  BLOCK_AS_IMPLICIT_KEY: 'a colon or indentation is out of place; each key needs a colon and its value',
  MULTILINE_IMPLICIT_KEY: 'a key runs over more than one line; a key and its colon must be on one line',
  UNEXPECTED_TOKEN: 'something here is out of place; check the colons, dashes and indentation',
  BAD_SCALAR_START: 'a value starts with a character that needs quotes around the whole value',
  BAD_DQ_ESCAPE: 'a backslash inside double quotes is not a valid escape; use single quotes or \\\\',
  MULTIPLE_DOCS: 'the file contains more than one document (a line with ---); keep only one',
  BAD_ALIAS: 'a *reference points to an &anchor that does not exist',
  TAG_RESOLVE_FAILED: 'a value marked with ! or !! could not be read; remove the tag',
  KEY_OVER_1024_CHARS: 'a key is longer than 1,024 characters',
  RESOURCE_EXHAUSTION: 'the file reuses values (&anchor / *alias) too many times',
};
