/** Progress output: one line per stage with its time, and a summary. Silent with --quiet. */
export interface Reporter {
  task<T>(title: string, run: () => Promise<T> | T): Promise<T>;
  warn(message: string): void;
  info(message: string): void;
}

export function consoleReporter({ quiet = false } = {}): Reporter {
  return {
    async task(title, run) {
      const started = performance.now();
      const result = await run();
      if (!quiet) console.log(`  ✓ ${title} ${formatDuration(performance.now() - started)}`);
      return result;
    },
    warn(message) {
      console.warn(`  ! ${message}`);
    },
    info(message) {
      if (!quiet) console.log(message);
    },
  };
}

export const silentReporter: Reporter = {
  task: async (_title, run) => run(),
  warn() {},
  info() {},
};

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}
