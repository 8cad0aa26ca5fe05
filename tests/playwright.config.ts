import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium-launch.js';
import {
  type EditionFixture,
  editionFixtures,
  shortTimers,
  timersEditionFixtures,
} from './e2e/support/editions.js';

const root = path.resolve(import.meta.dirname, '..');

const timersSpecs = /\.timers\.spec\.ts$/;
/**
 * Specs that change demo data other specs read (fed.new and ind.alert fix the work email the
 * others see flagged): they run after the rest of their edition's specs, in a project that depends on it.
 * Alone: `--project 'MFB last' --no-deps`.
 */
const lastSpecs = /\.last\.spec\.ts$/;

function otherEditionOnly(edition: EditionFixture): RegExp {
  return edition.productFlag === 'MFB'
    ? /\.mp\.((timers|last)\.)?spec\.ts$/
    : /\.mfb\.((timers|last)\.)?spec\.ts$/;
}

/**
 * The built service on the editions' ports, with a fresh database each run (demo data as seeded).
 * The database folder is named by port, so runs on other ports (E2E_PORT_MFB) never delete it.
 */
function serviceOn(editions: EditionFixture[], dataName: string, env: Record<string, string>) {
  const dataFolder = `${dataName}-${editions[0]?.port}`;
  return {
    command: `rm -rf .test-output/${dataFolder} && node apps/server/dist/main.js`,
    cwd: root,
    url: `${editions[0]?.baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT_MFB: String(editions[0]?.port),
      PORT_MP: String(editions[1]?.port),
      DATABASE_FILE: `.test-output/${dataFolder}/portal.sqlite`,
      LOG_LEVEL: 'warn',
      ...env,
    },
  };
}
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
  // 10 s, not Playwright's 5: with two Chromiums and four services on two cores (load average
  // about 8), a sign-in's round trip and the navigation after it once took over 5 s in a
  // fresh-clone run. It waits longer for the same behaviour; nothing is asserted less.
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Every spec runs in both editions, except files named for one edition (`*.mfb.spec.ts`,
  // `*.mp.spec.ts`, also before `.timers`) whose demo accounts exist only there. Specs named
  // `*.timers.spec.ts` run against the second service, whose timers are short; `*.last.spec.ts`
  // after the rest of their edition's specs (lastSpecs).
  projects: [
    ...editionFixtures.map((edition) => ({
      name: edition.productFlag,
      use: { baseURL: edition.baseURL, edition },
      testIgnore: [otherEditionOnly(edition), timersSpecs, lastSpecs],
    })),
    ...editionFixtures.map((edition) => ({
      name: `${edition.productFlag} last`,
      use: { baseURL: edition.baseURL, edition },
      testMatch: lastSpecs,
      testIgnore: otherEditionOnly(edition),
      dependencies: [edition.productFlag],
    })),
    ...timersEditionFixtures.map((edition) => ({
      name: `${edition.productFlag} short timers`,
      use: { baseURL: edition.baseURL, edition },
      testMatch: timersSpecs,
      testIgnore: otherEditionOnly(edition),
    })),
  ],
  webServer: [
    serviceOn(editionFixtures, 'e2e-data', {}),
    serviceOn(timersEditionFixtures, 'e2e-timers-data', {
      IDLE_WARNING_SECONDS: String(shortTimers.idleWarningSeconds),
      IDLE_COUNTDOWN_SECONDS: String(shortTimers.idleCountdownSeconds),
      TWO_STEP_CODE_SECONDS: String(shortTimers.twoStepCodeSeconds),
    }),
  ],
});
