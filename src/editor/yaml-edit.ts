import { Composer, isAlias, isMap, isScalar, isSeq, parseDocument, Parser, type Document, type Node, type Pair, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import { formatKeyPath, type Change, type KeyPath } from '../config/key-path.js';
import { blockScalarParts, rewriteBlockScalar } from './yaml-block-scalar.js';
import type { KeyOrder } from './yaml-key-order.js';
import { topLevelEntryWindow, topLevelListItems } from '../config/yaml-window.js';
import { doubleQuoted, fitsSingleQuotes, isScalarValue, keyText, plainNonString, plainOrQuoted, quoted, scalarText, singleQuoted, unwritable, type ScalarValue } from './yaml-scalar.js';

/**
 * Edits site.yaml's text where each value stands, so every byte the owner wrote and the editor
 * did not change (comments, blank lines, quoting, key order, folded lines) stays as it was.
 * `Document.toString()` would re-serialise the whole file; this never does.
 * Nor does it use `CST.setScalarValue`: that writes a string plain without checking what it reads
 * back as ("08831" comes back a number), and puts each paragraph of a folded block on one line,
 * where this keeps the line breaks the owner wrote around the words that changed.
 */

export class EditError extends Error {
  constructor(
    message: string,
    readonly path: KeyPath,
  ) {
    super(path.length ? `${formatKeyPath(path)}: ${message}` : message);
    this.name = 'EditError';
  }
}

/** site.yaml's text with `changes` applied in order; every byte not part of a changed value stays as it was. */
export function applyChanges(text: string, changes: readonly Change[], keyOrder: KeyOrder = () => []): string {
  // Work on LF text; a file written with CRLF throughout gets CRLF back.
  const crlf = text.includes('\r\n') && !/(^|[^\r])\n/.test(text);
  let work = crlf ? text.replaceAll('\r\n', '\n') : text;
  // Every entry ends with a line break while we work, so moved and added lines never run together.
  const addedNewline = work !== '' && !work.endsWith('\n');
  if (addedNewline) work += '\n';
  for (const change of changes) {
    const part = partFor(change, work);
    try {
      if (!part) throw new NeedsWholeFile();
      work = new SiteText(work, keyOrder, part.window).apply(part.change);
    } catch (error) {
      // Refused or not answerable from a part: the whole file decides (and names the real path).
      if (!(error instanceof NeedsWholeFile) && !(error instanceof EditError)) throw error;
      work = new SiteText(work, keyOrder).apply(change);
    }
  }
  if (addedNewline && work.endsWith('\n')) work = work.slice(0, -1);
  return crlf ? work.replaceAll('\n', '\r\n') : work;
}

/**
 * The part of the file a change needs parsed. Parsing a file of 1,000 towns takes far longer than
 * a save may, so a change within some items of a top-level list (`towns[2].slug`, a new town
 * between two others, a move) parses those items alone, and a change under another top-level key
 * (`hero.headline`) parses that key's entry. Item numbers are counted from the first item parsed.
 */
type Window = { kind: 'entry'; key: string; start: number; end: number } | { kind: 'items'; key: string; start: number; end: number; count: number };
function partFor(change: Change, text: string): { window: Window; change: Change } | undefined {
  const [key, index] = change.path;
  if (typeof key !== 'string') return undefined;
  const items = topLevelListItems(text, key);
  if (items) {
    const count = items.starts.length;
    const part = (first: number, last: number, translated: Change) => ({
      window: { kind: 'items', key, start: items.starts[first]!, end: items.starts[last + 1] ?? items.end, count: last - first + 1 } as const,
      change: translated,
    });
    const within = (first: number): KeyPath => [key, (index as number) - first, ...change.path.slice(2)];
    if (typeof index === 'number') {
      if (!Number.isInteger(index) || index < 0 || index >= count) return undefined;
      if (change.op === 'delete' && change.path.length === 2) {
        if (count < 2) return undefined;
        const first = index > 0 ? index - 1 : index; // the list keeps another item in view
        return part(first, first + 1, { ...change, path: within(first) });
      }
      return part(index, index, { ...change, path: within(index) });
    }
    if (change.path.length === 1 && change.op === 'insert' && Number.isInteger(change.index) && change.index >= 0 && change.index <= count) {
      const first = Math.max(0, change.index - 1);
      return part(first, Math.min(count - 1, change.index), { ...change, index: change.index - first });
    }
    if (change.path.length === 1 && change.op === 'move' && [change.from, change.to].every((i) => Number.isInteger(i) && i >= 0 && i < count)) {
      const first = Math.min(change.from, change.to);
      return part(first, Math.max(change.from, change.to), { ...change, from: change.from - first, to: change.to - first });
    }
  }
  // A top-level key itself (set or delete of `reviews`) needs its neighbours: the whole file.
  if (change.path.length < 2 && change.op !== 'insert' && change.op !== 'move') return undefined;
  const entry = topLevelEntryWindow(text, key);
  return entry ? { window: { kind: 'entry', key, ...entry }, change } : undefined;
}

/** The part of the file that was parsed cannot answer; parse it all. */
class NeedsWholeFile extends Error {}

type Collection = YAMLMap<unknown, unknown> | YAMLSeq<unknown>;
type Slot =
  | { kind: 'root' }
  | { kind: 'pair'; map: YAMLMap<unknown, unknown>; pair: Pair<unknown, unknown>; index: number; parentPath: KeyPath }
  | { kind: 'item'; seq: YAMLSeq<unknown>; index: number; parentPath: KeyPath };
interface Place {
  node: Node | null;
  slot: Slot;
  inFlow: boolean;
}

function isFlow(node: unknown): boolean {
  if (!isMap(node) && !isSeq(node)) return false;
  const token = (node as Collection).srcToken;
  return token ? token.type === 'flow-collection' : node.flow === true;
}

function isEmptyNode(node: Node | null): boolean {
  return node === null || (isScalar(node) && node.value === null);
}

function isInlineValue(value: unknown): boolean {
  if (isScalarValue(value)) return true;
  return Array.isArray(value) ? value.length === 0 : Object.keys(value as object).length === 0;
}

function range(node: unknown): [number, number, number] {
  const r = (node as Node).range;
  if (!r) throw new Error('a node without its source range: the document was not parsed from text');
  return r;
}

class SiteText {
  private readonly doc: Document.Parsed;
  private seqIndentCache: number | undefined;

  constructor(
    private readonly text: string,
    private readonly keyOrder: KeyOrder,
    private readonly window?: Window,
  ) {
    if (window) {
      // Parsed on its own, with offsets that count from the start of the whole text.
      const parser = new Parser();
      parser.offset = window.start;
      const composer = new Composer({ keepSourceTokens: true, uniqueKeys: false });
      const docs = [...composer.compose(parser.parse(text.slice(window.start, window.end)), true, window.end)];
      const doc = docs[0] as Document.Parsed | undefined;
      const root = doc?.contents;
      const shaped =
        window.kind === 'items'
          ? isSeq(root) && !isFlow(root) && root.items.length === window.count
          : isMap(root) && root.items.length === 1 && isScalar(root.items[0]!.key) && root.items[0]!.key.value === window.key;
      if (docs.length !== 1 || !doc || doc.errors.length || !shaped) throw new NeedsWholeFile();
      this.doc = doc;
      return;
    }
    this.doc = parseDocument(text, { keepSourceTokens: true, uniqueKeys: false });
    const error = this.doc.errors[0];
    if (error) throw new EditError(`site.yaml cannot be edited until it reads as YAML: ${error.message}`, []);
  }

  apply(change: Change): string {
    switch (change.op) {
      case 'set':
        return this.set(change.path, change.value);
      case 'delete':
        return this.delete(change.path);
      case 'insert':
        return this.insert(change.path, change.index, change.value);
      case 'move':
        return this.move(change.path, change.from, change.to);
      default:
        throw new EditError(`unknown change ${JSON.stringify((change as { op?: unknown }).op)}`, (change as { path?: KeyPath }).path ?? []);
    }
  }

  // ---- finding where a value stands ----

  private resolve(path: KeyPath): { place: Place; depth: number } {
    let place: Place = { node: this.doc.contents as Node | null, slot: { kind: 'root' }, inFlow: false };
    let depth = 0;
    if (this.window && path[0] !== this.window.key) throw new NeedsWholeFile();
    if (this.window?.kind === 'items') depth = 1; // the parsed text is the list's items: the list is its root
    for (; depth < path.length; depth++) {
      const segment = path[depth]!;
      const node = place.node;
      if (isAlias(node)) throw new EditError('a value written as an alias (*name) cannot be edited here', path.slice(0, depth));
      const inFlow = place.inFlow || isFlow(node);
      if (isMap(node) && typeof segment === 'string') {
        const index = node.items.findIndex((pair) => isScalar(pair.key) && String(pair.key.value) === segment);
        if (index < 0) return { place, depth };
        const pair = node.items[index]!;
        place = { node: (pair.value as Node | null) ?? null, slot: { kind: 'pair', map: node, pair, index, parentPath: path.slice(0, depth) }, inFlow };
      } else if (isSeq(node) && typeof segment === 'number' && Number.isInteger(segment)) {
        if (segment < 0 || segment >= node.items.length) return { place, depth };
        place = { node: (node.items[segment] as Node | null) ?? null, slot: { kind: 'item', seq: node, index: segment, parentPath: path.slice(0, depth) }, inFlow };
      } else return { place, depth };
    }
    return { place, depth: path.length };
  }

  private notFound(path: KeyPath, depth: number, place: Place): EditError {
    const missing = path.slice(0, depth + 1);
    const node = place.node;
    const segment = path[depth];
    if (isSeq(node) && typeof segment === 'number') return new EditError(`there is no item ${segment} (the list has ${node.items.length})`, missing);
    if (isSeq(node)) return new EditError(`${formatKeyPath(path.slice(0, depth)) || 'the file'} is a list: expected an item number`, missing);
    if (isMap(node) && typeof segment === 'number') return new EditError(`${formatKeyPath(path.slice(0, depth)) || 'the file'} is not a list`, missing);
    if (isMap(node)) return new EditError('there is no such key', missing);
    return new EditError(`${formatKeyPath(path.slice(0, depth)) || 'the file'} holds a single value, not keys or items`, missing);
  }

  // ---- line arithmetic ----

  private lineStart(offset: number): number {
    return this.text.lastIndexOf('\n', offset - 1) + 1;
  }

  private column(offset: number): number {
    return offset - this.lineStart(offset);
  }

  private atLineStart(offset: number): boolean {
    return this.text.slice(this.lineStart(offset), offset).trim() === '';
  }

  /** Start of the line after the last line of `node`'s text (blank lines after it excluded). */
  private entryEnd(node: unknown): number {
    const [start, valueEnd] = range(node);
    let end = valueEnd;
    if (end === 0 || this.text[end - 1] !== '\n') {
      const newline = this.text.indexOf('\n', end);
      end = newline < 0 ? this.text.length : newline + 1;
    }
    // A block scalar's range takes in the blank lines after it; they separate entries.
    while (end > start + 1) {
      const previous = this.lineStart(end - 1);
      if (previous <= start || this.text.slice(previous, end).trim() !== '') break;
      end = previous;
    }
    return end;
  }

  /** Where the comment lines directly above a line (same column, no blank line between) begin. */
  private leadingCommentsStart(lineStart: number, column: number): number {
    let start = lineStart;
    while (start > 0) {
      const previous = this.lineStart(start - 1);
      const line = this.text.slice(previous, start - 1);
      const indent = line.length - line.trimStart().length;
      if (!line.trimStart().startsWith('#') || indent !== column) break;
      start = previous;
    }
    return start;
  }

  private isBlankLineAt(offset: number): boolean {
    if (offset >= this.text.length) return false;
    const newline = this.text.indexOf('\n', offset);
    return this.text.slice(offset, newline < 0 ? this.text.length : newline).trim() === '';
  }

  private splice(start: number, end: number, insert: string): string {
    return this.text.slice(0, start) + insert + this.text.slice(end);
  }

  /** Removes whole lines [start, end), and one of the blank lines that would then stand together. */
  private removeLines(start: number, end: number): string {
    const blankBefore = start > 0 && this.isBlankLineAt(this.lineStart(start - 1));
    if (blankBefore && this.isBlankLineAt(end)) end = this.text.indexOf('\n', end) + 1;
    else if (blankBefore && end >= this.text.length) start = this.lineStart(start - 1);
    return this.splice(start, end, '');
  }

  private dashOffset(seq: YAMLSeq<unknown>, index: number, path: KeyPath): number {
    const token = seq.srcToken;
    if (token?.type === 'block-seq') {
      const indicator = token.items[index]?.start.find((part) => part.type === 'seq-item-ind');
      if (indicator && 'offset' in indicator) return indicator.offset;
    }
    throw new EditError('this list item is written in a way the editor cannot change', [...path, index]);
  }

  /** The whole lines of a block list item: its leading comments, its `- ` line and everything under it. */
  private itemLines(seq: YAMLSeq<unknown>, index: number, path: KeyPath): { start: number; end: number } {
    const dash = this.dashOffset(seq, index, path);
    if (!this.atLineStart(dash)) throw new EditError('a list written on the line of another list item cannot be changed here', [...path, index]);
    return { start: this.leadingCommentsStart(this.lineStart(dash), this.column(dash)), end: this.entryEnd(seq.items[index] ?? seq) };
  }

  // ---- writing new values ----

  /** How far a block list sits in from its key, as the file already does it (2 when unknown). */
  private seqIndent(): number {
    if (this.seqIndentCache !== undefined) return this.seqIndentCache;
    let found = 2;
    const search = (node: unknown): boolean => {
      if (isMap(node) && !isFlow(node)) {
        for (const pair of node.items) {
          if (isSeq(pair.value) && !isFlow(pair.value) && pair.value.items.length && isScalar(pair.key)) {
            const dash = pair.value.srcToken?.type === 'block-seq' ? pair.value.srcToken.items[0]?.start.find((part) => part.type === 'seq-item-ind') : undefined;
            if (dash && 'offset' in dash) {
              found = Math.max(0, this.column(dash.offset) - this.column(range(pair.key)[0]));
              return true;
            }
          }
          if (search(pair.value)) return true;
        }
      }
      return false;
    };
    search(this.doc.contents);
    this.seqIndentCache = found;
    return found;
  }

  private orderedEntries(object: object, path: KeyPath): [string, unknown][] {
    const entries = Object.entries(object).filter(([, value]) => value !== undefined);
    const order = this.keyOrder(path);
    const rank = (key: string): number => {
      const index = order.indexOf(key);
      return index < 0 ? order.length : index;
    };
    return entries.map((entry, index) => ({ entry, index })).sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.index - b.index).map(({ entry }) => entry);
  }

  /** A value on one line, as inside `[ ]` or `{ }`. */
  private flowText(value: unknown, path: KeyPath): string {
    if (isScalarValue(value)) return scalarText(value, true);
    if (Array.isArray(value)) return `[${value.map((item, index) => this.flowText(item, [...path, index])).join(', ')}]`;
    const entries = this.orderedEntries(value as object, path);
    if (!entries.length) return '{}';
    return `{ ${entries.map(([key, item]) => `${keyText(key)}: ${this.flowText(item, [...path, key])}`).join(', ')} }`;
  }

  /** A scalar after `key: ` or `- `: one line, or a folded block for text of several paragraphs. */
  private scalarPiece(value: ScalarValue, contentColumn: number): string[] {
    if (typeof value === 'string' && value.includes('\n')) {
      const block = rewriteBlockScalar('>-\n', value, contentColumn);
      if (block) return block.slice(0, -1).split('\n');
    }
    return [scalarText(value, false)];
  }

  /** Lines (with indentation) of a value that goes under a key or dash at `column`, in block style. */
  private blockLines(value: object, column: number, path: KeyPath): string[] {
    if (Array.isArray(value)) return value.flatMap((item, index) => this.itemEntryLines(item, column, [...path, index], false));
    return this.orderedEntries(value, path).flatMap(([key, item]) => this.pairEntryLines(keyText(key), item, column, [...path, key]));
  }

  private pairEntryLines(key: string, value: unknown, column: number, path: KeyPath): string[] {
    const pad = ' '.repeat(column);
    if (isScalarValue(value)) {
      const [first, ...more] = this.scalarPiece(value, column + 2);
      return [`${pad}${key}: ${first}`, ...more];
    }
    if (isInlineValue(value)) return [`${pad}${key}: ${this.flowText(value, path)}`];
    const childColumn = column + (Array.isArray(value) ? this.seqIndent() : 2);
    return [`${pad}${key}:`, ...this.blockLines(value as object, childColumn, path)];
  }

  private itemEntryLines(value: unknown, column: number, path: KeyPath, flowObjects: boolean): string[] {
    const pad = ' '.repeat(column);
    if (isScalarValue(value)) {
      const [first, ...more] = this.scalarPiece(value, column + 2);
      return [`${pad}- ${first}`, ...more];
    }
    if (isInlineValue(value) || (flowObjects && !Array.isArray(value))) return [`${pad}- ${this.flowText(value, path)}`];
    const lines = this.blockLines(value as object, column + 2, path);
    lines[0] = `${pad}- ${lines[0]!.slice(column + 2)}`;
    return lines;
  }

  private checkWritable(value: unknown, path: KeyPath): void {
    const why = unwritable(value);
    if (why) throw new EditError(why, path);
  }

  // ---- the changes ----

  private set(path: KeyPath, value: unknown): string {
    this.checkWritable(value, path);
    if (!path.length) throw new EditError('the whole file cannot be replaced; change its keys one by one', path);
    const { place, depth } = this.resolve(path);
    if (depth === path.length) {
      const node = place.node;
      if (isScalarValue(value) && isScalar(node) && range(node)[1] > range(node)[0]) return this.setScalar(node, value, place.inFlow);
      return this.replaceSlot(place, value, path);
    }
    // Missing: create the key, and any objects on the way to it.
    const rest = path.slice(depth + 1);
    if (typeof path[depth] !== 'string' || rest.some((segment) => typeof segment !== 'string')) throw this.notFound(path, depth, place);
    const nested = rest.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
    if (isEmptyNode(place.node) && place.slot.kind !== 'root') return this.replaceSlot(place, { [path[depth] as string]: nested }, path.slice(0, depth));
    if (isMap(place.node)) return this.addPair(place.node, path[depth] as string, nested, path.slice(0, depth), place.inFlow);
    throw this.notFound(path, depth, place);
  }

  private setScalar(node: Scalar, value: ScalarValue, inFlow: boolean): string {
    const [start, end] = range(node);
    const old = this.text.slice(start, end);
    const isBlock = node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL';
    // The column of the key (after any list dashes): a block's text sits deeper than it.
    const lineIndent = /^(?:\s*-(?=\s))*\s*/.exec(this.text.slice(this.lineStart(start), start))![0].length;
    if (isBlock) {
      const contentColumn = lineIndent + 2;
      const block = typeof value === 'string' ? rewriteBlockScalar(old, value, contentColumn) : null;
      if (block !== null) return this.splice(start, end, block);
      const { afterHeader, tail } = blockScalarParts(old);
      const single = typeof value === 'string' ? quoted(value) : plainNonString(value);
      return this.splice(start, end, `${single}${afterHeader}\n${tail}`);
    }
    let source: string;
    if (typeof value !== 'string') source = plainNonString(value);
    else if (node.type === 'QUOTE_DOUBLE') source = doubleQuoted(value);
    else if (node.type === 'QUOTE_SINGLE') source = fitsSingleQuotes(value) ? singleQuoted(value) : doubleQuoted(value);
    else if (!inFlow && value.includes('\n') && this.atLineStartOfValueLine(start)) {
      const piece = this.scalarPiece(value, lineIndent + 2);
      source = piece.join('\n');
    } else source = plainOrQuoted(value, inFlow, true); // what YAML 1.1 readers take for a date or a number gets quotes too
    return this.splice(start, end, source);
  }

  /** The value ends its line (only a comment may follow), so a block scalar can replace it. */
  private atLineStartOfValueLine(start: number): boolean {
    const newline = this.text.indexOf('\n', start);
    const rest = this.text.slice(start, newline < 0 ? this.text.length : newline);
    return !rest.includes(' #');
  }

  /** Writes `value` in place of whatever stands in `place` (nothing, a scalar, a whole list or object). */
  private replaceSlot(place: Place, value: unknown, path: KeyPath): string {
    const { slot, node } = place;
    if (slot.kind === 'root') throw new EditError('the whole file cannot be replaced; change its keys one by one', path);
    if (slot.kind === 'pair') {
      const key = slot.pair.key;
      const [keyStart, keyEnd] = range(key);
      if (isFlow(slot.map) || place.inFlow) {
        const text = this.flowText(value, path);
        if (node && !isEmptyNode(node)) return this.splice(range(node)[0], range(node)[1], text);
        const colon = this.text.indexOf(':', keyEnd);
        const valueEnd = node ? range(node)[1] : colon + 1;
        return this.splice(colon + 1, Math.max(colon + 1, valueEnd), ` ${text}`);
      }
      const lines = this.pairEntryLines(this.text.slice(keyStart, keyEnd), value, this.column(keyStart), path);
      const end = this.entryEnd(node && range(node)[1] > range(node)[0] ? node : key);
      return this.splice(keyStart, end, `${lines.join('\n').slice(this.column(keyStart))}\n`);
    }
    const item = slot.seq.items[slot.index];
    if (isFlow(slot.seq) || place.inFlow) return this.splice(range(item)[0], range(item)[1], this.flowText(value, path));
    const dash = this.dashOffset(slot.seq, slot.index, slot.parentPath);
    const column = this.column(dash);
    const lines = this.itemEntryLines(value, column, path, false);
    return this.splice(dash, this.entryEnd(item ?? slot.seq), `${lines.join('\n').slice(column)}\n`);
  }

  private addPair(map: YAMLMap<unknown, unknown>, key: string, value: unknown, mapPath: KeyPath, inFlow: boolean): string {
    if (this.window?.kind === 'entry' && map === this.doc.contents) throw new NeedsWholeFile();
    const order = this.keyOrder(mapPath);
    const existing = (name: string): Pair<unknown, unknown> | undefined => map.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === name);
    const at = order.indexOf(key);
    let preceding: Pair<unknown, unknown> | undefined;
    if (at < 0) preceding = map.items[map.items.length - 1];
    else for (let i = at - 1; i >= 0 && !preceding; i--) preceding = existing(order[i]!);
    const path = [...mapPath, key];

    if (isFlow(map) || inFlow) {
      const entry = `${keyText(key)}: ${this.flowText(value, path)}`;
      if (!map.items.length) return this.splice(range(map)[0], range(map)[1], `{ ${entry} }`);
      if (preceding) return this.splice(this.pairEnd(preceding), this.pairEnd(preceding), `, ${entry}`);
      const first = range(map.items[0]!.key)[0];
      return this.splice(first, first, `${entry}, `);
    }

    const first = map.items[0]!;
    const column = this.column(range(first.key)[0]);
    const entry = `${this.pairEntryLines(keyText(key), value, column, path).join('\n')}\n`;
    if (preceding) {
      const index = map.items.indexOf(preceding);
      const position = this.entryEnd(this.pairValueOrKey(preceding));
      const gapIndex = index < map.items.length - 1 ? index : index - 1;
      return this.splice(position, position, this.blankBetween(map, gapIndex) ? `\n${entry}` : entry);
    }
    const firstKey = range(first.key)[0];
    const blank = this.blankBetween(map, 0) ? '\n' : '';
    if (!this.atLineStart(firstKey)) {
      // The first key shares its line with a list's dash: the new key takes that place.
      return this.splice(firstKey, firstKey, `${entry.slice(column)}${blank}${' '.repeat(column)}`);
    }
    const position = this.leadingCommentsStart(this.lineStart(firstKey), column);
    return this.splice(position, position, entry + blank);
  }

  private pairValueOrKey(pair: Pair<unknown, unknown>): unknown {
    const value = pair.value as Node | null;
    return value && range(value)[1] > range(value)[0] ? value : pair.key;
  }

  private pairEnd(pair: Pair<unknown, unknown>): number {
    return range(this.pairValueOrKey(pair))[1];
  }

  /** Does a blank line separate entry `index` of a block map from the next? */
  private blankBetween(map: YAMLMap<unknown, unknown>, index: number): boolean {
    const pair = map.items[index];
    const next = map.items[index + 1];
    if (!pair || !next || index < 0) return false;
    const end = this.entryEnd(this.pairValueOrKey(pair));
    const nextStart = range(next.key)[0];
    const start = this.leadingCommentsStart(this.lineStart(nextStart), this.column(nextStart));
    return start > end && this.text.slice(end, start).split('\n').some((line, i, lines) => i < lines.length - 1 && line.trim() === '');
  }

  private delete(path: KeyPath): string {
    if (!path.length) throw new EditError('the whole file cannot be removed', path);
    const { place, depth } = this.resolve(path);
    if (depth < path.length) {
      // A key that is not there is already cleared.
      if (depth === path.length - 1 && typeof path[depth] === 'string' && (isMap(place.node) || isEmptyNode(place.node))) return this.text;
      throw this.notFound(path, depth, place);
    }
    const { slot } = place;
    if (slot.kind === 'root') throw new EditError('the whole file cannot be removed', path);
    const container = slot.kind === 'pair' ? slot.map : slot.seq;
    if (this.window?.kind === 'entry' && container === this.doc.contents) throw new NeedsWholeFile();
    if (container.items.length === 1) {
      // The last entry: leave an empty object or list rather than a key with nothing under it.
      if (!slot.parentPath.length) throw new EditError('the file needs at least one key', path);
      const parent = this.resolve(slot.parentPath).place;
      return isFlow(container) ? this.splice(range(container)[0], range(container)[1], slot.kind === 'pair' ? '{}' : '[]') : this.replaceSlot(parent, slot.kind === 'pair' ? {} : [], slot.parentPath);
    }
    if (isFlow(container)) {
      const bounds = (i: number): [number, number] => {
        const item = container.items[i]!;
        return slot.kind === 'pair' ? [range((item as Pair<unknown, unknown>).key)[0], this.pairEnd(item as Pair<unknown, unknown>)] : [range(item)[0], range(item)[1]];
      };
      const i = slot.index;
      return i < container.items.length - 1 ? this.splice(bounds(i)[0], bounds(i + 1)[0], '') : this.splice(bounds(i - 1)[1], bounds(i)[1], '');
    }
    if (slot.kind === 'pair') {
      const keyStart = range(slot.pair.key)[0];
      if (!this.atLineStart(keyStart)) {
        // `- name: Ogdenville` loses `name`: the next key moves up beside the dash.
        return this.splice(keyStart, range(slot.map.items[slot.index + 1]!.key)[0], '');
      }
      const start = this.leadingCommentsStart(this.lineStart(keyStart), this.column(keyStart));
      return this.removeLines(start, this.entryEnd(this.pairValueOrKey(slot.pair)));
    }
    const { start, end } = this.itemLines(slot.seq, slot.index, slot.parentPath);
    return this.removeLines(start, end);
  }

  private listAt(path: KeyPath): { place: Place; seq: YAMLSeq<unknown> | null } {
    const { place, depth } = this.resolve(path);
    if (depth < path.length) {
      if (depth === path.length - 1 && typeof path[depth] === 'string' && isMap(place.node)) return { place: { ...place, node: null }, seq: null };
      throw this.notFound(path, depth, place);
    }
    if (isEmptyNode(place.node)) return { place, seq: null };
    if (!isSeq(place.node)) throw new EditError('not a list', path);
    return { place, seq: place.node };
  }

  private insert(path: KeyPath, index: number, value: unknown): string {
    this.checkWritable(value, [...path, index]);
    const { place, seq } = this.listAt(path);
    const length = seq ? seq.items.length : 0;
    if (!Number.isInteger(index) || index < 0 || index > length) throw new EditError(`cannot insert at ${index}: the list has ${length} items`, [...path, index]);
    if (!seq) return this.set(path, [value]);
    const itemPath = [...path, index];
    if (isFlow(seq) || place.inFlow) {
      if (!length) {
        if (!isInlineValue(value) && !place.inFlow) return this.replaceSlot(place, [value], path);
        return this.splice(range(seq)[0], range(seq)[1], `[${this.flowText(value, itemPath)}]`);
      }
      const text = this.flowText(value, itemPath);
      if (index === length) {
        const end = range(seq.items[length - 1])[1];
        return this.splice(end, end, `, ${text}`);
      }
      const start = range(seq.items[index])[0];
      return this.splice(start, start, `${text}, `);
    }
    const dash = this.dashOffset(seq, 0, path);
    const neighbour = seq.items[index - 1] ?? seq.items[index];
    const lines = this.itemEntryLines(value, this.column(dash), itemPath, isMap(neighbour) && isFlow(neighbour));
    const position = index < length ? this.itemLines(seq, index, path).start : this.itemLines(seq, length - 1, path).end;
    return this.splice(position, position, `${lines.join('\n')}\n`);
  }

  private move(path: KeyPath, from: number, to: number): string {
    const { seq } = this.listAt(path);
    const length = seq ? seq.items.length : 0;
    for (const [name, index] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (!Number.isInteger(index) || index < 0 || index >= length) throw new EditError(`cannot move ${name} ${index}: the list has ${length} items`, [...path, index]);
    }
    if (from === to || !seq) return this.text;
    const order = seq.items.map((_, i) => i);
    order.splice(to, 0, ...order.splice(from, 1));
    const pieces = isFlow(seq) ? seq.items.map((item) => ({ start: range(item)[0], end: range(item)[1] })) : seq.items.map((_, i) => this.itemLines(seq, i, path));
    let out = this.text.slice(0, pieces[0]!.start);
    order.forEach((source, i) => {
      out += this.text.slice(pieces[source]!.start, pieces[source]!.end);
      out += i < order.length - 1 ? this.text.slice(pieces[i]!.end, pieces[i + 1]!.start) : '';
    });
    return out + this.text.slice(pieces[pieces.length - 1]!.end);
  }
}
