import { chromium, type Browser } from 'playwright-core';

/** The system Chromium (Debian's package unless CHROME_PATH says otherwise). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium from reaching Google's services: this machine has no internet. */
export const quietChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: chromiumPath, args: quietChromiumFlags });
