/**
 * What a build says while it works: one line per stage with its time, and a summary. Silent with --quiet.
 *
 * A stage that can take more than a second says how far it is: `task` hands its work a
 * `progress(done, total)` callback, and `items` names what is counted.
 *
 *   await reporter.task(`Rendered ${routes.length} pages`, async (progress) => {
 *     for (const [i, route] of routes.entries()) { await write(route); progress(i + 1, routes.length); }
 *   }, { items: 'pages' });
 *
 * Call it as often as you like; the reporter decides what to draw. On a terminal the line
 * "  … pages 4,000 of 10,009 · about 6 s left" is redrawn in place (at most 10 times a second) and
 * replaced by "  ✓ Rendered 10,009 pages 9.12 s" when the stage ends; if the stage fails, the
 * line stays as it was. In a log (CI, a file) a plain line is written at most every 3 s instead,
 * none for a stage that ends sooner. The time left shows once an item is done and a second has
 * passed. With --quiet, neither.
 */
import { CLEAR_LINE, doneLine, formatDuration, redrawsInPlace, workingLine } from './stage-line.mjs';

export { formatDuration };

export type Progress = (done: number, total: number) => void;

export interface TaskOptions<T = unknown> {
  /** What `progress` counts, in the plural: "photos", "pages". */
  items?: string;
  /**
   * For a stage that counts nothing but can take a second on a large site: what it is doing,
   * shown on a terminal from its start ("checking site.yaml"), until its ✓ line replaces it.
   */
  doing?: string;
  /**
   * The stage's own time, for work that ran earlier beside other stages (the browser code is bundled
   * while site.yaml is read): its line shows how long the work took, not how long it was waited for.
   */
  took?: (result: T) => number;
}

export interface Reporter {
  task<T>(title: string, run: (progress: Progress) => Promise<T> | T, options?: TaskOptions<T>): Promise<T>;
  warn(message: string): void;
  info(message: string): void;
}

/** The part of a stream the reporter writes to; tests pass a fake that records. */
export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface ConsoleReporterOptions {
  quiet?: boolean;
  out?: OutputStream;
  err?: OutputStream;
  /** A clock in milliseconds; tests pass a fake one. */
  now?: () => number;
  /** Redraw one line in place; by default when `out` is a terminal that understands it. */
  interactive?: boolean;
}

/** A terminal redraws at most this often; a log gets a line at most this often. */
const REDRAW_MS = 100;
const LOG_LINE_MS = 3000;
/** Before this, one slow first item would make any estimate a guess. */
const ESTIMATE_AFTER_MS = 1000;

export function consoleReporter({
  quiet = false,
  out = process.stdout,
  err = process.stderr,
  now = () => performance.now(),
  interactive = redrawsInPlace(out),
}: ConsoleReporterOptions = {}): Reporter {
  /** The progress line now on the terminal, redrawn after a message is printed above it. */
  let shown: string | undefined;
  const clear = () => {
    if (shown !== undefined) out.write(CLEAR_LINE);
  };
  /** Draws `text` as the stage's line, over the one there. */
  const draw = (text: string) => {
    shown = fit(workingLine(text), out.columns);
    out.write(CLEAR_LINE + shown);
  };
  const print = (stream: OutputStream, text: string) => {
    clear();
    stream.write(`${text}\n`);
    if (shown !== undefined) out.write(shown);
  };

  return {
    async task<T>(title: string, run: (progress: Progress) => Promise<T> | T, { items = 'items', doing, took }: TaskOptions<T> = {}): Promise<T> {
      const started = now();
      let drawnAt = -Infinity;
      if (doing !== undefined && interactive && !quiet) draw(doing);
      const progress: Progress = (done, total) => {
        if (quiet) return;
        const at = now();
        const last = done >= total;
        if (interactive) {
          if (at - drawnAt < REDRAW_MS && !last && shown !== undefined) return;
          draw(progressText(items, done, total, at - started));
        } else {
          if (at - started < LOG_LINE_MS || at - drawnAt < LOG_LINE_MS || last) return;
          out.write(`${workingLine(progressText(items, done, total, at - started))}\n`);
        }
        drawnAt = at;
      };
      let result: T;
      try {
        result = await run(progress);
      } catch (error) {
        // The line says how far the stage got: it stays, and the error is printed below it.
        if (shown !== undefined) out.write('\n');
        shown = undefined;
        throw error;
      }
      clear();
      shown = undefined;
      if (!quiet) out.write(doneLine(title, took ? took(result) : now() - started));
      return result;
    },
    warn(message) {
      print(err, `  ! ${message}`);
    },
    info(message) {
      if (!quiet) print(out, message);
    },
  };
}

/** "photos 7 of 60 · about 40 s left"; the time left only once it can be estimated. */
export function progressText(items: string, done: number, total: number, elapsedMs: number): string {
  const count = `${items} ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
  if (done === 0 || done >= total || elapsedMs < ESTIMATE_AFTER_MS) return count;
  return `${count} · ${formatTimeLeft((elapsedMs / done) * (total - done))}`;
}

export function formatTimeLeft(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 10) return 'a few seconds left';
  // Rounded up to 5 s below a minute, so 57 s reads "about 1 min", as 70 s before it did: never "about 60 s".
  const fives = Math.ceil(seconds / 5) * 5;
  if (fives < 60) return `about ${fives} s left`;
  return `about ${Math.max(1, Math.round(seconds / 60))} min left`;
}

/** One line never wraps: a wrapped line could not be redrawn in place. */
function fit(line: string, columns: number | undefined): string {
  return columns && line.length >= columns ? `${line.slice(0, Math.max(0, columns - 2))}…` : line;
}

const noProgress: Progress = () => {};

export const silentReporter: Reporter = {
  task: async (_title, run) => run(noProgress),
  warn() {},
  info() {},
};

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}
