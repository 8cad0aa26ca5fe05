#!/usr/bin/env node
// `npm start` and `npm test` on a fresh clone. This file runs on whatever Node the machine has
// (Node 20 on ours), so it uses only Node's own modules and nothing newer than Node 18 offers.
//
//   node scripts/portal.mjs start   install what is missing, build, serve both editions
//   node scripts/portal.mjs cluster the same, as two instances on PostgreSQL behind nginx
//                                   (scripts/cluster.mjs; `npm run start:cluster`)
//   node scripts/portal.mjs test    install what is missing, then lint, typecheck, build and every
//                                   test suite; ends with "Summary: N passed, N failed, N skipped"
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requiredNodeMajor = 24;
// The npm registry ships Node itself as a package (see docs/architecture.md, section 11).
const nodePackageVersion = '24.21.0';
const nodePackageName = `node-${process.platform}-${process.arch}`;
const nodeToolsDir = path.join(root, '.tools', 'node24');
const nodePackageDir = path.join(nodeToolsDir, 'node_modules', nodePackageName);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const outputDir = path.join(root, '.test-output');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// No tool reports usage from a clone: turbo has no setting for it in turbo.json, so every script
// that runs it sets this (package.json too); Storybook's is off in apps/docs/.storybook/main.ts.
// DO_NOT_TRACK is the common opt-out other tools read.
const quietEnvironment = {
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  // Keep logs of CI readable: colours only on a terminal (Biome takes --colors=off, see lint).
  FORCE_COLOR: process.stdout.isTTY ? '1' : '0',
};

function say(message) {
  process.stdout.write(`\n[portal] ${message}\n`);
}

function fail(message) {
  process.stderr.write(`\n[portal] ${message}\n`);
  process.exit(1);
}

/** Run a command to completion with inherited output; returns its exit code. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...quietEnvironment, ...options.env },
  });
  if (result.error) {
    process.stderr.write(`[portal] could not run ${command}: ${result.error.message}\n`);
    return 1;
  }
  return result.status ?? 1;
}

/** Run a long-lived child, forwarding Ctrl-C and termination to it; resolves with its exit code. */
function runForeground(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...quietEnvironment, ...env },
    });
    // The terminal sends Ctrl-C to the whole process group, the child included; this process
    // only waits for the child to finish its clean shutdown.
    const ignore = () => {};
    process.on('SIGINT', ignore);
    process.on('SIGTERM', () => child.kill('SIGTERM'));
    child.on('exit', (code, signal) => {
      process.off('SIGINT', ignore);
      resolve(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
    });
  });
}

// --- Node 24 -------------------------------------------------------------------------------

function nodeMajor() {
  return Number(process.versions.node.split('.')[0]);
}

function installNode() {
  say(
    `Node ${process.versions.node} is older than ${requiredNodeMajor}; fetching Node ${nodePackageVersion} from the npm registry into .tools/`,
  );
  mkdirSync(nodeToolsDir, { recursive: true });
  const code = run(npm, [
    'install',
    '--prefix',
    nodeToolsDir,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `${nodePackageName}@${nodePackageVersion}`,
  ]);
  if (code !== 0 || !existsSync(path.join(nodePackageDir, 'bin', 'node'))) {
    fail(
      `Could not install ${nodePackageName}@${nodePackageVersion}. Install Node ${requiredNodeMajor} (see .nvmrc) and run the command again.`,
    );
  }
}

/** On an older Node, run this same script again under Node 24 and exit with its code. */
async function reexecUnderNode24IfNeeded() {
  if (nodeMajor() >= requiredNodeMajor) return;
  if (!existsSync(path.join(nodePackageDir, 'bin', 'node'))) installNode();
  const binDir = path.join(nodePackageDir, 'bin');
  const code = await runForeground(
    path.join(binDir, 'node'),
    [fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
      // The machine's npmrc points native builds at the old Node's headers; use Node 24's own.
      npm_config_nodedir: nodePackageDir,
    },
  );
  process.exit(code);
}

// --- npm packages --------------------------------------------------------------------------

/**
 * Install when node_modules is missing or older than the lockfile (a pull changed it).
 * `npm install` rather than `npm ci`: the registry these machines reach lacks some packages'
 * builds for other platforms (Biome's and Rollup's macOS and Windows binaries), so no lockfile
 * made here can list them and `npm ci` refuses it. `npm install` keeps the locked versions.
 */
function ensureDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lockfile = path.join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs) return;
  say('Installing npm packages');
  if (run(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error']) !== 0) {
    fail('npm install failed; see the output above.');
  }
}

// --- Chromium ------------------------------------------------------------------------------

function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt || chromiumPath !== '/usr/bin/chromium') {
    fail(
      `Chromium is missing at ${chromiumPath}. Install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  say("Installing Debian's chromium (apt-get); tests never download a browser of their own");
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) !== 0
  ) {
    fail('apt-get could not install chromium; see the output above.');
  }
}

// --- start ---------------------------------------------------------------------------------

function buildPortalAndService() {
  say('Building the portal and the service');
  if (
    run(npm, [
      'exec',
      '--',
      'turbo',
      'run',
      'build',
      '--filter=@portal/server',
      '--filter=@portal/portal',
      '--output-logs=errors-only',
    ]) !== 0
  ) {
    fail('The build failed; see the output above.');
  }
}

async function start() {
  buildPortalAndService();
  say('Starting the service (Ctrl-C stops it)');
  process.exit(
    await runForeground(process.execPath, [path.join('apps', 'server', 'dist', 'main.js')]),
  );
}

async function startCluster() {
  buildPortalAndService();
  say('Starting two instances on PostgreSQL behind nginx (Ctrl-C stops them)');
  const { runCluster } = await import('./cluster.mjs');
  try {
    process.exit(await runCluster());
  } catch (error) {
    fail(error.message);
  }
}

// --- test ----------------------------------------------------------------------------------

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Test counts from a vitest JSON report. */
function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return null;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Test counts from a Playwright JSON report. */
function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return null;
  return {
    passed: (report.stats.expected ?? 0) + (report.stats.flaky ?? 0),
    failed: report.stats.unexpected ?? 0,
    flaky: report.stats.flaky ?? 0,
  };
}

function vitestStep(name, projects) {
  const report = path.join(outputDir, `${name}.json`);
  return {
    name,
    command: [
      npm,
      [
        'exec',
        '--',
        'vitest',
        'run',
        ...projects.flatMap((project) => ['--project', project]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
    ],
    counts: () => vitestCounts(report),
  };
}

function testSteps() {
  const e2eReport = path.join(outputDir, 'e2e.json');
  const visualReport = path.join(outputDir, 'visual.json');
  // Two lanes (test()): the checks, the build and what needs it; and the suites that need no
  // build, each driving a browser or several, then the visual comparison.
  const checks = 'checks and built service';
  const browsers = 'browsers';
  return [
    {
      name: 'lint',
      lane: checks,
      command: [
        npm,
        ['exec', '--', 'biome', 'ci', ...(process.stdout.isTTY ? [] : ['--colors=off']), '.'],
      ],
    },
    {
      name: 'typecheck',
      lane: checks,
      command: [npm, ['exec', '--', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']],
    },
    {
      name: 'build',
      lane: checks,
      command: [
        npm,
        [
          'exec',
          '--',
          'turbo',
          'run',
          'build',
          '--filter=!@portal/docs',
          '--output-logs=errors-only',
        ],
      ],
    },
    { ...vitestStep('unit', ['unit']), lane: browsers },
    { ...vitestStep('components', ['stories-*']), lane: browsers },
    // Portal pages in Chromium with a fake API client (apps/portal/vitest.project.ts).
    { ...vitestStep('pages', ['portal-pages']), lane: browsers },
    { ...vitestStep('server', ['server-*']), lane: checks },
    { ...vitestStep('packaging', ['packaging']), lane: checks, needs: 'build' },
    // Two built instances on PostgreSQL behind nginx (tests/cluster/). Without PostgreSQL or
    // nginx its tests are skipped, and the results say so and why.
    {
      ...vitestStep('cluster', ['cluster']),
      lane: checks,
      needs: 'build',
      skipReason: clusterSkipReason(),
    },
    // Prints the kit's cost (whole kit beyond React, gzip; budget in packages/ui/.size-limit.json)
    // and what each public page makes a browser download (gzip; apps/portal/.size-limit.mjs).
    {
      name: 'size',
      lane: checks,
      needs: 'build',
      command: [npm, ['run', 'size', '--workspace', '@portal/ui', '--workspace', '@portal/portal']],
    },
    {
      name: 'visual',
      lane: browsers,
      // Storybook's build builds the packages it depends on: after the build step, turbo finds
      // them built instead of writing the same folders at the same time.
      needs: 'build',
      command: [npm, ['run', 'test:visual']],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: visualReport },
      counts: () => playwrightCounts(visualReport),
    },
    {
      name: 'e2e',
      lane: checks,
      needs: 'build',
      command: [npm, ['exec', '--', 'playwright', 'test', '-c', 'tests/playwright.config.ts']],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
      counts: () => playwrightCounts(e2eReport),
    },
  ];
}

/**
 * Runs a step with its output kept in a log of its own, so two steps running side by side never
 * interleave their lines: the log is printed whole when the step ends. Resolves with its exit code.
 */
function runLogged(step) {
  const logFile = path.join(outputDir, 'logs', `${step.name}.log`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'w');
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command[1], {
      cwd: root,
      stdio: ['ignore', log, log],
      env: { ...process.env, ...quietEnvironment, ...step.env },
    });
    child.on('error', (error) => {
      writeSync(log, `[portal] could not run ${step.command[0]}: ${error.message}\n`);
      closeSync(log);
      resolve({ code: 1, logFile });
    });
    child.on('close', (code) => {
      closeSync(log);
      resolve({ code: code ?? 1, logFile });
    });
  });
}

/**
 * The steps run in two lanes side by side: most of a step's time is spent waiting (on a browser,
 * a database, a timer) rather than computing, so two at a time finish much sooner on two cores
 * than one after another (docs/architecture.md, section 'The test run'). A lane runs its steps in
 * order; a step that needs another waits for it, whichever lane it is in.
 */
async function test() {
  ensureChromium();
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });
  if (process.env.TEST_DATABASE_URL)
    say(
      `Server tests run on SQLite and on PostgreSQL (${redactUrl(process.env.TEST_DATABASE_URL)})`,
    );
  else say('Server tests run on SQLite (set TEST_DATABASE_URL to add PostgreSQL)');

  const steps = testSteps();
  const finished = new Map();
  const whenFinished = new Map(
    steps.map((step) => {
      let settle;
      const promise = new Promise((resolve) => {
        settle = resolve;
      });
      return [step.name, { promise, settle }];
    }),
  );
  const runStep = async (step) => {
    const prerequisite = step.needs && (await whenFinished.get(step.needs).promise);
    let result;
    if (prerequisite && !prerequisite.ok) {
      result = { name: step.name, ok: false, seconds: 0, counts: null };
      result.note = `not run: ${step.needs} failed`;
    } else {
      say(`${step.name}: started`);
      const started = Date.now();
      const { code, logFile } = await runLogged(step);
      const seconds = (Date.now() - started) / 1000;
      say(
        `${step.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s; its output:`,
      );
      process.stdout.write(readFileSync(logFile, 'utf8'));
      const counts = step.counts ? step.counts() : null;
      const skipped = counts?.skipped ?? 0;
      result = {
        name: step.name,
        ok: code === 0,
        seconds,
        counts,
        ...(skipped > 0 && { note: `SKIPPED: ${step.skipReason ?? 'see the output above'}` }),
      };
    }
    finished.set(step.name, result);
    whenFinished.get(step.name).settle(result);
  };
  const lanes = [...new Set(steps.map((step) => step.lane))];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of steps.filter((candidate) => candidate.lane === lane)) await runStep(step);
    }),
  );
  const results = steps.map((step) => finished.get(step.name));

  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const skipNotes = [];
  process.stdout.write(
    "\n[portal] Results (two lanes side by side; seconds are each step's own)\n",
  );
  for (const result of results) {
    const flaky = result.counts?.flaky ? ` (${result.counts.flaky} passed only on retry)` : '';
    const skips = result.counts?.skipped ? `, ${result.counts.skipped} skipped` : '';
    const tests = result.counts
      ? `${result.counts.passed} passed, ${result.counts.failed} failed${skips}${flaky}`
      : '';
    const mark = !result.ok ? 'FAIL' : result.counts?.skipped ? 'SKIP' : 'ok  ';
    process.stdout.write(
      `  ${mark}  ${result.name.padEnd(11)} ${result.seconds.toFixed(0).padStart(4)} s  ${tests}${result.note ? ` (${result.note})` : ''}\n`,
    );
    if (result.counts) {
      passed += result.counts.passed;
      failed += result.counts.failed;
      skipped += result.counts.skipped ?? 0;
      if (result.counts.skipped) skipNotes.push(`${result.name}: ${result.note}`);
    }
    // A step that failed without a failing test (lint, typecheck, build, a crash) counts once.
    if (!result.ok && (!result.counts || result.counts.failed === 0)) failed += 1;
  }
  const skipSummary = skipNotes.length > 0 ? ` (${skipNotes.join('; ')})` : '';
  process.stdout.write(
    `\nSummary: ${passed} passed, ${failed} failed, ${skipped} skipped${skipSummary}\n`,
  );
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}

/**
 * Why the cluster tests will skip, or undefined; the same rules as clusterSkipReason in
 * tests/cluster/support/cluster-run.ts (the build is the step's `needs`).
 */
function clusterSkipReason() {
  if (!process.env.TEST_DATABASE_URL) return 'no PostgreSQL: set TEST_DATABASE_URL';
  const nginx = process.env.NGINX_PATH;
  const found = nginx
    ? existsSync(nginx)
    : spawnSync('sh', ['-c', 'command -v nginx || test -x /usr/sbin/nginx'], { stdio: 'ignore' })
        .status === 0;
  if (!found) return 'no nginx: apt-get install nginx, or set NGINX_PATH';
  return undefined;
}

function redactUrl(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

// --- main ----------------------------------------------------------------------------------

const command = process.argv[2];
if (!['start', 'cluster', 'test'].includes(command)) {
  fail('Usage: node scripts/portal.mjs start|cluster|test');
}
await reexecUnderNode24IfNeeded();
ensureDependencies();
if (command === 'start') await start();
else if (command === 'cluster') await startCluster();
else await test();
