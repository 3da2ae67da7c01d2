import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { openCache } from '../cache/cache.js';
import { loadSiteConfig } from '../config/load.js';
import { photoEncoderProcess } from '../photos/encoder-process.js';
import { processPhotos } from '../photos/process.js';
import { photoRequests } from '../site/photos.js';

export interface PhotoMeasurement {
  photos: number;
  megapixels: number;
  /** Making every photo ready with an empty cache, as the first build does. */
  coldMs: number;
}

/** Processes the photos of a site.yaml with an empty cache, and counts the megapixels read. */
export async function measureColdPhotos(configFile: string): Promise<PhotoMeasurement> {
  const { config } = await loadSiteConfig(configFile);
  const requests = photoRequests(config);
  const baseDir = dirname(configFile);
  const sources = [...new Set(requests.map((request) => request.src))];
  let pixels = 0;
  for (const src of sources) {
    const { width = 0, height = 0 } = await sharp(resolve(baseDir, src)).metadata();
    pixels += width * height;
  }
  const cacheDir = mkdtempSync(join(tmpdir(), 'lawn-photo-cache-'));
  try {
    const started = performance.now();
    // In the encoder's own process, as the build does.
    const encoder = photoEncoderProcess();
    const result = await processPhotos(requests, { baseDir, cache: openCache(cacheDir), encoder }).finally(() => encoder.close());
    if (result.problems.length) throw new Error(result.problems.map((problem) => problem.message).join('\n'));
    return { photos: sources.length, megapixels: pixels / 1e6, coldMs: performance.now() - started };
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}
