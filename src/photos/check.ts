// What `npm run validate` asks of the photos: everything the build would refuse or warn about,
// without making a single file. Each photo is read and decoded small (JPEG shrinks while it
// decodes), so a damaged file is found as the build would find it.
import { assertDecodable, readUpright } from './encode.js';
import { UnreadablePhoto } from './recipe.js';
import { MAX_PHOTO_BYTES, readPhoto } from './inspect.js';
import { tooSmallWarning, unreadableMessage } from './process.js';
import { mergeRequests, resolveSrc } from './requests.js';
import { runLimited } from './run-limited.js';
import type { PhotoProblem, PhotoRequest } from './types.js';

export async function checkPhotos(requests: PhotoRequest[], baseDir: string): Promise<{ problems: PhotoProblem[]; warnings: PhotoProblem[] }> {
  const problems: PhotoProblem[] = [];
  const warnings: PhotoProblem[] = [];
  await runLimited(mergeRequests(requests), 2, async (merged) => {
    const everywhere = (message: string) => problems.push(...merged.requests.map((request) => ({ keyPath: request.keyPath, message })));
    const resolved = resolveSrc(baseDir, merged.requests[0]!);
    if ('problem' in resolved) return everywhere(resolved.problem.message);
    const read = await readPhoto(merged.src, resolved.file, MAX_PHOTO_BYTES);
    if ('problem' in read) return everywhere(read.problem);
    try {
      const { width } = await readUpright(read.bytes);
      await assertDecodable(read.bytes);
      const warning = tooSmallWarning(merged, width);
      if (warning) warnings.push(warning);
    } catch (error) {
      if (!(error instanceof UnreadablePhoto)) throw error;
      everywhere(unreadableMessage(merged.src, read.format, error));
    }
  });
  return { problems, warnings };
}
