import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The file as it is on disk, named by a hash of its bytes: a different hash means someone changed it. */
export interface FileVersion {
  text: string;
  version: string;
}

export const versionOf = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex').slice(0, 20);

export async function readVersion(file: string): Promise<FileVersion> {
  const bytes = await readFile(file);
  return { text: bytes.toString('utf8'), version: versionOf(bytes) };
}

/** Writes a whole file or nothing: a temporary file beside it, renamed over it (atomic on one disk). */
export async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, text);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** How many earlier versions of site.yaml are kept. */
export const KEPT_VERSIONS = 5;

/**
 * Earlier versions of site.yaml, in a hidden folder beside it (`.site-yaml-history/`), one file
 * per save named by its time, so the newest sorts last; only the last few are kept.
 */
export class SiteHistory {
  readonly folder: string;

  constructor(readonly configFile: string) {
    this.folder = join(dirname(configFile), '.site-yaml-history');
  }

  /** Keeps `text` (the version about to be replaced); returns the backup's path. */
  async keep(text: string, now = new Date()): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const stem = basename(this.configFile).replace(/\.ya?ml$/, '');
    const stamp = now.toISOString().replace(/:/g, '-');
    let file = join(this.folder, `${stem}-${stamp}.yaml`);
    for (let n = 2; await exists(file); n++) file = join(this.folder, `${stem}-${stamp}-${n}.yaml`);
    await writeAtomically(file, text);
    await this.prune();
    return file;
  }

  async versions(): Promise<string[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    return names.filter((name) => name.endsWith('.yaml') && !name.startsWith('.')).sort().map((name) => join(this.folder, name));
  }

  private async prune(): Promise<void> {
    const all = await this.versions();
    for (const old of all.slice(0, Math.max(0, all.length - KEPT_VERSIONS))) await rm(old, { force: true });
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await readFile(file);
    return true;
  } catch {
    return false;
  }
}
