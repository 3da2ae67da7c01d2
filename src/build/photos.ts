import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { ConfigError, formatKeyPath, formatProblem, type ConfigProblem } from '../config/problem.js';
import type { SiteConfig } from '../config/types.js';
import { YamlSource } from '../config/yaml-source.js';
import type { PhotoProblem, PhotoResult } from '../photos/types.js';
import { photoRequests } from '../site/photos.js';

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
export async function preparePhotos(config: SiteConfig, configFile: string, onProgress?: (done: number, total: number) => void): Promise<PreparedPhotos> {
  const requests = photoRequests(config);
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
  const label = relative(process.cwd(), configFile) || configFile;
  let source: YamlSource | undefined;
  const locate = async (found: PhotoProblem[]): Promise<ConfigProblem[]> => {
    source ??= new YamlSource(await readFile(configFile, 'utf8'));
    // A photo shown in two places is one message at its one `src`.
    const unique = new Map(found.map((problem) => [`${formatKeyPath(problem.keyPath)}\0${problem.message}`, problem]));
    return [...unique.values()].map((problem) => ({ ...source!.positionOfValue(problem.keyPath), keyPath: formatKeyPath(problem.keyPath), message: problem.message }));
  };
  if (result.problems.length > 0) throw new ConfigError(label, await locate(result.problems));
  const warnings = result.warnings.length ? (await locate(result.warnings)).map((warning) => formatProblem(label, warning)) : [];
  return { photos: result.photos, files: result.files, warnings };
}
