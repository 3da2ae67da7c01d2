import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { ConfigError, formatKeyPath } from '../config/problem.js';
import type { SiteConfig } from '../config/types.js';
import { YamlSource } from '../config/yaml-source.js';
import type { PhotoResult } from '../photos/types.js';
import { photoRequests } from '../site/photos.js';

export const noPhotos: PhotoResult = { photos: new Map(), files: new Map(), problems: [], warnings: [] };

/**
 * Every photo site.yaml names, made ready for the pages. A photo that cannot be used is a
 * ConfigError located at its `src`, like any other mistake in site.yaml.
 */
export async function preparePhotos(config: SiteConfig, configFile: string): Promise<PhotoResult> {
  const requests = photoRequests(config);
  if (requests.length === 0) return noPhotos;
  // sharp (and libvips) load only for sites with photos.
  const { processPhotos } = await import('../photos/process.js');
  const result = await processPhotos(requests, { baseDir: dirname(configFile) });
  if (result.problems.length === 0) return result;
  const source = new YamlSource(await readFile(configFile, 'utf8'));
  // A photo shown in two places is one problem at its one `src`.
  const unique = new Map(result.problems.map((problem) => [`${formatKeyPath(problem.keyPath)}\0${problem.message}`, problem]));
  throw new ConfigError(
    relative(process.cwd(), configFile) || configFile,
    [...unique.values()].map((problem) => ({ ...source.positionOfValue(problem.keyPath), keyPath: formatKeyPath(problem.keyPath), message: problem.message })),
  );
}
