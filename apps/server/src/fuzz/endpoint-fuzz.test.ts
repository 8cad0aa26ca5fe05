import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzSessions, fuzzEndpoint } from './fuzz-endpoint.js';
import { type EndpointTally, reachedShare, tallyTable } from './fuzz-tally.js';
import { fuzzTargets } from './fuzz-targets.js';
import { createFuzzWorld, type FuzzWorld } from './fuzz-world.js';
import { MemberSessions } from './member-sessions.js';
import { MemberSnapshots } from './member-snapshot.js';
import { VisitorDrafts } from './visitor-drafts.js';

/**
 * Every endpoint of the table, fuzzed from its contract (issue 18; README, Fuzzing). `npm test`
 * runs a few requests per endpoint with a fixed seed; `npm run fuzz` sets FUZZ_RUNS (1,000) and
 * prints the table FUZZ_REPORT collects.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 16);
const seed = Number(process.env.FUZZ_SEED ?? 20261124);
const database = (process.env.PORTAL_TEST_DATABASE ?? 'sqlite').startsWith('postgres')
  ? 'PostgreSQL'
  : 'SQLite';

describe(`every endpoint fuzzed from its contract (${runs} requests each, seed ${seed})`, () => {
  let world: FuzzWorld;
  let sessions: FuzzSessions;
  let snapshots: MemberSnapshots;
  const tallies: EndpointTally[] = [];

  beforeAll(async () => {
    world = await createFuzzWorld();
    sessions = { members: new MemberSessions(world), drafts: new VisitorDrafts(world) };
    snapshots = new MemberSnapshots(world.testApp.db, [world.owner.memberId, world.other.memberId]);
    // The app, its seed and the other member's bank: argon2 and migrations, slow on a busy machine.
  }, 180_000);

  afterAll(() => world?.close());

  /** The table so far, rewritten after each endpoint: a run stopped early still shows its counts. */
  async function report() {
    if (!process.env.FUZZ_REPORT) return;
    const title = `${database}: ${runs} requests per endpoint, seed ${seed}`;
    await writeFile(process.env.FUZZ_REPORT, `${tallyTable(tallies, title)}\n\n`);
  }

  for (const target of fuzzTargets()) {
    it(
      `${target.name}: no 5xx, no internals, the error envelope on every 4xx, members' data intact`,
      async () => {
        const { tally, faults } = await fuzzEndpoint(world, sessions, snapshots, target, {
          runs,
          seed,
        });
        tallies.push(tally);
        await report();
        expect(faults.slice(0, 8), `${faults.length} faults`).toEqual([]);
        // Fewer would mean the harness mostly tests the envelope and the contract, not the call.
        expect(
          reachedShare(tally),
          'share of valid-shaped requests that reached the handler',
        ).toBeGreaterThanOrEqual(0.9);
      },
      // Generous: PostgreSQL on a busy 2-core machine takes up to a quarter second a request.
      Math.max(120_000, runs * 1_500),
    );
  }
});
