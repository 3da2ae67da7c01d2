import {
  isAlias,
  isCollection,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  Parser,
  visit,
  type Document,
  type Node,
  type Scalar,
} from 'yaml';
import type { PathSegment } from './key-path.js';

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
      logLevel: 'error', // a broken file can make odd keys; toJS() would warn about them on the terminal
    });
  }

  positionAt(offset: number): Position {
    const { line, col } = this.lineCounter.linePos(offset);
    return { line, column: col };
  }

  /** Whether `offset` is inside a # comment, which the site never shows. */
  isInComment(offset: number): boolean {
    // Comments keep their place only in the parser's tokens, nested in the lines around them.
    const inComment = (token: unknown): boolean => {
      if (typeof token !== 'object' || token === null) return false;
      const { type, offset: start, source } = token as { type?: string; offset?: number; source?: string };
      if (type === 'comment' && start !== undefined && source !== undefined) return offset >= start && offset < start + source.length;
      return Object.values(token).some(inComment);
    };
    return [...new Parser().parse(this.text)].some(inComment);
  }

  /** Where the quoted text whose closing quote is missing at `end` starts. */
  quotedTextEndingAt(end: number): number | undefined {
    return this.lastNodeEndingAt(end, (node) => isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE'));
  }

  /** Where the [ list ] or { section } whose closing bracket is missing at `end` starts. */
  flowCollectionEndingAt(end: number, map: boolean): number | undefined {
    return this.lastNodeEndingAt(end, (node) => isCollection(node) && node.flow === true && isMap(node) === map);
  }

  private lastNodeEndingAt(end: number, matches: (node: Node) => boolean): number | undefined {
    let start: number | undefined;
    visit(this.document, (_key, node) => {
      const range = (node as Node | null)?.range; // an empty value is visited as null
      if (range && range[1] === end && matches(node as Node)) start = range[0];
    });
    return start;
  }

  /**
   * Where the value at `path` is written: from its key (or its first character) to where the next
   * thing written after it starts, since until then more lines could have belonged to it.
   * `collection` for a list or section, which the next line written could have been part of.
   * Undefined when there is no such value.
   */
  spanOfValue(path: readonly PathSegment[]): { start: number; end: number; collection: boolean } | undefined {
    const { node, keyNode, depth } = this.walk(path);
    const range = depth === path.length ? node?.range : undefined;
    if (!range) return undefined;
    const blank = /(?:\s|#.*)*/y; // spaces, line breaks and comments
    blank.lastIndex = range[1];
    blank.exec(this.text);
    return { start: keyNode?.range?.[0] ?? range[0], end: blank.lastIndex, collection: isCollection(this.resolveAlias(node)) };
  }

  /** Whether a top-level key of the document is written at `offset`. */
  startsTopLevelKey(offset: number): boolean {
    const root = this.document.contents;
    return isMap(root) && root.items.some((pair) => (pair.key as Node | null)?.range?.[0] === offset);
  }

  /** The last top-level key written before `offset`, as a path; empty when there is none a path can show. */
  topLevelKeyBefore(offset: number): PathSegment[] {
    const root = this.document.contents;
    const pair = isMap(root) ? root.items.findLast((item) => ((item.key as Node | null)?.range?.[0] ?? Infinity) < offset) : undefined;
    const key = (pair?.key ?? null) as Node | null;
    return looksLikeKey(key, this.text) ? [String(key.value)] : [];
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
        // The last of two equal keys, the one toJS() and so the checks read.
        const pair = resolved.items.findLast((item) => isScalar(item.key) && String(item.key.value) === String(segment));
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

  /** What each alias stands for, found in one walk: the yaml library walks the whole document for each alias. */
  private aliasTargets?: Map<Node, Node>;

  private resolveAlias(node: Node | null): Node | null {
    if (!isAlias(node)) return node;
    if (!this.aliasTargets) {
      const targets = new Map<Node, Node>();
      const anchored = new Map<string, Node>(); // the last node with each anchor so far, as the library resolves it
      visit(this.document, {
        Node: (_key, visited) => {
          if (isAlias(visited)) {
            const target = anchored.get(visited.source);
            if (target) targets.set(visited, target);
          } else if (visited.anchor) anchored.set(visited.anchor, visited);
        },
      });
      this.aliasTargets = targets;
    }
    return this.aliasTargets.get(node) ?? node;
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
            if (!looksLikeKey(key, this.text)) return path;
            path.push(String(key.value));
            // `key: words: more` is one line read as a key inside a value, not a section.
            if (isMap(value) && !value.flow && !this.text.slice(key.range![0], value.range![0]).includes('\n')) return path;
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

/**
 * Whether a parsed key is one the owner wrote as a key. A sentence or a "key" running over lines
 * is the parser misreading a moved line or broken indentation; a key path must not show it.
 */
function looksLikeKey(key: Node | null, text: string): key is Scalar {
  if (!isScalar(key) || !key.range) return false;
  return /^[\w$-]{1,64}$/.test(text.slice(key.range[0], key.range[1]).replace(/^(["'])(.*)\1$/, '$2'));
}
