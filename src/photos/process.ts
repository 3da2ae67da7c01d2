// The photo stage of the build: every photo site.yaml names becomes upright, metadata-free,
// content-hashed files at every width its pages need. The owner's mistakes come back as problems
// and warnings, all photos at once; only our own bugs throw.
import { availableParallelism } from 'node:os';
import { buildCache, contentHash, type Cache, type ToolVersions } from '../cache/cache.js';
import type { EncodeHooks } from './encode.js';
import { encoding, ENCODER_MEMORY, UnreadablePhoto, type EncodedPhoto, type EncodingOptions, type PhotoWidths } from './recipe.js';
import type { PhotoEncoder } from './encoder-process.js';
import { MAX_PHOTO_BYTES, readPhoto } from './inspect.js';
import { photoStem, variantPath } from './names.js';
import { loadPhoto, photoCacheKey, sharpVersions, storePhoto } from './photo-cache.js';
import { mergeRequests, resolveSrc, type MergedRequest } from './requests.js';
import { limitedSchedule, runLimited } from './run-limited.js';
import type { PhotoProblem, PhotoRequest, PhotoResult, ProcessedPhoto } from './types.js';

export interface ProcessPhotosOptions extends EncodeHooks {
  /** The folder site.yaml is in: every `src` is relative to it and must stay inside it. */
  baseDir: string;
  cache?: Cache;
  /** sharp jobs (decoding a photo, encoding a file) run at once; default one per CPU core. */
  concurrency?: number;
  /** For tests: a smaller size limit than MAX_PHOTO_BYTES. */
  maxBytes?: number;
  /** For tests: other encoder options or tool versions, to prove they change the cache key. */
  encoding?: EncodingOptions;
  tools?: ToolVersions;
  /**
   * Makes a photo's files on a cache miss. By default in this process, where `onEncode` sees each
   * file; the build passes photoEncoderProcess(), which keeps a first build's memory down.
   */
  encoder?: Pick<PhotoEncoder, 'encode'>;
  /** Called with 0 at the start, then as each photo is done (made, taken from the cache, or refused). */
  onProgress?: (done: number, total: number) => void;
}

type Outcome =
  | { photo: ProcessedPhoto; files: Map<string, Uint8Array>; warning?: PhotoProblem }
  | { problems: PhotoProblem[] };

export async function processPhotos(requests: PhotoRequest[], options: ProcessPhotosOptions): Promise<PhotoResult> {
  const merged = mergeRequests(requests);
  const concurrency = options.concurrency ?? availableParallelism();
  const schedule = limitedSchedule(concurrency, ENCODER_MEMORY);
  const inFlight = new Map<string, Promise<EncodedPhoto>>();
  let done = 0;
  options.onProgress?.(0, merged.length);
  // One photo more than there are cores, so the next is decoded while the others encode; each
  // photo in flight holds its decoded pixels until its last file is made.
  const outcomes = await runLimited(merged, concurrency + 1, async (photo) => {
    const outcome = await processPhoto(photo, { ...options, schedule }, inFlight);
    options.onProgress?.(++done, merged.length);
    return outcome;
  });

  const result: PhotoResult = { photos: new Map(), files: new Map(), problems: [], warnings: [] };
  for (const outcome of outcomes) {
    if ('problems' in outcome) {
      result.problems.push(...outcome.problems);
      continue;
    }
    result.photos.set(outcome.photo.src, outcome.photo);
    if (outcome.warning) result.warnings.push(outcome.warning);
    for (const [path, bytes] of outcome.files) addFile(result.files, path, bytes);
  }
  return result;
}

async function processPhoto(merged: MergedRequest, options: ProcessPhotosOptions, inFlight: Map<string, Promise<EncodedPhoto>>): Promise<Outcome> {
  // Every place the photo is named gets the problem, so each field in the editor shows it.
  const everywhere = (message: string): Outcome => ({ problems: merged.requests.map((request) => ({ keyPath: request.keyPath, message })) });

  const resolved = resolveSrc(options.baseDir, merged.requests[0]!);
  if ('problem' in resolved) return everywhere(resolved.problem.message);
  const read = await readPhoto(merged.src, resolved.file, options.maxBytes ?? MAX_PHOTO_BYTES);
  if ('problem' in read) return everywhere(read.problem);

  let encoded: EncodedPhoto;
  try {
    encoded = await encodeCached(read.bytes, { widths: merged.widths, linkPreviewWidth: merged.linkPreviewWidth }, options, inFlight);
  } catch (error) {
    if (!(error instanceof UnreadablePhoto)) throw error;
    return everywhere(unreadableMessage(merged.src, read.format, error));
  }

  const warning = tooSmallWarning(merged, encoded.width);
  return { ...named(merged.src, encoded), ...(warning ? { warning } : {}) };
}

export const unreadableMessage = (src: string, format: string, error: UnreadablePhoto): string =>
  `${src} looks like a ${format} file but cannot be read: it is damaged or incomplete (${error.message}). Open it on your computer and save or export it again as JPEG.`;

/** A photo narrower than the widest place it is shown looks soft there: a warning at that place's `src`. */
export function tooSmallWarning({ src, largest }: MergedRequest, width: number): PhotoProblem | undefined {
  if (width >= largest.minWidth) return undefined;
  return {
    keyPath: largest.keyPath,
    message: `${src} is ${width} px wide; ${largest.slot} shows it up to ${largest.minWidth} px wide, so it will look soft: use a larger photo`,
  };
}

/** From the cache, or made once even when two names hold the same photo and are made side by side. */
function encodeCached(bytes: Uint8Array, widths: PhotoWidths, options: ProcessPhotosOptions, inFlight: Map<string, Promise<EncodedPhoto>>): Promise<EncodedPhoto> {
  const cache = options.cache ?? buildCache;
  const settings = options.encoding ?? encoding;
  const key = photoCacheKey(bytes, widths.widths, settings, options.tools ?? sharpVersions(), widths.linkPreviewWidth);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      const cached = loadPhoto(cache, key);
      if (cached) return cached;
      const encoded = options.encoder ? await options.encoder.encode(bytes, widths, settings) : await encodeHere(bytes, widths, settings, options);
      storePhoto(cache, key, encoded);
      return encoded;
    })();
    inFlight.set(key, pending);
  }
  return pending;
}

/**
 * Makes a photo in this process. sharp (and libvips) load only then: a build whose photos all come
 * from the cache never needs them. One job per core, each on one libvips thread (libaom then
 * encodes on one thread too): two encodes side by side use 2 cores better than one encode split
 * across both, and no more than two encoders hold memory at once. Figures in recipe.ts.
 */
async function encodeHere(bytes: Uint8Array, widths: PhotoWidths, settings: EncodingOptions, hooks: EncodeHooks): Promise<EncodedPhoto> {
  const [{ default: sharp }, { encodePhoto }] = await Promise.all([import('sharp'), import('./encode.js')]);
  sharp.concurrency(1);
  return encodePhoto(bytes, widths, settings, hooks);
}

/** Gives the made files their paths in the site: the photo's name, the width, a hash of the bytes. */
function named(src: string, encoded: EncodedPhoto): { photo: ProcessedPhoto; files: Map<string, Uint8Array> } {
  const stem = photoStem(src);
  const files = new Map<string, Uint8Array>();
  const sources = encoded.sources.map(({ type, variants }) => ({
    type,
    variants: variants.map(({ width, height, bytes }) => {
      const path = variantPath(stem, width, contentHash(bytes).slice(0, 8), type);
      files.set(path, bytes);
      return { width, height, path };
    }),
  }));
  const { width, height, color, fallbackType } = encoded;
  return { photo: { src, width, height, color, fallbackType, sources }, files };
}

/**
 * Two photos may share a path only with the same bytes (the same photo under two names in one
 * folder): anything else is an 8-character hash collision, which would silently show the wrong photo.
 */
function addFile(files: Map<string, Uint8Array>, path: string, bytes: Uint8Array): void {
  const existing = files.get(path);
  if (existing && Buffer.compare(existing, bytes) !== 0) throw new Error(`Two different photos were both named ${path}`);
  files.set(path, bytes);
}
