/**
 * Lighthouse benchmark of the public site (architecture section 8; issue 6 "Speed"): Lighthouse's
 * mobile audit (its default: a mid-range phone, 4x CPU slowdown, slow 4G, simulated) of every
 * public page (each page the build prerenders, spec section 2) in both editions, against the built
 * service.
 *
 *   npm run bench:lighthouse      # builds the service and the portal, then runs this
 *
 * It starts apps/server/dist/main.js on free ports of 127.0.0.1 with a fresh SQLite database,
 * launches Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) headless with an empty
 * profile and nothing that reaches the network on its own, and audits each page LIGHTHOUSE_RUNS
 * times (3). It prints each page's performance, accessibility, best-practices and SEO scores (of
 * the run with the median performance score), its metrics, and the targets as MET or MISSED:
 * performance at least 95, accessibility 100. A page that cannot be audited (a path this build
 * does not have, say) is reported with its error; the others still run.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverMain = path.join(root, 'apps/server/dist/main.js');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const host = '127.0.0.1';
// Every public page (issue 15 item 6); LIGHTHOUSE_PAGES (comma-separated paths) and
// LIGHTHOUSE_EDITIONS (MFB,MP) narrow a run to the pages being worked on.
const chosenPages = process.env.LIGHTHOUSE_PAGES?.split(',');
// LIGHTHOUSE_REPORTS=<folder> keeps each run's whole report (JSON) there, to read its network
// graph (critical request chains, render-blocking requests, the LCP element) instead of a score.
const reportFolder = process.env.LIGHTHOUSE_REPORTS;
const editions = (process.env.LIGHTHOUSE_EDITIONS ?? 'MFB,MP').split(',');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const targets = { performance: 95, accessibility: 100 };
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

/** Debian's Chromium as the brief of this benchmark asks: headless, no sandbox (root in a container), offline. */
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The public pages of an edition: every page the build prerendered for it, as paths. */
function publicPagesOf(edition: string): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'apps/portal/dist/prerendered.json'), 'utf8'),
  ) as { editions: Record<string, { pages: Record<string, unknown> }> };
  return Object.keys(manifest.editions[edition]?.pages ?? {}).sort();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startService(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://${host}:${env.PORT_MFB}/api/health`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited early:\n${output}`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Category = (typeof categories)[number];
type Audit = {
  scores: Record<Category, number | null>;
  metrics: Record<string, string>;
  finalUrl: string;
  warnings: string[];
};

async function audit(url: string, port: number, reportName: string): Promise<Audit> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
    // Lighthouse's default configuration is its mobile one; named here so the intent is plain.
    { extends: 'lighthouse:default' },
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (reportFolder) {
    await mkdir(reportFolder, { recursive: true });
    await writeFile(path.join(reportFolder, `${reportName}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    categories.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const values = Object.fromEntries(
    metrics.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '?']),
  );
  return { scores, metrics: values, finalUrl: lhr.finalDisplayedUrl, warnings: lhr.runWarnings };
}

/**
 * Lighthouse now and then fails to record a load's trace (NO_NAVSTART and the like); such a run is
 * made again, twice at most, before the page counts as not audited.
 */
async function auditWithRetries(url: string, port: number, reportName: string): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port, reportName);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

function median(audits: Audit[]): Audit {
  const sorted = [...audits].sort(
    (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)] as Audit;
}

async function main() {
  const [mfbPort, mpPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-lighthouse-'));
  const profileDir = await mkdtemp(path.join(tmpdir(), 'portal-lighthouse-profile-'));
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const service = await startService({
    PORT_MFB: String(mfbPort),
    PORT_MP: String(mpPort),
    HOST: host,
    DATABASE_FILE: path.join(dataDir, 'portal.sqlite'),
    LOG_LEVEL: 'warn',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
    userDataDir: profileDir,
    logLevel: 'silent',
  });

  let missed = 0;
  let failed = 0;
  process.stdout.write(
    `Lighthouse mobile, median of ${runs} run(s) per page by performance; load average ${load}\n\n`,
  );
  try {
    for (const [edition, port] of [
      ['MFB', mfbPort],
      ['MP', mpPort],
    ] as const) {
      if (!editions.includes(edition)) continue;
      for (const page of chosenPages ?? publicPagesOf(edition)) {
        const url = `http://${host}:${port}${page}`;
        const label = `${edition} ${page}`.padEnd(26);
        try {
          const done: Audit[] = [];
          for (let run = 0; run < runs; run += 1)
            done.push(
              await auditWithRetries(
                url,
                chrome.port,
                `${edition}${page.replaceAll('/', '_')}-${run + 1}`,
              ),
            );
          const { scores, metrics: values, finalUrl, warnings } = median(done);
          const performanceRuns = done.map((one) => one.scores.performance).join('/');
          const verdicts = (Object.keys(targets) as (keyof typeof targets)[]).map((id) => {
            const met = (scores[id] ?? 0) >= targets[id];
            if (!met) missed += 1;
            return `${id} ${met ? 'MET' : 'MISSED'}`;
          });
          process.stdout.write(
            `${label} ${categories.map((id) => `${id} ${scores[id] ?? '-'}`).join('  ')}` +
              `  (performance runs ${performanceRuns})\n` +
              `${' '.repeat(27)}${Object.entries(values)
                .map(([name, value]) => `${name} ${value}`)
                .join('  ')}  ${verdicts.join(', ')}\n` +
              (new URL(finalUrl).pathname === page
                ? ''
                : `${' '.repeat(27)}ended at ${new URL(finalUrl).pathname}\n`) +
              warnings.map((warning) => `${' '.repeat(27)}warning: ${warning}\n`).join(''),
          );
        } catch (error) {
          failed += 1;
          process.stdout.write(
            `${label} not audited: ${error instanceof Error ? error.message : String(error)}\n`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
    // A service that already stopped (it has happened mid-run) sends no further 'exit' event.
    if (service.exitCode === null && service.signalCode === null) {
      const exited = new Promise((resolve) => service.once('exit', resolve));
      service.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
    await rm(profileDir, { recursive: true, force: true });
  }
  process.stdout.write(
    `\nTargets: performance >= ${targets.performance}, accessibility ${targets.accessibility}: ` +
      `${missed === 0 ? 'all MET' : `${missed} MISSED`}` +
      `${failed ? `; ${failed} page(s) not audited` : ''}\n`,
  );
}

await main();
