import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium-launch.js';
import { editionFixtures } from './e2e/support/editions.js';

const root = path.resolve(import.meta.dirname, '..');
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

/**
 * End-to-end tests drive Debian's Chromium (no test tool downloads a browser here) against the
 * built service on its own ports and a fresh SQLite database with the demo data.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: path.join(root, '.test-output', 'e2e-artifacts'),
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // axe over a page with every FAQ open takes seconds on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Every spec runs in both editions, except files named for one edition (`*.mfb.spec.ts`,
  // `*.mp.spec.ts`) whose demo accounts exist only there.
  projects: editionFixtures.map((edition) => ({
    name: edition.productFlag,
    use: { baseURL: edition.baseURL, edition },
    testIgnore: edition.productFlag === 'MFB' ? /\.mp\.spec\.ts$/ : /\.mfb\.spec\.ts$/,
  })),
  webServer: {
    // A fresh database each run, so the demo accounts start from their seeded state.
    command: 'rm -rf .test-output/e2e-data && node apps/server/dist/main.js',
    cwd: root,
    url: `${editionFixtures[0]?.baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT_MFB: String(editionFixtures[0]?.port),
      PORT_MP: String(editionFixtures[1]?.port),
      DATABASE_FILE: '.test-output/e2e-data/portal.sqlite',
      LOG_LEVEL: 'warn',
    },
  },
});
