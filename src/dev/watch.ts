import { existsSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { projectRoot } from '../paths.js';

/** Editors save in bursts (write, rename, touch): wait for the burst to end. */
const SETTLE_MS = 25;
/** Code the site is built with; a change means a fresh worker with the new code. */
const CODE_FOLDERS = ['src', 'templates', 'schema'];

/** Where the owner keeps photos, beside site.yaml. */
const PHOTOS_FOLDER = 'photos';

export type SourceChange = 'code' | 'config';

/**
 * Watches site.yaml, the photos beside it and the code, and calls `changed` once per burst of saves; a burst that
 * touched any code is a code change.
 */
export function watchSources(configPath: string, changed: (change: SourceChange) => void): { close(): void } {
  let timer: NodeJS.Timeout | undefined;
  let codeChanged = false;
  const settle = (change: SourceChange) => {
    if (change === 'code') codeChanged = true;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const burst = codeChanged ? 'code' : 'config';
      codeChanged = false;
      changed(burst);
    }, SETTLE_MS);
  };
  const watchers: FSWatcher[] = CODE_FOLDERS.map((folder) => watch(join(projectRoot, folder), { recursive: true }, () => settle('code')));
  // The owner's photos: a changed photo is made again (the cache keeps the ones that did not change).
  // The folder may only be made after the dev server started.
  const photos = join(dirname(configPath), PHOTOS_FOLDER);
  let photosWatched = false;
  const watchPhotos = () => {
    if (photosWatched || !existsSync(photos)) return;
    photosWatched = true;
    watchers.push(watch(photos, { recursive: true }, () => settle('config')));
  };
  // The folder, not the file: editors often save by writing a new file and renaming it.
  watchers.push(
    watch(dirname(configPath), (_event, name) => {
      if (name === basename(configPath)) settle('config');
      if (name === PHOTOS_FOLDER) {
        watchPhotos();
        settle('config');
      }
    }),
  );
  watchPhotos();
  return {
    close() {
      clearTimeout(timer);
      watchers.forEach((watcher) => watcher.close());
    },
  };
}
