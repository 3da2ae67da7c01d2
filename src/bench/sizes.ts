import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A size three ways: as written, and as gzip and brotli send it (each at its default level). */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export const sizesOf = (contents: string | Uint8Array): Sizes => {
  const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
  return { raw: bytes.byteLength, gzip: gzipSync(bytes).byteLength, brotli: brotliCompressSync(bytes).byteLength };
};

export const addSizes = (...all: Sizes[]): Sizes =>
  all.reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), { raw: 0, gzip: 0, brotli: 0 });

export const kilobytes = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
