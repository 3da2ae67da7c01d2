import type { Server } from 'node:http';
import { tidyInterruptedBuilds } from '../folder-swap/interrupted-builds.js';
import { UserError } from '../errors.js';
import { basePathOf } from './base-path.js';
import { folderFiles } from './site-files.js';
import { createStaticSiteServer, listenOnLoopback } from './static-server.js';

/**
 * Serves a built folder as a static host would, on a loopback port, after putting back an output
 * folder a stopped build left moved aside. `notes` says what was tidied up.
 */
export async function startPreview(folder: string, port = 0): Promise<{ url: string; server: Server; notes: string[] }> {
  const notes = await tidyInterruptedBuilds(folder);
  const files = folderFiles(() => folder);
  const basePath = await basePathOf(files);
  if (basePath === undefined) throw new UserError(`${folder} holds no built site (no index.html). Run npm run build first.`);
  const server = createStaticSiteServer({ files, basePath: () => basePath });
  const origin = await listenOnLoopback(server, port);
  return { url: origin + basePath, server, notes };
}
