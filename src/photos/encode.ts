// Makes every variant of one photo with sharp: upright, sRGB, no metadata, each width and format.
// Pure in effect (bytes in, bytes out); reading files and caching happen around it.
import sharp, { type AvifOptions, type JpegOptions, type Metadata, type PngOptions, type Raw, type WebpOptions } from 'sharp';
import { dominantColour } from './colour.js';
import { unlimited, type Schedule } from './run-limited.js';
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

/** Everything else the output depends on; change `revision` whenever this file changes what it makes. */
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

export interface EncodeHooks {
  /** Called once per file made: tests count these to prove a cached build encodes nothing. */
  onEncode?: (type: PhotoType, width: number) => void;
  /**
   * Where each sharp job (decoding a photo, encoding one file) runs. The build shares one between
   * all photos so that no more jobs run at once than there are cores; by default all at once.
   */
  schedule?: Schedule;
}

/** Decoding goes before encoding, so the next photo is ready by the time a core is free. */
const DECODE = 0;
const ENCODE = 1;
/** CPU time per pixel of each format relative to WebP (measured, see the top of this file): the dearest jobs start first. */
const relativeCost: Record<PhotoType, number> = { 'image/avif': 9, 'image/webp': 1, 'image/jpeg': 0.8, 'image/png': 1 };

/**
 * Memory one job holds while it runs, by its output pixels (measured with sharp 0.35 / libvips
 * 8.18, peak RSS over the photo's own pixels): libaom's AVIF encoder at 4:4:4 takes about
 * 10 MB + 32 bytes a pixel (114 MB for 2400×1350), WebP and JPEG about 6 bytes a pixel.
 */
/**
 * What the encoder's jobs may hold at once: the widest AVIF (114 MB for a 2400 px banner) runs
 * beside WebP and JPEG files only, two smaller AVIFs side by side. Measured on the default site:
 * the encoder's process peaks at 225 MiB with this budget, 264 MiB with 160 MB.
 */
export const ENCODER_MEMORY = 128e6;

export function jobMemory(type: PhotoType | 'decode', pixels: number): number {
  if (type === 'image/avif') return 10e6 + 32 * pixels;
  // Turning a phone photo upright needs all of its decoded pixels at once.
  if (type === 'decode') return 4 * pixels;
  return 2e6 + 6 * pixels;
}

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

export async function encodePhoto(
  bytes: Uint8Array,
  { widths, linkPreviewWidth }: PhotoWidths,
  options: EncodingOptions = encoding,
  hooks: EncodeHooks = {},
): Promise<EncodedPhoto> {
  const schedule = hooks.schedule ?? unlimited;
  const upright = await readUpright(bytes);
  const made = targetWidths(widths, upright.width);
  const fallbackMade = fallbackWidths(made, linkPreviewWidth && linkPreviewWidth <= upright.width ? linkPreviewWidth : undefined);
  const decoded = async () => {
    const pixels = await decodeUpright(bytes, Math.max(made.at(-1)!, fallbackMade.at(-1)!));
    const transparent = pixels.raw.channels === 4 && !(await sharp(pixels.data, { raw: pixels.raw }).stats()).isOpaque;
    // An alpha channel nobody uses (a PNG saved "with transparency" by habit) would make a heavy PNG fallback.
    const source = transparent || pixels.raw.channels === 3 ? pixels : await dropAlpha(pixels);
    return { source, transparent, color: await dominantColour(source.data, source.raw, transparent) };
  };
  const { source, transparent, color } = await schedule(DECODE, decoded, jobMemory('decode', upright.width * upright.height));
  const fallbackType = transparent ? 'image/png' : 'image/jpeg';
  const types: PhotoType[] = ['image/avif', 'image/webp', fallbackType];

  // The dearest files first, so that the last jobs to finish are short ones and no core waits long for them.
  const widthsOf = (type: PhotoType) => (type === fallbackType ? fallbackMade : made);
  const jobs = types.flatMap((type) => widthsOf(type).map((width) => ({ type, width, cost: relativeCost[type] * width * width })));
  jobs.sort((a, b) => b.cost - a.cost);
  const heightAt = (width: number) => Math.round((width * source.raw.height) / source.raw.width);
  const done = await Promise.all(
    jobs.map((job) => schedule(ENCODE, () => encodeVariant(source, job.width, job.type, options, hooks), jobMemory(job.type, job.width * heightAt(job.width)))),
  );
  const sources = types.map((type) => ({
    type,
    variants: widthsOf(type).map((width) => done[jobs.findIndex((job) => job.type === type && job.width === width)]!),
  }));
  return { width: upright.width, height: upright.height, color, fallbackType, sources };
}

/** The upright size from the header alone, and the file's fitness to be decoded at all. */
export async function readUpright(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch (error) {
    throw new UnreadablePhoto(describe(error), { cause: error });
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new UnreadablePhoto('it has no picture size in its header');
  if (width * height > MAX_PIXELS) {
    throw new UnreadablePhoto(`it is ${width}×${height} px (${Math.round((width * height) / 1e6)} megapixels, over the ${MAX_PIXELS / 1e6} megapixel limit); export it smaller`);
  }
  return { width, height };
}

/** Decodes the whole file, small: a damaged or cut-off file fails here as it would when its files are made. */
export async function assertDecodable(bytes: Uint8Array): Promise<void> {
  try {
    await sharp(bytes, { limitInputPixels: MAX_PIXELS }).resize({ width: 64 }).raw().toBuffer();
  } catch (error) {
    throw new UnreadablePhoto(describe(error), { cause: error });
  }
}

interface Pixels {
  data: Buffer;
  raw: Raw;
}

/**
 * Decoded once, turned upright, in sRGB and already at the widest size needed (JPEG shrinks
 * while decoding, so this is fast); every variant is resized from these pixels. Raw pixels carry
 * no metadata, and sharp writes none unless asked, so nothing of the original's EXIF, GPS, XMP,
 * IPTC or ICC profile can reach an output.
 */
async function decodeUpright(bytes: Uint8Array, width: number): Promise<Pixels> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true, kernel: 'lanczos3' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
  } catch (error) {
    throw new UnreadablePhoto(describe(error), { cause: error });
  }
}

async function dropAlpha(pixels: Pixels): Promise<Pixels> {
  const { data, info } = await sharp(pixels.data, { raw: pixels.raw }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

async function encodeVariant(source: Pixels, width: number, type: PhotoType, options: EncodingOptions, hooks: EncodeHooks): Promise<EncodedVariant> {
  let image = sharp(source.data, { raw: source.raw });
  if (width !== source.raw.width) image = image.resize({ width, kernel: 'lanczos3' });
  if (type === 'image/avif') image = image.avif(options.avif);
  else if (type === 'image/webp') image = image.webp(options.webp);
  else if (type === 'image/jpeg') image = image.jpeg(options.jpeg);
  else image = image.png(options.png);
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  hooks.onEncode?.(type, width);
  return { width: info.width, height: info.height, bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/** libvips' own words, without its internal prefixes, e.g. "VipsJpeg: premature end of JPEG file". */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n').map((line) => line.trim()).filter(Boolean).join('; ');
}
