import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/browser/**'],
    globalSetup: ['tests/global-setup.ts'],
    // Most test files wait on builds, servers and child processes: three at once keep 2 cores busy
    // (139 s against 231 s with Vitest's default of one fewer than the cores; four took 155 s).
    maxWorkers: 3,
    // Each worker imports the build, React and the editor once, not once per file (100 s against
    // 139 s): no test file relies on a fresh copy of a module, and none changes one for the next.
    isolate: false,
    testTimeout: 30_000,
    // Servers started in beforeAll build the site first: slow on a cold, busy CI machine.
    hookTimeout: 60_000,
  },
});
