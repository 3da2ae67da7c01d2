import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startInBackground } from '../../src/folder-swap/background-process.js';

describe('a build’s work in the background', () => {
  // Deleting a 10,000-page output takes seconds: what the owner runs next goes first.
  it.runIf(process.platform !== 'win32')('runs at the lowest priority, behind whatever the owner runs next', () => {
    const child = startInBackground('setTimeout(() => {}, 30_000)', []);
    try {
      expect(child.pid).toBeGreaterThan(0);
      expect(getPriority(child.pid!)).toBe(19);
    } finally {
      child.kill();
    }
  });
});
