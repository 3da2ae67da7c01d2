// The contract between the photo pipeline (src/photos/) and the pages that show photos.
import type { PathSegment } from '../config/key-path.js';

/** One photo site.yaml asks for, with every width the places it is shown need. */
export interface PhotoRequest {
  /** As written in site.yaml: a path relative to the folder site.yaml is in. */
  src: string;
  /** Where the photo's `src` is in site.yaml (`['hero', 'image', 'src']`), for messages. */
  keyPath: PathSegment[];
  /** The widths to make in every format, in CSS pixels times the screen densities that matter. */
  widths: number[];
  /** The width of the picture link previews show (og:image), made in the fallback format only. */
  linkPreviewWidth?: number;
  /** The widest the photo is ever shown at 2x: an original narrower than this is a warning. */
  minWidth: number;
  /** The place it is shown, in the owner's words, for that warning ("the home page banner"). */
  slot: string;
}

/** One file made from a photo. */
export interface PhotoVariant {
  width: number;
  height: number;
  /** Where it is written in the site, content-hashed: `assets/photos/front-lawn-800-1a2b3c4d.avif`. */
  path: string;
}

export type PhotoType = 'image/avif' | 'image/webp' | 'image/jpeg' | 'image/png';

/** A photo, made upright, in sRGB, without metadata, at every width asked for. */
export interface ProcessedPhoto {
  src: string;
  /** The upright original's size. */
  width: number;
  height: number;
  /** The photo's dominant colour, `#rrggbb`: it fills the box until the image arrives. */
  color: string;
  /** JPEG, or PNG when the photo has transparency (a logo). */
  fallbackType: 'image/jpeg' | 'image/png';
  /** Every format made, best first (AVIF, WebP, then the fallback), each with its widths, narrowest first. */
  sources: Array<{ type: PhotoType; variants: PhotoVariant[] }>;
}

/** A photo that cannot be used, located at its `src` key. */
export interface PhotoProblem {
  keyPath: PathSegment[];
  message: string;
}

export interface PhotoResult {
  /** By `src` as written in site.yaml. */
  photos: Map<string, ProcessedPhoto>;
  /** Every file to write, by its path in the site. */
  files: Map<string, Uint8Array>;
  problems: PhotoProblem[];
  /** Photos smaller than where they are shown, located at the `src` of the place that needs them widest. */
  warnings: PhotoProblem[];
}
