import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium-launch.js';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.VISUAL_PORT ?? 4320);
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

/**
 * Visual regression: every story of the static Storybook (apps/docs/storybook-static, built by
 * `npm run build -w @portal/docs`) in both editions, compared with the baselines committed in
 * tests/visual/baselines. Update them with `npm run test:visual:update` after a deliberate change.
 */
export default defineConfig({
  testDir: 'visual',
  outputDir: path.join(root, '.test-output', 'visual-artifacts'),
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // One retry on this shared 2-core machine: a screenshot taken while the machine stalls can miss
  // its stable frame. Playwright reports such a pass as flaky, so it stays visible.
  retries: 1,
  timeout: 30_000,
  reporter: jsonReport ? [['dot'], ['json', { outputFile: jsonReport }]] : [['dot']],
  expect: {
    // Small tolerance for anti-aliasing; a changed colour, size or layout still fails.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.15, animations: 'disabled' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 720 },
    deviceScaleFactor: 1,
    launchOptions: {
      ...chromiumLaunchOptions,
      // The same glyph shapes on every run, for stable screenshots.
      args: [...(chromiumLaunchOptions.args ?? []), '--font-render-hinting=none'],
    },
  },
  webServer: {
    command: `node scripts/serve-static.mjs apps/docs/storybook-static ${port}`,
    cwd: root,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
