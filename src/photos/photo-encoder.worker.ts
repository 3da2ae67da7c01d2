// The photo encoder's own process (see encoder-process.ts): it makes the files of each photo the
// build sends, at most one sharp job per core within a memory budget, and sends them back.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { encodePhoto } from './encode.js';
import { ENCODER_MEMORY, UnreadablePhoto } from './recipe.js';
import type { EncodeReply, EncodeRequest } from './encoder-process.js';
import { limitedSchedule } from './run-limited.js';

sharp.concurrency(1);
// The operation cache only ever holds pixels this process has finished with.
sharp.cache(false);
const schedule = limitedSchedule(Number(process.env.LAWN_PHOTO_JOBS) || availableParallelism(), ENCODER_MEMORY);
const reply = (message: EncodeReply) => process.send!(message);

process.on('message', async ({ id, bytes, widths, options }: EncodeRequest) => {
  try {
    reply({ id, photo: await encodePhoto(bytes, widths, options, { schedule }) });
  } catch (error) {
    const { message, stack } = error instanceof Error ? error : new Error(String(error));
    reply({ id, error: { unreadable: error instanceof UnreadablePhoto, message, stack } });
  }
});
// The build closes the channel when it has every photo, or when it stops: then there is nothing left to do.
process.on('disconnect', () => process.exit(0));
