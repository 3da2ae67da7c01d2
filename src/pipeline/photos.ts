import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { ConfigError, formatProblem } from '../config/problem.js';
import { placeProblems } from '../config/place-problems.js';
import type { PhotoRequest, PhotoResult } from '../photos/types.js';

/** The photos made ready for the pages, and the warnings about them, located like any site.yaml message. */
export interface PreparedPhotos extends Pick<PhotoResult, 'photos' | 'files'> {
  warnings: string[];
}

export const noPhotos: PreparedPhotos = { photos: new Map(), files: new Map(), warnings: [] };

/**
 * Every photo site.yaml names, made ready for the pages; `onProgress` hears of each photo done. A photo that cannot be used is a
 * ConfigError located at its `src`, like any other mistake in site.yaml; a photo smaller than
 * where it is shown is a warning located there too.
 */
export async function preparePhotos(requests: PhotoRequest[], configFile: string, onProgress?: (done: number, total: number) => void): Promise<PreparedPhotos> {
  if (requests.length === 0) return noPhotos;
  // sharp (and libvips) load only for sites with photos.
  const [{ processPhotos }, { photoEncoderProcess }] = await Promise.all([import('../photos/process.js'), import('../photos/encoder-process.js')]);
  const encoder = photoEncoderProcess();
  let result: PhotoResult;
  try {
    result = await processPhotos(requests, { baseDir: dirname(configFile), encoder, onProgress });
  } finally {
    encoder.close();
  }
  return { photos: result.photos, files: result.files, warnings: await placed(result, configFile) };
}

/** What `preparePhotos` would refuse or warn about, found without making any file (`npm run validate`). Returns the warnings. */
export async function checkPhotos(requests: PhotoRequest[], configFile: string): Promise<string[]> {
  if (requests.length === 0) return [];
  const { checkPhotos: check } = await import('../photos/check.js');
  return placed(await check(requests, dirname(configFile)), configFile);
}

/** Throws the problems as a ConfigError; returns the warnings, each placed at its line and column in site.yaml. */
async function placed({ problems, warnings }: Pick<PhotoResult, 'problems' | 'warnings'>, configFile: string): Promise<string[]> {
  if (problems.length === 0 && warnings.length === 0) return [];
  const label = relative(process.cwd(), configFile) || configFile;
  // The yaml library keeps where each value is written; it is loaded only when there is something to place.
  const { YamlSource } = await import('../config/yaml-source.js');
  const source = new YamlSource(await readFile(configFile, 'utf8'));
  if (problems.length > 0) throw new ConfigError(label, placeProblems(source, problems));
  return placeProblems(source, warnings).map((warning) => formatProblem(label, warning));
}
