// Reads one photo and decides whether it can be used at all, before any decoding: missing files,
// refused formats and oversized files become problems in plain words.
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { nearestKey } from '../config/suggest.js';
import { acceptedFormats, sniffFormat, type AcceptedFormat } from './formats.js';

/**
 * A phone photo is 2–8 MB; 30 MB leaves room for a 50-megapixel camera's JPEG while refusing a
 * RAW export or a scan that would only slow every build down.
 */
export const MAX_PHOTO_BYTES = 30 * 1024 * 1024;

export type ReadPhoto = { bytes: Uint8Array; format: AcceptedFormat } | { problem: string };

/** Both sizes in MB, with as many decimals as it takes for a file just over the limit not to print as the limit. */
function megabytes(size: number, limit: number): [string, string] {
  for (let decimals = 1; ; decimals++) {
    const [a, b] = [size, limit].map((bytes) => (bytes / 1024 / 1024).toFixed(decimals));
    if (a !== b || decimals === 6) return [`${a} MB`, `${b} MB`];
  }
}
const accepted = acceptedFormats.join(', ');

/** `src` as written, for messages; `file` its absolute path. */
export async function readPhoto(src: string, file: string, maxBytes = MAX_PHOTO_BYTES): Promise<ReadPhoto> {
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) return { problem: `${src} is a folder, not a photo: name a photo file inside it.` };
    size = info.size;
  } catch {
    return { problem: await missingMessage(src, file) };
  }
  if (size > maxBytes) {
    const [sizeText, limitText] = megabytes(size, maxBytes);
    return { problem: `${src} is ${sizeText}, over the ${limitText} limit for a photo: export it smaller (a JPEG about 3000 px wide is plenty for a web page).` };
  }
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    return { problem: `${src} could not be read (${(error as NodeJS.ErrnoException).code ?? String(error)}): check the file's permissions.` };
  }
  if (bytes.length === 0) return { problem: `${src} is empty (0 bytes): copy the photo again.` };
  const format = sniffFormat(bytes);
  if (format.accepted) return { bytes, format: format.name };
  switch (format.kind) {
    case 'heic':
      return {
        problem: `${src} is a ${format.name} photo, which browsers cannot show: phones' HEIC photos must be exported as JPEG first: on an iPhone, Settings → Camera → Formats → Most Compatible, or share/export the photo as JPEG. Accepted formats: ${accepted}.`,
      };
    case 'svg':
      return { problem: `${src} is an SVG drawing, which is refused as a photo because it can carry scripts: export it as PNG. Accepted formats: ${accepted}.` };
    case 'unknown':
      return { problem: `${src} is not an image in any format this site accepts (its first bytes match none of ${accepted}): it may be damaged, or another kind of file renamed. Export the photo again as JPEG.` };
    default:
      return { problem: `${src} is a ${format.name} file, which is not accepted as a photo: export it as JPEG (or PNG for a logo with a transparent background). Accepted formats: ${accepted}.` };
  }
}

/** "not found", with the nearest name in the same folder when one is close, and the folder when it is missing too. */
async function missingMessage(src: string, file: string): Promise<string> {
  const folder = dirname(file);
  let names: string[];
  try {
    names = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return `${src} was not found: there is no folder ${dirname(src)}/ beside site.yaml. Check the path, or put the photo there.`;
  }
  const nearest = nearestKey(basename(file), names);
  if (nearest) return `${src} was not found: did you mean ${joinSrc(src, nearest)}?`;
  return `${src} was not found: check the file name and that the photo is in that folder.`;
}

/** The suggestion written the way the owner wrote `src`: same folder part, the found file name. */
function joinSrc(src: string, name: string): string {
  const slash = Math.max(src.lastIndexOf('/'), src.lastIndexOf('\\'));
  return slash === -1 ? name : src.slice(0, slash + 1) + name;
}
