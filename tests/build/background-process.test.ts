import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startInBackground } from '../../src/build/background-process.js';

describe('a build’s work in the background', () => {
  // Deleting a 10,000-page output takes seconds: what the owner runs next goes first.
  it.runIf(process.platform !== 'win32')('runs at the lowest priority, so it never slows what runs next', () => {
    const child = startInBackground('setTimeout(() => {}, 30_000)', []);
    try {
      expect(child.pid).toBeGreaterThan(0);
      expect(getPriority(child.pid!)).toBe(19);
      expect(getPriority()).toBeLessThan(19); // this process's own is left as it was
    } finally {
      child.kill();
    }
  });
});
