// The colour that fills a photo's box until the photo arrives.
import sharp, { type Raw } from 'sharp';

/**
 * sharp's `stats().dominant` counts fully transparent pixels as black, so a logo on a transparent
 * background would get a black box: for those, the same 4096-bin histogram (16 levels a channel)
 * over the visible pixels only, of a 64 px thumbnail (plenty for one colour).
 */
export async function dominantColour(data: Buffer, raw: Raw, transparent: boolean): Promise<string> {
  if (!transparent) return hex((await sharp(data, { raw }).stats()).dominant);
  const small = await sharp(data, { raw }).resize({ width: Math.min(64, raw.width), kernel: 'nearest' }).raw().toBuffer();
  const bins = new Map<number, { count: number; r: number; g: number; b: number }>();
  for (let at = 0; at + 3 < small.length; at += 4) {
    if (small[at + 3]! < 128) continue;
    const [r, g, b] = [small[at]!, small[at + 1]!, small[at + 2]!];
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bin = bins.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
    bins.set(key, { count: bin.count + 1, r: bin.r + r, g: bin.g + g, b: bin.b + b });
  }
  const best = [...bins.values()].sort((a, b) => b.count - a.count)[0];
  // Nothing visible at all: a neutral grey rather than black.
  if (!best) return '#808080';
  return hex({ r: best.r / best.count, g: best.g / best.count, b: best.b / best.count });
}

function hex({ r, g, b }: { r: number; g: number; b: number }): string {
  return '#' + [r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('');
}
