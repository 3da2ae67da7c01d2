import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this file so commands work from any cwd. */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const schemaFile = join(projectRoot, 'schema', 'site.schema.json');
/**
 * Build caches (the photos, the compiled validator, the client bundle): safe to delete at any time.
 * LAWN_SITE_CACHE puts them elsewhere: `npm run bench` times a first build with an empty one.
 */
export const cacheDir = process.env.LAWN_SITE_CACHE || join(projectRoot, 'node_modules', '.cache', 'lawn-site-generator');
export const defaultConfigFile = 'site.yaml';
export const defaultOutDir = 'dist';
