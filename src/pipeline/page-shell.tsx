// Most of a page is the same on every page of its kind: the head with its inlined stylesheet and
// security policy, the offer banner, the footer and the estimate dialog. That part is rendered
// once per kind, as a shell with a slot for each text that differs (the title, the header's current
// link, the page's own content…), and each page fills the slots in: at 10,000 town pages, React
// renders each town's own content and nothing else.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PrerenderedIsland } from '../page-frame/Island.js';

/** The texts that differ between pages of one kind. */
export const TEXT_SLOTS = ['title', 'description', 'url', 'canonical', 'imageUrl', 'imageType', 'imageWidth', 'imageHeight', 'imageAlt'] as const;
/** The parts that differ, as HTML (or JSON safe in a script) made elsewhere. */
export const HTML_SLOTS = ['structuredData', 'headerHtml', 'main'] as const;

/**
 * On a site with translations, the same page in the site's n-th language (0 is the site's own):
 * its absolute address for search engines (`alternate0`), and the link to it (`languageLink1`).
 */
export type AlternateSlot = `alternate${number}` | `languageLink${number}`;
export type TextSlot = (typeof TEXT_SLOTS)[number];
export type HtmlSlot = (typeof HTML_SLOTS)[number];
export type SlotName = TextSlot | HtmlSlot | AlternateSlot;

/** Private-use characters: no owner's text or markup holds them, and React writes them as they are. */
export const slot = (name: SlotName): string => `\uE000${name}\uE001`;
const SLOT_PATTERN = /\uE000(\w+)\uE001/;

/** A prerendered island whose markup is a slot. */
export const headerSlot = (name: PrerenderedIsland['name']): PrerenderedIsland => ({ name, innerHtml: slot('headerHtml') });

/** What fills a page's slots. */
export interface SlotValues {
  texts: Partial<Record<TextSlot, string>>;
  /** In the order of the site's languages: the page's absolute address in each (`alternate${n}`), and the link to it (`languageLink${n}`). */
  alternates?: readonly string[];
  languageLinks?: readonly string[];
  html: Partial<Record<HtmlSlot, string>>;
}

/** Where a slot's value is found: worked out once per shell, so that filling a page looks nothing up by name. */
type SlotReader = { text: TextSlot } | { alternate: number } | { languageLink: number } | { html: HtmlSlot };

export interface PageShell {
  /** The HTML between the slots: one more than `slots`. */
  between: string[];
  slots: SlotName[];
  readers: SlotReader[];
  /** `between` as UTF-8, made when first written as bytes. */
  betweenBytes?: Buffer[];
}

/**
 * Whether shells can be used for a site: not when the owner's texts hold the characters slots are
 * marked with (as good as never), since such a text would cut its page in the wrong place.
 */
export const shellsFit = (config: unknown): boolean => !/[\uE000\uE001]/.test(JSON.stringify(config));

/** Renders `document` (whose variable parts are `slot(...)` markers) and cuts it at its slots. */
export function renderShell(document: ReactNode): PageShell {
  const parts = `<!DOCTYPE html>${renderToString(document)}`.split(SLOT_PATTERN);
  const slots = parts.filter((_, index) => index % 2 === 1) as SlotName[];
  return { between: parts.filter((_, index) => index % 2 === 0), slots, readers: slots.map(readerOf) };
}

function readerOf(name: SlotName): SlotReader {
  const numbered = /^(alternate|languageLink)(\d+)$/.exec(name);
  if (numbered) return numbered[1] === 'alternate' ? { alternate: Number(numbered[2]) } : { languageLink: Number(numbered[2]) };
  return (TEXT_SLOTS as readonly string[]).includes(name) ? { text: name as TextSlot } : { html: name as HtmlSlot };
}

/** What goes into one slot: a text escaped exactly as React escapes it, or HTML as it is. */
function slotValue(reader: SlotReader, values: SlotValues): string {
  if ('html' in reader) return values.html[reader.html] ?? '';
  const text = 'text' in reader ? values.texts[reader.text] : 'alternate' in reader ? values.alternates?.[reader.alternate] : values.languageLinks?.[reader.languageLink];
  return escapeLikeReact(text ?? '');
}

/** The page: the shell with every slot filled. */
export function fillShell(shell: PageShell, values: SlotValues): string {
  let page = shell.between[0]!;
  for (let index = 0; index < shell.readers.length; index++) page += slotValue(shell.readers[index]!, values) + shell.between[index + 1]!;
  return page;
}

/**
 * Where each thread encodes its pages' slot values: one buffer, used again for every page, instead
 * of a new one per slot (a page's content is 5–10 KB, past Buffer's shared pool, so each was an
 * allocation of its own). Pages are written as soon as they are filled, before the next.
 */
const SLOT_BYTES = 64 * 1024;
let slotBytes = Buffer.allocUnsafe(SLOT_BYTES);

/**
 * The same page as UTF-8 pieces: the shell's, encoded once, and each slot's. The slots' pieces are
 * valid until this thread fills its next page: write them first.
 */
export function fillShellBytes(shell: PageShell, values: SlotValues): Buffer[] {
  const between = (shell.betweenBytes ??= shell.between.map((part) => Buffer.from(part)));
  const pieces = [between[0]!];
  let used = 0;
  for (let index = 0; index < shell.readers.length; index++) {
    const value = slotValue(shell.readers[index]!, values);
    const room = value.length * 3; // the most UTF-8 bytes a UTF-16 code unit takes
    if (room > SLOT_BYTES) {
      pieces.push(Buffer.from(value), between[index + 1]!); // the list of 10,000 towns on the home page: a buffer of its own, not kept
      continue;
    }
    if (used + room > SLOT_BYTES) [slotBytes, used] = [Buffer.allocUnsafe(SLOT_BYTES), 0]; // the pieces so far keep the old one
    const length = slotBytes.write(value, used);
    pieces.push(slotBytes.subarray(used, used + length), between[index + 1]!);
    used += length;
  }
  return pieces;
}

const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** React DOM's own escaping of text and attribute values (escapeTextForBrowser). */
export const escapeLikeReact = (text: string): string => (/["&'<>]/.test(text) ? text.replace(/["&'<>]/g, (character) => ESCAPES[character]!) : text);
