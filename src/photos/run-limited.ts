/** Runs `work` on every item with at most `limit` running at once; results in the items' order. */
export async function runLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * Runs `job` when a slot is free and its estimated memory (`bytes`) fits; of the jobs waiting,
 * a lower `priority` goes first, then first come first served.
 */
export type Schedule = <R>(priority: number, job: () => Promise<R>, bytes?: number) => Promise<R>;

/**
 * A Schedule that runs at most `limit` jobs at once whose memory adds up to at most `budget`.
 * When the next job does not fit beside those running, a later one that fits runs first; a job
 * larger than the whole budget runs when it can run alone.
 */
export function limitedSchedule(limit: number, budget = Infinity): Schedule {
  const waiting: Array<{ priority: number; bytes: number; start: () => void }> = [];
  let running = 0;
  let inUse = 0;
  const startNext = () => {
    while (running < limit && waiting.length > 0) {
      const order = waiting.map((entry, index) => ({ entry, index })).sort((a, b) => a.entry.priority - b.entry.priority || a.index - b.index);
      const chosen = order.find(({ entry }) => running === 0 || inUse + entry.bytes <= budget);
      if (!chosen) return;
      waiting.splice(chosen.index, 1);
      running++;
      inUse += chosen.entry.bytes;
      chosen.entry.start();
    }
  };
  return (priority, job, bytes = 0) =>
    new Promise((resolve, reject) => {
      waiting.push({
        priority,
        bytes,
        start: () => {
          job()
            .then(resolve, reject)
            .finally(() => {
              running--;
              inUse -= bytes;
              startNext();
            });
        },
      });
      startNext();
    });
}

/** No limit: every job starts at once. */
export const unlimited: Schedule = (_priority, job) => job();
