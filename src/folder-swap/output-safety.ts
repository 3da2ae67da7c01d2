import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { shownText } from '../config/shown-text.js';
import { UserError } from '../errors.js';
import { projectRoot } from '../paths.js';
import { listFolderAside } from './folder-listing.js';
import { OUTPUT_MANIFEST, readManifest } from './output-manifest.js';

/** Where the owner keeps photos, beside site.yaml. */
const PHOTOS_FOLDER = 'photos';

/**
 * What builds wrote at the top of their output before they listed their files, so their outputs
 * are still recognised: pages, the sitemap (split past 50,000 pages) and the host files.
 */
const OLDER_BUILD_ENTRIES = [
  /^(index|404)\.html$/,
  /^sitemap(-\d+)?\.xml$/,
  /^(robots\.txt|_headers|\.nojekyll|favicon\.svg)$/,
  /^(assets|services|estimate|projects)$/,
  /^lawn-care-[a-z0-9-]+$/,
];

/** What the operating system puts into a folder it shows (macOS Finder, Windows Explorer): no one's work, so a build may delete it. */
const OS_FILES = new Set(['.ds_store', 'thumbs.db', 'desktop.ini']);
const isOsFile = (path: string) => OS_FILES.has(basename(path).toLowerCase());

const CHOOSE = 'Choose an empty or new folder of its own with --out.';

/** A folder as messages name it: from the current folder when it is inside it, else in full; never raw control characters. */
export function shownPath(path: string): string {
  const shown = relative(process.cwd(), path);
  return shownText(shown && !shown.startsWith('..') && !isAbsolute(shown) ? shown : path, Infinity);
}

/**
 * A build deletes its output folder's old contents, so that folder must hold nothing else: not
 * the project, site.yaml or the photos, and no file a build did not write. Throws a UserError
 * that says why and what to do.
 */
export async function assertSafeOutputFolder(outDir: string, configFile: string): Promise<void> {
  const target = resolve(outDir);
  const config = resolve(configFile);
  const photos = join(dirname(config), PHOTOS_FOLDER);
  const holds = (path: string) => path === target || path.startsWith(target + sep);
  const refuse = (found: string, lost: string, fix = CHOOSE) =>
    new UserError(
      `--out expects a folder of its own for the built site, found ${shownPath(target)}, which ${found}.\n` +
        `A build replaces its output folder as a whole, so it would delete ${lost}: nothing was written.\n${fix}`,
    );

  if (target === dirname(target)) throw refuse('is the root of the disk', 'everything on it');
  for (const folder of [process.cwd(), projectRoot]) {
    if (holds(folder)) throw refuse(`holds the project folder ${shownPath(folder)}`, 'the project');
  }
  if (holds(config)) throw refuse(`holds ${shownPath(config)}, the file the site is built from`, 'it');
  if (holds(photos) || target.startsWith(photos + sep)) throw refuse(`is or holds the photos folder ${shownPath(photos)}`, 'the photos');

  // Plain system calls up to the listing, so that its thread starts now and not once the build
  // thread is free again: it reads site.yaml next, which takes a second on a large site.
  const found = statSync(target, { throwIfNoEntry: false });
  if (found && !found.isDirectory()) throw refuse('is a file', 'it');
  const strangers = found ? await filesNotWrittenByABuild(target) : [];
  if (strangers.length > 0) {
    const listed = strangers.slice(0, 5).map((file) => shownText(file)).join(', ') + (strangers.length > 5 ? ` and ${strangers.length - 5} more` : '');
    throw refuse(
      `holds files a build did not write: ${listed}`,
      'them',
      `Move them out of ${shownPath(target)}, or choose an empty or new folder with --out. A folder counts as a build's output when ` +
        `it holds only the files listed in its ${OUTPUT_MANIFEST} (or, from a build before that list, index.html and only what such a build writes at the top).`,
    );
  }
}

/** The files (or, without a manifest, top entries) of `target` that no build wrote; none for an empty folder or a build's output. */
async function filesNotWrittenByABuild(target: string): Promise<string[]> {
  const entries = readdirSync(target).filter((entry) => !isOsFile(entry));
  if (entries.length === 0) return [];
  const listing = listFolderAside(target, entries.length);
  listing.catch(() => {}); // not needed when there is no manifest
  const written = await readManifest(target);
  if (written) {
    const { files, others } = await listing;
    return [...files, ...others].filter((file) => file !== OUTPUT_MANIFEST && !written.has(file) && !isOsFile(file)).sort();
  }
  const strangers = entries.filter((entry) => !OLDER_BUILD_ENTRIES.some((pattern) => pattern.test(entry))).sort();
  return entries.includes('index.html') ? strangers : entries.sort();
}
