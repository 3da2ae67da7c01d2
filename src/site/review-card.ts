// The printable card a crew hands each customer (review-card.svg in the built site): 4 × 6 inches,
// with the business's name, a QR code of the /review/ page's full address and that address
// written out, for a phone without a camera app that reads codes. Made only with `reviews.url`.
import qrcode from 'qrcode-generator';
import type { Site } from './site.js';
import { routePath } from './urls.js';

/** Where the card is written in the built site. */
export const REVIEW_CARD = 'review-card.svg';

/** The card is drawn in points: 72 to the inch, so 4 × 6 in is 288 × 432. */
const WIDTH = 288;
const HEIGHT = 432;
const MARGIN = 22;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
/** 2.5 in: each module of a code for a short address is about 2 mm, read from arm's length. */
const QR_SIZE = 180;

const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const MONO = "ui-monospace, Menlo, Consolas, 'Liberation Mono', monospace";
/** About how wide a character is, in ems: enough to keep a line inside the card without measuring fonts. */
const SANS_EM = 0.56;
/** Bold letters are wider. */
const BOLD_EM = 0.62;
const MONO_EM = 0.6;

/** The full address of the /review/ page, in the site's own language, under the folder the site is published in. */
const reviewAddress = (site: Site): string => site.urls.absolute(routePath.review());

/** The card as an SVG document, or undefined for a site without `reviews.url`. */
export function reviewCardSvg(site: Site): string | undefined {
  const { config } = site;
  if (!config.reviews) return undefined;
  const labels = config.labels.reviewPage;
  const address = reviewAddress(site);
  const name = fitLines(config.business.name, 24, 14, BOLD_EM, 2);
  const text = fitLines(labels.cardText, 12.5, 10, SANS_EM, 3);
  const addressLabel = fitLines(labels.cardAddress, 11, 9, SANS_EM, 2);
  const link = fitLines(address, 13, 7, MONO_EM, 2, /(?<=[/.-])/);
  const qr = qrPath(address);

  // From the top: the name, a rule, the sentence. From the bottom: the address, its label above it.
  const nameTop = 50;
  const nameBottom = nameTop + (name.lines.length - 1) * name.size * 1.2;
  const textTop = nameBottom + 32;
  const textBottom = textTop + (text.lines.length - 1) * text.size * 1.3 + text.size * 0.3;
  const linkTop = HEIGHT - MARGIN - 6 - (link.lines.length - 1) * link.size * 1.25;
  const labelTop = linkTop - link.size - 8 - (addressLabel.lines.length - 1) * addressLabel.size * 1.3;
  const labelCap = labelTop - addressLabel.size * 0.75;
  // The code between them, as large as fits up to QR_SIZE, with its quiet zone of 4 modules clear of both.
  const room = labelCap - textBottom;
  const size = Math.min(QR_SIZE, room / (1 + 8 / qr.modules));
  const qrTop = textBottom + (room - size) / 2;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="4in" height="6in" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="card-title">`,
    `<title id="card-title">${escape(`${config.business.name}: ${labels.button} – ${address}`)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    textBlock(name, nameTop, 1.2, `font-family="${SANS}" font-weight="700" fill="${escape(config.site.themeColor)}"`),
    `<rect x="${WIDTH / 2 - 24}" y="${round(nameBottom + 12)}" width="48" height="2" fill="${escape(config.site.themeColor)}"/>`,
    textBlock(text, textTop, 1.3, `font-family="${SANS}" fill="#222222"`),
    `<g transform="translate(${round((WIDTH - size) / 2)} ${round(qrTop)}) scale(${Number((size / qr.modules).toFixed(4))})"><path d="${qr.path}" fill="#000000" shape-rendering="crispEdges"/></g>`,
    textBlock(addressLabel, labelTop, 1.3, `font-family="${SANS}" fill="#444444"`),
    textBlock(link, linkTop, 1.25, `font-family="${MONO}" fill="#000000"`),
    '</svg>',
    '',
  ].join('\n');
}

/** The QR code's dark modules as one path, in module units (the code's own size, without its quiet zone, which the card's white gives). */
function qrPath(text: string): { modules: number; path: string } {
  // Level Q (a quarter of the code can be lost): a card carried in a pocket on a lawn gets scuffed.
  const code = qrcode(0, 'Q');
  code.addData(text, 'Byte');
  code.make();
  const modules = code.getModuleCount();
  let path = '';
  for (let row = 0; row < modules; row++) {
    for (let column = 0; column < modules; ) {
      if (!code.isDark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules && code.isDark(row, column)) column++;
      path += `M${start} ${row}h${column - start}v1h${start - column}z`;
    }
  }
  return { modules, path };
}

interface FittedText {
  lines: string[];
  size: number;
}

/**
 * `text` at the largest size from `largest` down to `smallest` at which it fits the card's width
 * in at most `maxLines` lines, broken between words (or where `breaks` says); the smallest size
 * with more lines if it never does.
 */
function fitLines(text: string, largest: number, smallest: number, em: number, maxLines: number, breaks: RegExp = /(?<=\s)/): FittedText {
  let best: FittedText = { lines: [text], size: smallest };
  for (let size = largest; size >= smallest; size -= 0.5) {
    const perLine = Math.floor(TEXT_WIDTH / (size * em));
    const lines = wrap(text, perLine, breaks);
    best = { lines, size };
    if (lines.length <= maxLines && lines.every((line) => line.length <= perLine)) return best;
  }
  return best;
}

/** Greedy line breaking at `breaks`, each line at most `perLine` characters where a break allows. */
function wrap(text: string, perLine: number, breaks: RegExp): string[] {
  const pieces = text.split(breaks);
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (line && (line + piece).trimEnd().length > perLine) {
      lines.push(line.trimEnd());
      line = '';
    }
    line += piece;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** Lines centred on the card, the first's baseline at `top`. */
function textBlock({ lines, size }: FittedText, top: number, leading: number, attributes: string): string {
  const spans = lines.map((line, index) => `<tspan x="${WIDTH / 2}" y="${round(top + index * size * leading)}">${escape(line)}</tspan>`).join('');
  return `<text text-anchor="middle" font-size="${size}" ${attributes}>${spans}</text>`;
}

const round = (n: number): number => Math.round(n * 100) / 100;

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
