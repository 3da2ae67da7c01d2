import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The list of files a build wrote, written last into its folder. In a staging folder it says the
 * build finished writing; in an output folder it says which files the next build may replace.
 * The local servers do not serve it.
 */
export const OUTPUT_MANIFEST = '.lawn-site-files';

const HEADER = '# Written by npm run build, which replaces this folder as a whole. It refuses to if the folder holds files not listed here.\n';

export async function writeManifest(folder: string, files: Iterable<string>): Promise<void> {
  await writeFile(join(folder, OUTPUT_MANIFEST), HEADER + [...files].sort().join('\n') + '\n');
}

/** The files a build says it wrote into `folder`, or undefined when it holds no manifest. */
export async function readManifest(folder: string): Promise<Set<string> | undefined> {
  try {
    const text = await readFile(join(folder, OUTPUT_MANIFEST), 'utf8');
    return new Set(text.split('\n').filter((line) => line && !line.startsWith('#')));
  } catch {
    return undefined;
  }
}
