// Where each made file goes in the site. Pure, so the naming rules have a table-driven test.
import { basename, extname } from 'node:path';
import type { PhotoType } from './types.js';

export const photosFolder = 'assets/photos';

export const extensionOf: Record<PhotoType, string> = {
  'image/avif': 'avif',
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** `photos/Front Lawn (2).JPG` → `front-lawn-2`: safe in a URL without escaping. */
export function photoStem(src: string): string {
  const name = basename(src.replaceAll('\\', '/'), extname(src));
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // é → e, so accented names stay readable
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return stem || 'photo';
}

/** `assets/photos/front-lawn-800-1a2b3c4d.avif`; the hash is of the file's bytes, so a changed photo gets a new URL. */
export function variantPath(stem: string, width: number, hash8: string, type: PhotoType): string {
  return `${photosFolder}/${stem}-${width}-${hash8}.${extensionOf[type]}`;
}
