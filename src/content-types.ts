// The one table of file types: every server, the editor and the build take a Content-Type from
// here rather than spelling one. No Node imports: the editor's browser code uses it too.

/** The photo formats site.yaml accepts (src/photos/formats.ts), by the extensions they come with. */
const PHOTO_TYPES = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
} as const;

/** The Content-Type of each kind of file a built site (or the editor's preview of one) holds. */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  ...PHOTO_TYPES,
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
} as const satisfies Record<string, string>;

type KnownExtension = keyof typeof CONTENT_TYPES;

/** `a/b.JPG` → `.jpg`; a name that starts with its only dot (`.lawn-site-files`) has none, as with node:path's extname. */
function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

const lookUp = (table: Record<string, string>, path: string): string | undefined => (Object.hasOwn(table, extensionOf(path)) ? table[extensionOf(path)] : undefined);

/** The Content-Type of a file by its name; `application/octet-stream` for a kind the table does not know. */
export const contentTypeOf = (path: string): string => lookUp(CONTENT_TYPES, path) ?? 'application/octet-stream';

/** The Content-Type of an answer that is not a file (an error text, a page made on the fly), named by the extension it would have. */
export const contentType = (extension: KnownExtension): string => CONTENT_TYPES[extension];

/** The Content-Type of a file whose name says it is a photo site.yaml may use, else undefined. */
export const photoContentTypeOf = (path: string): string | undefined => lookUp(PHOTO_TYPES, path);

/** The photo types, once each, for a file picker's `accept`: `image/jpeg`, `image/png`, … */
export const PHOTO_CONTENT_TYPES: readonly string[] = [...new Set(Object.values(PHOTO_TYPES))];
