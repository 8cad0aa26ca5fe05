#!/usr/bin/env node
// `npm run fuzz`: every endpoint of the table fuzzed from its contract, FUZZ_RUNS requests each
// (1,000 by default), on SQLite and on PostgreSQL (TEST_DATABASE_URL) side by side: each run is
// one process waiting mostly on itself or on its database, so two fit a 2-core machine. Prints a
// table per database: per endpoint, the share of valid-shaped requests that reached the handler
// and the count of each HTTP status; a failed run's output follows. apps/server/README.md,
// Fuzzing. FUZZ_SEED picks another fixed seed.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = process.env.FUZZ_RUNS ?? '1000';
const folder = mkdtempSync(path.join(tmpdir(), 'portal-fuzz-'));

const projects = ['server-sqlite'];
if (process.env.TEST_DATABASE_URL) projects.push('server-postgres');
else {
  process.stdout.write(
    '[fuzz] PostgreSQL SKIPPED: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)\n',
  );
}

/** Runs the fuzz test file in one vitest project; resolves with its exit code and files. */
function fuzzOn(project) {
  const report = path.join(folder, `${project}.md`);
  const output = path.join(folder, `${project}.log`);
  process.stdout.write(`[fuzz] ${project}: ${runs} requests per endpoint\n`);
  return new Promise((resolve) => {
    const log = createWriteStream(output);
    const child = spawn(
      path.join(root, 'node_modules', '.bin', 'vitest'),
      ['run', '--project', project, 'apps/server/src/fuzz/endpoint-fuzz.test.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          FUZZ_RUNS: runs,
          FUZZ_REPORT: report,
          FORCE_COLOR: '0',
          TURBO_TELEMETRY_DISABLED: '1',
        },
      },
    );
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on('close', (code) => log.end(() => resolve({ project, code, report, output })));
  });
}

const read = (file, otherwise) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return otherwise;
  }
};

const results = await Promise.all(projects.map(fuzzOn));
let failed = 0;
for (const { project, code, report, output } of results) {
  process.stdout.write(`\n[fuzz] ${project}: ${code === 0 ? 'passed' : 'FAILED'}\n\n`);
  process.stdout.write(read(report, '(no report was written)\n'));
  if (code !== 0) {
    failed += 1;
    process.stdout.write(`\n${read(output, '')}\n`);
  }
}
rmSync(folder, { recursive: true, force: true });
process.stdout.write(`\nSummary: ${projects.length - failed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
