import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { MAX_PIXELS } from '../photos/recipe.js';
import { sniffFormat, type AcceptedFormat } from '../photos/formats.js';
import { MAX_PHOTO_BYTES } from '../photos/inspect.js';
import { photoContentTypeOf } from '../content-types.js';

export { MAX_PHOTO_BYTES };

/** The extension a photo gets from what its bytes are, whatever its name said. */
const EXTENSIONS: Record<AcceptedFormat, string> = { JPEG: '.jpg', PNG: '.png', WebP: '.webp', AVIF: '.avif' };

export class PhotoRefused extends Error {}

/** The `photos/` folder beside site.yaml: listed for the photo fields, read for thumbnails, and added to by uploads. */
export class PhotoFolder {
  readonly folder: string;

  constructor(configFile: string) {
    this.folder = join(dirname(resolve(configFile)), 'photos');
  }

  /** Every photo in the folder, as site.yaml names them (`photos/logo.png`), in name order. */
  async list(): Promise<string[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    return names.filter((name) => !name.startsWith('.') && photoContentTypeOf(name)).sort().map((name) => `photos/${name}`);
  }

  /** A photo's bytes and type, or undefined for anything that is not a photo directly inside the folder. */
  async read(name: string): Promise<{ bytes: Buffer; type: string } | undefined> {
    const type = photoContentTypeOf(name);
    if (!type || name.startsWith('.') || name.includes('/') || name.includes('\\') || name.includes('\0')) return undefined;
    const file = resolve(this.folder, name);
    if (dirname(file) !== resolve(this.folder) || !file.startsWith(resolve(this.folder) + sep)) return undefined;
    try {
      if (!(await stat(file)).isFile()) return undefined;
      return { bytes: await readFile(file), type };
    } catch {
      return undefined;
    }
  }

  /**
   * Saves an uploaded photo under a name made safe here: the last part of the name it came with,
   * lower-case letters, digits and hyphens, the extension its bytes call for, and -2, -3… rather
   * than replacing a photo already there. Returns the name site.yaml uses (`photos/lawn.jpg`).
   */
  async add(suggestedName: string, bytes: Buffer): Promise<string> {
    if (bytes.length === 0) throw new PhotoRefused('the file is empty');
    if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoRefused(`the photo is ${megabytes(bytes.length)}, over the ${megabytes(MAX_PHOTO_BYTES)} limit: export it smaller`);
    const format = sniffFormat(bytes);
    if (!format.accepted) {
      const advice =
        format.kind === 'heic'
          ? 'export it from the phone as JPEG first'
          : format.kind === 'svg'
            ? 'SVG drawings are not accepted as photos; export it as PNG'
            : 'use a JPEG, PNG, WebP or AVIF photo';
      throw new PhotoRefused(`the file is ${format.name}, not a JPEG, PNG, WebP or AVIF photo: ${advice}`);
    }
    await refuseUndecodable(bytes, format.name);
    await mkdir(this.folder, { recursive: true });
    const stem = safeStem(suggestedName);
    const extension = EXTENSIONS[format.name];
    for (let n = 1; ; n++) {
      const name = `${stem}${n === 1 ? '' : `-${n}`}${extension}`;
      try {
        await writeFile(join(this.folder, name), bytes, { flag: 'wx' }); // wx: never replaces a file
        return `photos/${name}`;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  }
}

/**
 * Decodes the photo as the build will (sharp, the build's pixel limit), so a file that only starts
 * like a photo (cut short, damaged) is refused on upload rather than failing the next build.
 */
async function refuseUndecodable(bytes: Buffer, format: AcceptedFormat): Promise<void> {
  const damaged = (why: unknown) =>
    new PhotoRefused(`the file looks like a ${format} photo but cannot be read: it is damaged or incomplete (${String(why instanceof Error ? why.message : why).split('\n')[0]}). Open it on your computer and save or export it again as JPEG`);
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch (error) {
    throw damaged(error);
  }
  if (!width || !height) throw damaged('no picture size in its header');
  if (width * height > MAX_PIXELS) throw new PhotoRefused(`the photo is ${width}×${height} px, over the ${MAX_PIXELS / 1e6} megapixel limit: export it smaller`);
  try {
    // Every pixel is read; a small size keeps it quick (JPEG shrinks while decoding).
    await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' }).resize({ width: 64, withoutEnlargement: true }).raw().toBuffer();
  } catch (error) {
    throw damaged(error);
  }
}

/** `../../Front Lawn (1).JPG` → `front-lawn-1`; a name with nothing usable left becomes `photo`. */
export function safeStem(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  const stem = last
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || 'photo';
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
