import { describe, expect, it } from 'vitest';
import { limitedSchedule } from '../../src/photos/run-limited.js';

/** A job that records when it starts and finishes only when `finish` is called. */
function controllableJobs() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const job = (name: string) => () => {
    started.push(name);
    return new Promise<string>((resolve) => finishers.set(name, () => resolve(name)));
  };
  const finish = async (name: string) => {
    finishers.get(name)!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, job, finish };
}

describe('limitedSchedule', () => {
  it('runs at most `limit` jobs at once, and a waiting decode (priority 0) before waiting encodes (priority 1)', async () => {
    const schedule = limitedSchedule(2);
    const { started, job, finish } = controllableJobs();
    const results = [schedule(1, job('encode a')), schedule(1, job('encode b')), schedule(1, job('encode c')), schedule(0, job('decode next'))];
    expect(started).toEqual(['encode a', 'encode b']);
    await finish('encode a');
    expect(started).toEqual(['encode a', 'encode b', 'decode next']);
    await finish('encode b');
    expect(started).toEqual(['encode a', 'encode b', 'decode next', 'encode c']);
    await finish('decode next');
    await finish('encode c');
    expect(await Promise.all(results)).toEqual(['encode a', 'encode b', 'encode c', 'decode next']);
  });

  it('frees the slot of a job that fails, and passes the failure on', async () => {
    const schedule = limitedSchedule(1);
    const failed = schedule(1, () => Promise.reject(new Error('damaged')));
    const next = schedule(1, () => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('damaged');
    expect(await next).toBe('next');
  });
});

describe('limitedSchedule with a memory budget', () => {
  it('starts a later job that fits beside a large one, and a job larger than the budget alone', async () => {
    const schedule = limitedSchedule(2, 100);
    const { started, job, finish } = controllableJobs();
    const results = [schedule(1, job('large 80'), 80), schedule(1, job('large 60'), 60), schedule(1, job('small 20'), 20), schedule(1, job('huge 150'), 150)];
    expect(started).toEqual(['large 80', 'small 20']);
    await finish('small 20');
    expect(started).toEqual(['large 80', 'small 20']); // neither 60 nor 150 fits beside 80: a core waits rather than memory
    await finish('large 80');
    expect(started).toEqual(['large 80', 'small 20', 'large 60']);
    await finish('large 60');
    expect(started.at(-1)).toBe('huge 150');
    await finish('huge 150');
    await Promise.all(results);
  });
});
