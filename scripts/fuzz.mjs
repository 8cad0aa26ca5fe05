#!/usr/bin/env node
// `npm run fuzz`: every endpoint of the table fuzzed from its contract, FUZZ_RUNS requests each
// (1,000 by default), on SQLite and then on PostgreSQL (TEST_DATABASE_URL), one after the other
// on a 2-core machine. Prints a table per database: per endpoint, the share of valid-shaped
// requests that reached the handler and the count of each HTTP status. apps/server/README.md,
// Fuzzing. FUZZ_SEED picks another fixed seed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = process.env.FUZZ_RUNS ?? '1000';
const folder = mkdtempSync(path.join(tmpdir(), 'portal-fuzz-'));
const report = path.join(folder, 'report.md');

const projects = ['server-sqlite'];
if (process.env.TEST_DATABASE_URL) projects.push('server-postgres');
else {
  process.stdout.write(
    '[fuzz] PostgreSQL SKIPPED: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)\n',
  );
}

let failed = 0;
for (const project of projects) {
  process.stdout.write(`\n[fuzz] ${project}: ${runs} requests per endpoint\n`);
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'vitest'),
    ['run', '--project', project, 'apps/server/src/fuzz/endpoint-fuzz.test.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, FUZZ_RUNS: runs, FUZZ_REPORT: report, TURBO_TELEMETRY_DISABLED: '1' },
    },
  );
  if (result.status !== 0) failed += 1;
}

let tables = '';
try {
  tables = readFileSync(report, 'utf8');
} catch {
  tables = '(no report was written)\n';
}
process.stdout.write(`\n[fuzz] totals\n\n${tables}`);
rmSync(folder, { recursive: true, force: true });
process.stdout.write(`Summary: ${projects.length - failed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
