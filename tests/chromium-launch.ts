import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, as every browser test here launches it (no test tool may download a browser
 * of its own). As root in a container it needs --no-sandbox; the other flags keep it off the
 * network, which these machines close (see docs/architecture.md, section 11).
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
