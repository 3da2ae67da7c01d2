import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { UserError } from '../errors.js';
import { createFolderServer, listenOnLoopback } from './static-server.js';

/**
 * The folder a build is published under, read from its home page's canonical link, so a site
 * for `https://you.github.io/repo/` is previewed at `/repo/` as it will be served.
 */
export function basePathOfBuild(folder: string): string {
  let home: string;
  try {
    home = readFileSync(join(folder, 'index.html'), 'utf8');
  } catch {
    throw new UserError(`${folder} holds no built site (no index.html). Run npm run build first.`);
  }
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
  return canonical ? new URL(canonical).pathname : '/';
}

/** Serves a built folder as a static host would, on a loopback port. */
export async function startPreview(folder: string, port = 0): Promise<{ url: string; server: Server }> {
  const basePath = basePathOfBuild(folder);
  const server = createFolderServer(() => folder, () => basePath);
  const origin = await listenOnLoopback(server, port);
  return { url: origin + basePath, server };
}
