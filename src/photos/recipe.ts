// What the photo pipeline makes, and nothing that makes it: the encoder settings, the widths, the
// limits and the shape of a made photo. Free of sharp, so a build whose photos all come from the
// cache never loads libvips (encode.ts does the making).
import type { AvifOptions, JpegOptions, PngOptions, WebpOptions } from 'sharp';
import type { PhotoType } from './types.js';

/**
 * Measured on a 4032×3024 phone-sized test photo (1/f noise, the spectrum of real scenes) resized
 * to 1600 px, on a 2-core machine, one libvips thread; per megapixel of output:
 *   AVIF q50 effort 4: 52 KB, 3100 ms · q50 effort 3: 53 KB, 550 ms
 *   WebP q75: 70 KB, 100 ms (q80: 82 KB) · JPEG mozjpeg q78: 102 KB, 80 ms (plain libjpeg: 120 KB)
 * AVIF effort 4 saves 2% of bytes for 6× the time, so effort 3. q50/q75/q78 are where each
 * format's artefacts stop showing on grass and sky at 2x; mozjpeg (progressive, trellis) makes the
 * fallback 15% smaller for free.
 * Faster AVIF at the same quality per byte, re-measured with sharp 0.35.5 / libvips 8.18.7 / libaom
 * 3.15.1: CPU time over the default site's photos (28.5 MP of AVIF), one thread; bytes for the same
 * butteraugli distance / SSIM, from q35–70 sweeps on the banner, a service and a project drawing
 * and a 1/f noise photo:
 *   effort 3, 4:4:4: 0.73 s/MP, the reference · effort 2: 0.32 s/MP, +6–27% / +9–19% bytes
 *   effort 3, 4:2:0: 0.60 s/MP, −2…+8% / −6…−3% (butteraugli sees the colour edges of the drawings
 *   go soft) · tune ssim or psnr: −21…+27% / −7…+50%, no setting better on both
 * so effort 3 and 4:4:4 stay. libaom takes as many threads as libvips (sharp.concurrency): one
 * encode on 2 threads costs the same CPU as on 1, but two 1-thread encodes side by side keep both
 * cores busy on small files too, and that is how the build runs them (process.ts). WebP takes
 * 0.08 s/MP, JPEG 0.07 s/MP; AVIF is 85% of the photo stage's CPU.
 * End to end, one 12-megapixel photo at 640–1920 px (5 MP of output per format): AVIF 56 KB/MP,
 * WebP 76 KB/MP, JPEG 108 KB/MP, 2.5 s on 2 cores.
 */
export const encoding = {
  avif: { quality: 50, effort: 3 } satisfies AvifOptions,
  webp: { quality: 75, effort: 4 } satisfies WebpOptions,
  jpeg: { quality: 78, mozjpeg: true } satisfies JpegOptions,
  // Logos and cut-outs: lossless, so edges and flat colours stay exact.
  png: { compressionLevel: 9, adaptiveFiltering: true } satisfies PngOptions,
};
export type EncodingOptions = typeof encoding;

/** Everything else the output depends on; change `revision` whenever this file or encode.ts changes what they make. */
export const recipe = { revision: 2, orient: 'exif', colourspace: 'srgb', kernel: 'lanczos3', opaqueAlpha: 'dropped', fallbackStep: 1.5 };

/**
 * sharp's own limit is 268 megapixels; a 100-megapixel photo already needs 300 MB of memory
 * decoded, and no web page needs more.
 */
export const MAX_PIXELS = 100_000_000;

export interface EncodedVariant {
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** One photo's made files and facts, independent of its name: what the cache keeps. */
export interface EncodedPhoto {
  /** The upright original's size. */
  width: number;
  height: number;
  color: string;
  fallbackType: 'image/jpeg' | 'image/png';
  sources: Array<{ type: PhotoType; variants: EncodedVariant[] }>;
}

/** The owner's file cannot be decoded: a problem to report, not our bug. */
export class UnreadablePhoto extends Error {
  override name = 'UnreadablePhoto';
}

/**
 * What the encoder's jobs may hold at once: the widest AVIF (114 MB for a 2400 px banner) runs
 * beside WebP and JPEG files only, two smaller AVIFs side by side. Measured on the default site:
 * the encoder's process peaks at 225 MiB with this budget, 264 MiB with 160 MB.
 */
export const ENCODER_MEMORY = 128e6;

/** The widths to make of one photo. */
export interface PhotoWidths {
  /** In every format. */
  widths: readonly number[];
  /** In the fallback format only: the picture link previews show. */
  linkPreviewWidth?: number | undefined;
}

/** The widths to make: those asked for that need no upscaling, or the original's own width when none fit. */
export function targetWidths(widths: readonly number[], originalWidth: number): number[] {
  const fitting = [...new Set(widths)].filter((width) => width <= originalWidth).sort((a, b) => a - b);
  return fitting.length > 0 ? fitting : [originalWidth];
}

/**
 * The fallback format's widths. Every browser that reads neither AVIF nor WebP is years old
 * (Safari 13, Firefox 64, IE 11, which ignores srcset), so its ladder steps up by at most 1.5×,
 * the coarsest step the slots themselves take: such a browser gets a JPEG at most 1.5× as wide as
 * the AVIF a current one picks. The link preview's width is always among them.
 */
export function fallbackWidths(made: readonly number[], linkPreviewWidth?: number): number[] {
  const all = [...new Set([...made, ...(linkPreviewWidth ? [linkPreviewWidth] : [])])].sort((a, b) => a - b);
  const kept = [all[0]!];
  while (kept.at(-1)! < all.at(-1)!) {
    const last = kept.at(-1)!;
    let next = all.filter((width) => width > last && width <= last * recipe.fallbackStep).at(-1) ?? all.find((width) => width > last)!;
    if (linkPreviewWidth && linkPreviewWidth > last && linkPreviewWidth < next) next = linkPreviewWidth;
    kept.push(next);
  }
  return kept;
}

