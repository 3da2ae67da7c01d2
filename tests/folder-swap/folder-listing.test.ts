// A big folder is listed on a thread of its own (src/folder-swap/folder-listing.ts): the listing must be
// the one the build thread makes, links told apart from files and folders.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRIES_FOR_A_THREAD, listFolder, listFolderAside } from '../../src/folder-swap/folder-listing.js';
import { makeTempDir } from '../helpers/files.js';

describe('listing a folder', () => {
  it('gives the same files, folders and links on a thread of its own as in the build thread', async () => {
    const folder = makeTempDir();
    for (let i = 0; i < ENTRIES_FOR_A_THREAD; i++) {
      mkdirSync(join(folder, `page-${i}`));
      writeFileSync(join(folder, `page-${i}`, 'index.html'), `page ${i}`);
    }
    mkdirSync(join(folder, 'assets', 'photos'), { recursive: true });
    writeFileSync(join(folder, 'assets', 'photos', 'lawn.avif'), 'photo');
    symlinkSync(join(folder, 'page-1'), join(folder, 'linked-folder'));
    symlinkSync(join(folder, 'page-1', 'index.html'), join(folder, 'assets', 'linked-file.html'));

    const aside = await listFolderAside(folder, ENTRIES_FOR_A_THREAD + 3);
    const here = await listFolder(folder);
    const sorted = (listing: typeof here) => ({ files: [...listing.files].sort(), folders: [...listing.folders].sort(), others: [...listing.others].sort() });
    expect(sorted(aside)).toEqual(sorted(here));
    expect(here.files).toHaveLength(ENTRIES_FOR_A_THREAD + 1);
    expect(here.files).toContain('assets/photos/lawn.avif');
    expect(here.folders).toContain('assets/photos');
    expect(sorted(here).others).toEqual(['assets/linked-file.html', 'linked-folder']);
  });

  it('names paths from the folder however its path is written', async () => {
    const folder = makeTempDir();
    mkdirSync(join(folder, 'services', 'irrigation'), { recursive: true });
    writeFileSync(join(folder, 'services', 'irrigation', 'index.html'), 'page');
    writeFileSync(join(folder, 'index.html'), 'home');
    for (const written of [folder, `${folder}/`, `${folder}/../${basename(folder)}/.`]) {
      const listing = await listFolder(written);
      expect(listing.files.sort()).toEqual(['index.html', 'services/irrigation/index.html']);
      expect(listing.folders.sort()).toEqual(['services', 'services/irrigation']);
    }
  });

  it('says what went wrong when the folder cannot be read', async () => {
    await expect(listFolderAside(join(makeTempDir(), 'missing'), ENTRIES_FOR_A_THREAD)).rejects.toThrow(/ENOENT/);
  });
});
