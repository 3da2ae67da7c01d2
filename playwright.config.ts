import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * The system Chromium (Debian's packages); browser downloads do not work on CI machines here. Its
 * headless shell when installed: the same engine without the browser around it, it runs the suite
 * in half the time of the full browser on 2 cores (3.7 min against 7.7 min, measured).
 */
export const chromiumPath = process.env.CHROME_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

const launchOptions = {
  executablePath: chromiumPath,
  // Without these Chromium tries to reach Google's services at start-up; this machine has no internet.
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
};

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/browser/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: { launchOptions, trace: 'off' },
  projects: [
    // Every test runs on a phone, the screen most visitors use: what does not depend on the screen
    // is tested once. The mobile menu only shows here.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions },
    },
    // What the screen width changes (the header's links instead of the menu) is tested on a
    // desktop screen too: those tests are tagged @both-screens.
    {
      name: 'desktop',
      grep: /@both-screens/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, browserName: 'chromium', launchOptions },
    },
  ],
});
