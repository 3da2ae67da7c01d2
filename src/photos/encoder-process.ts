// Photos are encoded in a process of their own. libaom and libvips allocate their buffers on
// libuv's threads, and glibc's malloc keeps what each thread's arena once held: in the build's own
// process a first build peaked at 460 MiB for 250 MiB of live data. A process started with a
// fixed mmap threshold hands every large buffer back as soon as it is freed; the environment is
// the only way to set that, so it takes a process of our own. It starts only on a cache miss.
import { fork, type ChildProcess } from 'node:child_process';
import { UnreadablePhoto, type EncodedPhoto, type EncodingOptions, type PhotoWidths } from './recipe.js';

export interface EncodeRequest {
  id: number;
  bytes: Uint8Array;
  widths: PhotoWidths;
  options: EncodingOptions;
}

export type EncodeReply = { id: number; photo: EncodedPhoto } | { id: number; error: { unreadable: boolean; message: string; stack?: string } };

/** Makes every file of one photo; the pipeline asks only on a cache miss. */
export interface PhotoEncoder {
  encode(bytes: Uint8Array, widths: PhotoWidths, options: EncodingOptions): Promise<EncodedPhoto>;
  /** Lets the encoder's process end; safe to call when it never started. */
  close(): void;
}

/** glibc's malloc: allocations from 128 KiB up are mapped on their own and unmapped when freed. */
const encoderEnvironment = { MALLOC_MMAP_THRESHOLD_: String(128 * 1024) };

export function photoEncoderProcess(): PhotoEncoder {
  let running: { process: ChildProcess; pending: Map<number, Waiting> } | undefined;
  let nextId = 0;

  const start = () => {
    const started = { process: forkEncoder(), pending: new Map<number, Waiting>() };
    const { process, pending } = started;
    process.on('message', (reply: EncodeReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ('photo' in reply) return waiting.resolve(reply.photo);
      const { unreadable, message, stack } = reply.error;
      if (unreadable) return waiting.reject(new UnreadablePhoto(message));
      waiting.reject(Object.assign(new Error(message), { stack }));
    });
    process.on('exit', (code, signal) => {
      if (running === started) running = undefined;
      const error = new Error(`The photo encoder's process stopped (${signal ?? `exit code ${code}`}) before it had made every photo`);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    });
    return started;
  };

  return {
    encode(bytes, widths, options) {
      running ??= start();
      const id = nextId++;
      const made = new Promise<EncodedPhoto>((resolve, reject) => running!.pending.set(id, { resolve, reject }));
      running.process.send({ id, bytes, widths, options } satisfies EncodeRequest);
      return made;
    },
    close() {
      if (running?.process.connected) running.process.disconnect();
      running = undefined;
    },
  };
}

interface Waiting {
  resolve: (photo: EncodedPhoto) => void;
  reject: (error: Error) => void;
}

/** The compiled `photo-encoder.worker.cjs` beside this module, or the TypeScript source through tsx. */
function forkEncoder(): ChildProcess {
  const compiled = !/\.tsx?$/.test(new URL(import.meta.url).pathname);
  const entry = new URL(compiled ? './photo-encoder.worker.cjs' : './photo-encoder.worker.ts', import.meta.url);
  return fork(entry, [], {
    serialization: 'advanced',
    env: { ...process.env, ...encoderEnvironment },
    execArgv: compiled ? [] : ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}
