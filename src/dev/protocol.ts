import type { ConfigProblem } from '../config/problem.js';

/** Messages between the dev server and its build worker. */
export type ToWorker = { type: 'build'; id: number; configFile: string };

export type FromWorker =
  | { type: 'built'; id: number; files: Array<[string, Uint8Array]>; warnings: string[]; pages: number }
  /** site.yaml is wrong: the owner's mistake, explained. */
  | { type: 'config-error'; id: number; file: string; message: string; problems: ConfigProblem[] }
  /** Anything else: a bug, or a code change that does not work (a template with a syntax error). */
  | { type: 'failed'; id: number; message: string };
