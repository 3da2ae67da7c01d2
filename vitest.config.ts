import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/browser/**'],
    testTimeout: 30_000,
    // Servers started in beforeAll build the site first: slow on a cold, busy CI machine.
    hookTimeout: 60_000,
  },
});
