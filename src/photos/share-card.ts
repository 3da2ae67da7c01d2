// The picture a link shows when a page is shared (og:image): the business name and the page
// title on the site's colours, drawn as SVG and rasterised by sharp (librsvg), so no browser is needed.
import sharp from 'sharp';

export const shareCardSize = { width: 1200, height: 630 } as const;

export interface ShareCard {
  business: string;
  title: string;
  /** `#rrggbb` */
  background: string;
  foreground: string;
}

const margin = 80;
const textWidth = shareCardSize.width - 2 * margin;
/** Fonts fontconfig finds on most machines, the generic family last; DejaVu Sans is the one on CI. */
const fontFamily = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";
/**
 * Bold sans-serif glyphs average about 0.6 em (DejaVu Sans Bold, the widest common one): lines are
 * broken by this estimate because librsvg does not wrap text itself.
 */
const averageGlyphWidth = 0.6;
const maxLines = 3;

export async function renderShareCard(card: ShareCard): Promise<Uint8Array> {
  const png = await sharp(Buffer.from(shareCardSvg(card))).png({ compressionLevel: 9 }).toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/** The card as SVG; exported for tests. */
export function shareCardSvg({ business, title, background, foreground }: ShareCard): string {
  const { size, lines } = fitTitle(title);
  const lineHeight = Math.round(size * 1.2);
  // Centre the title block in the space under the business name.
  const top = 170 + Math.round((shareCardSize.height - 170 - margin - lines.length * lineHeight) / 2) + size;
  const titleLines = lines.map((line, i) => `<tspan x="${margin}" y="${top + i * lineHeight}">${escapeXml(line)}</tspan>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${shareCardSize.width}" height="${shareCardSize.height}" viewBox="0 0 ${shareCardSize.width} ${shareCardSize.height}">`,
    `<rect width="100%" height="100%" fill="${colour(background, '#1f3d1a')}"/>`,
    `<rect x="${margin}" y="${margin}" width="96" height="8" fill="${colour(foreground, '#ffffff')}"/>`,
    `<text x="${margin}" y="${margin + 64}" font-family="${escapeXml(fontFamily)}" font-size="36" fill="${colour(foreground, '#ffffff')}">${escapeXml(truncate(business, Math.floor(textWidth / (36 * averageGlyphWidth))))}</text>`,
    `<text font-family="${escapeXml(fontFamily)}" font-size="${size}" font-weight="bold" fill="${colour(foreground, '#ffffff')}">${titleLines}</text>`,
    `</svg>`,
  ].join('');
}

/** The largest size at which the title fits in three lines; at the smallest, the third line ends in "…". */
export function fitTitle(title: string): { size: number; lines: string[] } {
  const sizes = [76, 64, 56];
  for (const size of sizes) {
    const lines = wrap(title, Math.floor(textWidth / (size * averageGlyphWidth)));
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1)!;
  const perLine = Math.floor(textWidth / (size * averageGlyphWidth));
  const lines = wrap(title, perLine);
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = truncate(`${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`, perLine);
  return { size, lines: kept };
}

/** Greedy word wrap; a word longer than a line is cut, so one long word cannot run off the card. */
function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (let word of text.trim().split(/\s+/).filter(Boolean)) {
    while (word.length > perLine) {
      if (line) lines.push(line);
      lines.push(word.slice(0, perLine));
      word = word.slice(perLine);
      line = '';
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= perLine) line += ' ' + word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Cut to `length` characters with "…", at a word break when one is in the last third. */
function truncate(text: string, length: number): string {
  const chars = [...text];
  if (chars.length <= length) return text;
  const cut = chars.slice(0, length - 1).join('');
  const space = cut.lastIndexOf(' ');
  return (space > (length * 2) / 3 ? cut.slice(0, space) : cut).trimEnd() + '…';
}

export function escapeXml(text: string): string {
  // Control characters other than tab and newline are not allowed in XML at all.
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Only a plain hex colour reaches the SVG: anything else could break out of the attribute. */
function colour(value: string, fallback: string): string {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : fallback;
}
