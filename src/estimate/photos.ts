// Photos of the yard (`estimateForm.photos: true`): what the form takes of them, how they are
// named in the request, and the words the field says about them. The browser makes each smaller
// itself (yard-photos.ts).
import type { EstimateLabels } from '../config/types.js';
import { fillTemplate } from '../site/text.js';

/** What the form takes of a visitor's photos. */
export const PHOTO_LIMITS = {
  /** Photos a request carries at most. */
  count: 5,
  /** Pixels on a photo's long side at most: enough to see a yard's detail, small enough to send from a phone. */
  longSide: 1600,
  /** The photos of one request together, in bytes: form services refuse larger requests (Netlify's limit is 8 MB for a whole request, many others' 10 MB). */
  totalBytes: 10_000_000,
  /** The JPEG quality they are encoded at: about 250 KB for a phone photo of a lawn. */
  jpegQuality: 0.9,
} as const;

/** The limit on all the photos of a request, in whole megabytes, as the form says it. */
export const PHOTO_MEGABYTES = PHOTO_LIMITS.totalBytes / 1_000_000;

/** The size of a `width` × `height` photo made at most `longSide` on its long side; a smaller one keeps its size. */
export function fitWithin(width: number, height: number, longSide: number = PHOTO_LIMITS.longSide): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The file name of the request's photo at `index` (from 0): `photo-1.jpg`, `photo-2.jpg`… */
export const photoFileName = (index: number): string => `photo-${index + 1}.jpg`;

/** What the photo field says, each with `{file}` (the file's name) or `{number}` (a photo's place) still in it. */
export interface PhotoWords {
  /** A photo's remove button, as screen readers say it. */
  remove: string;
  notImage: string;
  tooMany: string;
  tooBig: string;
}

/** The field's words from the labels, with the limits written in. */
export const photoWords = (labels: Pick<EstimateLabels, 'photosRemove' | 'photosNotImage' | 'photosTooMany' | 'photosTooBig'>): PhotoWords => ({
  remove: labels.photosRemove,
  notImage: labels.photosNotImage,
  tooMany: fillTemplate(labels.photosTooMany, { count: PHOTO_LIMITS.count }),
  tooBig: fillTemplate(labels.photosTooBig, { megabytes: PHOTO_MEGABYTES }),
});
