import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
  type YAMLError,
} from 'yaml';
import type { ConfigProblem, PathSegment } from './problem.js';
import { formatKeyPath } from './problem.js';

export interface Position {
  line: number;
  column: number;
}

/** A parsed site.yaml that can say where each key and value came from. */
export class YamlSource {
  private readonly lineCounter = new LineCounter();
  readonly document: Document.Parsed;

  constructor(readonly text: string) {
    this.document = parseDocument(text, {
      lineCounter: this.lineCounter,
      prettyErrors: false,
      uniqueKeys: true,
    });
  }

  positionAt(offset: number): Position {
    const { line, col } = this.lineCounter.linePos(offset);
    return { line, column: col };
  }

  /** Syntax errors, each with the key path it sits under. */
  syntaxProblems(): ConfigProblem[] {
    const seen = new Set<number>();
    // One mistake often trips several parser errors at the same spot: report it once.
    const firstAtEachSpot = this.document.errors.filter((error) => !seen.has(error.pos[0]) && seen.add(error.pos[0]));
    return firstAtEachSpot.map((error) => {
      const offset = this.whereItStarts(error);
      return { ...this.positionAt(offset), keyPath: formatKeyPath(this.pathAtOffset(offset)), message: explainSyntaxError(error) };
    });
  }

  /**
   * The parser notices a missing closing quote where it gave up, often the end of the file;
   * the owner needs the opening quote, the last one of its kind before that point.
   */
  private whereItStarts(error: YAMLError): number {
    const quote = error.code === 'MISSING_CHAR' ? /closing (["'])/.exec(error.message)?.[1] : undefined;
    const opening = quote ? this.text.lastIndexOf(quote, error.pos[0] - 1) : -1;
    return opening >= 0 ? opening : error.pos[0];
  }

  /** The node at `path`, or the deepest existing ancestor and how far it got. */
  private walk(path: readonly PathSegment[]): { node: Node | null; depth: number; keyNode: Node | null } {
    let node: Node | null = this.document.contents;
    let keyNode: Node | null = null;
    let depth = 0;
    for (const segment of path) {
      const resolved = this.resolveAlias(node);
      let next: Node | null = null;
      let nextKey: Node | null = null;
      if (isMap(resolved)) {
        const pair = resolved.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
        if (pair) {
          next = (pair.value as Node | null) ?? (pair.key as Node);
          nextKey = pair.key as Node;
        }
      } else if (isSeq(resolved) && typeof segment === 'number') {
        next = (resolved.items[segment] as Node | undefined) ?? null;
      }
      if (!next) break;
      node = next;
      keyNode = nextKey;
      depth++;
    }
    return { node, depth, keyNode };
  }

  private resolveAlias(node: Node | null): Node | null {
    if (isAlias(node)) return (node.resolve(this.document) as Node | undefined) ?? node;
    return node;
  }

  /** Where the value at `path` starts; the nearest existing parent when it is missing. */
  positionOfValue(path: readonly PathSegment[]): Position {
    const { node } = this.walk(path);
    return this.positionAt(node?.range?.[0] ?? 0);
  }

  /** Where the key of the last segment of `path` is written (for unknown keys). */
  positionOfKey(path: readonly PathSegment[]): Position {
    const { node, keyNode, depth } = this.walk(path);
    const anchor = depth === path.length && keyNode ? keyNode : node;
    return this.positionAt(anchor?.range?.[0] ?? 0);
  }

  /**
   * Where a key missing from the map at `parentPath` belongs: beside the map's first key (new keys
   * go at that indentation), or at the parent's own key when the map is empty.
   */
  positionForMissingKey(parentPath: readonly PathSegment[]): Position & { besideKey?: string } {
    const { node, keyNode, depth } = this.walk(parentPath);
    const resolved = this.resolveAlias(node);
    if (depth === parentPath.length && isMap(resolved) && resolved.items.length > 0) {
      const firstKey = resolved.items[0]?.key as Node | undefined;
      return { ...this.positionAt(firstKey?.range?.[0] ?? 0), besideKey: isScalar(firstKey) ? String(firstKey.value) : undefined };
    }
    return this.positionAt((keyNode ?? node)?.range?.[0] ?? 0);
  }

  /** The key path of the deepest node that contains `offset`, for locating syntax errors. */
  pathAtOffset(offset: number): PathSegment[] {
    const path: PathSegment[] = [];
    let node: unknown = this.document.contents;
    for (;;) {
      let next: unknown = null;
      if (isMap(node)) {
        for (const pair of node.items) {
          const key = pair.key as Node | null;
          const value = pair.value as Node | null;
          const start = key?.range?.[0] ?? value?.range?.[0];
          const end = value?.range?.[2] ?? key?.range?.[2];
          if (start !== undefined && end !== undefined && offset >= start && offset <= end) {
            // A "key" that runs over lines is the parser misreading broken indentation, not a key.
            if (!isScalar(key) || this.text.slice(key.range![0], key.range![1]).includes('\n')) return path;
            path.push(String(key.value));
            next = value;
            break;
          }
        }
      } else if (isSeq(node)) {
        node.items.forEach((item, index) => {
          const range = (item as Node | null)?.range;
          if (!next && range && offset >= range[0] && offset <= range[2]) {
            path.push(index);
            next = item;
          }
        });
      } else if (isPair(node)) {
        next = node.value;
      }
      if (!next) return path;
      node = next;
    }
  }
}

const syntaxHints: Partial<Record<YAMLError['code'], string>> = {
  BAD_INDENT: 'the indentation here does not line up; keys at the same level must start in the same column',
  TAB_AS_INDENT: 'a tab is used for indentation; use spaces instead',
  DUPLICATE_KEY: 'this key appears twice in the same section; remove or rename one of them',
  MISSING_CHAR: 'a closing character is missing: a quote, ] or } opened here is never closed',
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

function explainSyntaxError(error: YAMLError): string {
  const detail = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+.*$/, '') ?? '';
  const hint = /call stack/i.test(error.message)
    ? 'lists or sections are nested too deeply to read'
    : (syntaxHints[error.code] ?? 'the YAML here cannot be read');
  return `expected valid YAML, found a mistake: ${hint} (${detail})`;
}
