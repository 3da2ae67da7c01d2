// Most of a page is the same on every page of its kind: the head with its inlined stylesheet and
// security policy, the offer banner, the footer and the estimate dialog. That part is rendered
// once per kind, as a shell with a slot for each text that differs (the title, the header's current
// link, the page's own content…), and each page fills the slots in: at 10,000 town pages, React
// renders each town's own content and nothing else.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PrerenderedIsland } from '../components/Island.js';

/** The texts that differ between pages of one kind. */
export const TEXT_SLOTS = ['title', 'description', 'url', 'canonical', 'imageUrl', 'imageType', 'imageWidth', 'imageHeight', 'imageAlt'] as const;
/** The parts that differ, as HTML (or JSON safe in a script) made elsewhere. */
export const HTML_SLOTS = ['structuredData', 'headerHtml', 'main'] as const;

/**
 * On a site with translations, the same page in the site's n-th language (0 is the site's own):
 * its absolute address for search engines (`alternate0`), and the link to it (`languageLink1`).
 */
export type AlternateSlot = `alternate${number}` | `languageLink${number}`;
export type TextSlot = (typeof TEXT_SLOTS)[number] | AlternateSlot;
export type HtmlSlot = (typeof HTML_SLOTS)[number];
export type SlotName = TextSlot | HtmlSlot;

/** Private-use characters: no owner's text or markup holds them, and React writes them as they are. */
export const slot = (name: SlotName): string => `\uE000${name}\uE001`;
const SLOT_PATTERN = /\uE000(\w+)\uE001/;

/** A prerendered island whose markup is a slot. */
export const headerSlot = (name: PrerenderedIsland['name']): PrerenderedIsland => ({ name, innerHtml: slot('headerHtml') });

export interface PageShell {
  /** The HTML between the slots: one more than `slots`. */
  between: string[];
  slots: SlotName[];
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
  return { between: parts.filter((_, index) => index % 2 === 0), slots: parts.filter((_, index) => index % 2 === 1) as SlotName[] };
}

type Texts = Partial<Record<TextSlot, string>>;
type Html = Partial<Record<HtmlSlot, string>>;

/** What goes into one slot: a text escaped exactly as React escapes it, or HTML as it is. */
const isTextSlot = (name: SlotName): name is TextSlot => (TEXT_SLOTS as readonly string[]).includes(name) || /^(alternate|languageLink)\d+$/.test(name);
const slotValue = (name: SlotName, texts: Texts, html: Html): string =>
  isTextSlot(name) ? escapeLikeReact(texts[name] ?? '') : (html[name as HtmlSlot] ?? '');

/** The page: the shell with every slot filled. */
export function fillShell(shell: PageShell, texts: Texts, html: Html): string {
  let page = shell.between[0]!;
  for (let index = 0; index < shell.slots.length; index++) page += slotValue(shell.slots[index]!, texts, html) + shell.between[index + 1]!;
  return page;
}

/** The same page as UTF-8 pieces: the shell's, encoded once, and each slot's. */
export function fillShellBytes(shell: PageShell, texts: Texts, html: Html): Buffer[] {
  const between = (shell.betweenBytes ??= shell.between.map((part) => Buffer.from(part)));
  const pieces = [between[0]!];
  for (let index = 0; index < shell.slots.length; index++) pieces.push(Buffer.from(slotValue(shell.slots[index]!, texts, html)), between[index + 1]!);
  return pieces;
}

const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** React DOM's own escaping of text and attribute values (escapeTextForBrowser). */
export const escapeLikeReact = (text: string): string => text.replace(/["&'<>]/g, (character) => ESCAPES[character]!);
