// Makes every variant of one photo with sharp: upright, sRGB, no metadata, each width and format.
// Pure in effect (bytes in, bytes out); reading files and caching happen around it.
import sharp, { type Metadata, type Raw } from 'sharp';
import { dominantColour } from './colour.js';
import { encoding, fallbackWidths, MAX_PIXELS, targetWidths, UnreadablePhoto, type EncodedPhoto, type EncodedVariant, type EncodingOptions, type PhotoWidths } from './recipe.js';
import { unlimited, type Schedule } from './run-limited.js';
import type { PhotoType } from './types.js';


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
export function jobMemory(type: PhotoType | 'decode', pixels: number): number {
  if (type === 'image/avif') return 10e6 + 32 * pixels;
  // Turning a phone photo upright needs all of its decoded pixels at once.
  if (type === 'decode') return 4 * pixels;
  return 2e6 + 6 * pixels;
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
