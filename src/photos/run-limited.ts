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

/** Runs `job` when a slot is free; of the jobs waiting, a lower `priority` goes first, then first come first served. */
export type Schedule = <R>(priority: number, job: () => Promise<R>) => Promise<R>;

/** A Schedule that runs at most `limit` jobs at once. */
export function limitedSchedule(limit: number): Schedule {
  const waiting: Array<{ priority: number; start: () => void }> = [];
  let running = 0;
  const startNext = () => {
    if (running >= limit || waiting.length === 0) return;
    // A stable pick: the first waiting job of the lowest priority.
    let best = 0;
    for (let i = 1; i < waiting.length; i++) if (waiting[i]!.priority < waiting[best]!.priority) best = i;
    const [chosen] = waiting.splice(best, 1);
    running++;
    chosen!.start();
  };
  return (priority, job) =>
    new Promise((resolve, reject) => {
      waiting.push({
        priority,
        start: () => {
          job()
            .then(resolve, reject)
            .finally(() => {
              running--;
              startNext();
            });
        },
      });
      startNext();
    });
}

/** No limit: every job starts at once. */
export const unlimited: Schedule = (_priority, job) => job();
