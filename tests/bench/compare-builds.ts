/**
 * CPU per bank-list request of two (or more) builds of the service, side by side under the same
 * load, for before/after comparisons on a machine too busy for throughput figures to mean much:
 *
 *   cp -r apps/server/dist apps/server/dist-before     # before the change, then rebuild
 *   node --conditions=portal-source --import tsx tests/bench/compare-builds.ts \
 *     apps/server/dist-before/main.js apps/server/dist/main.js
 *
 * (A copy must sit one folder below apps/server, as dist does, to find the content files.) All
 * builds run at once, each with a fresh database; rounds alternate between them, so a burst of
 * other work on the machine hits each alike; each round is a warm-up and COMPARE_SECONDS (5) of
 * autocannon at COMPARE_RATE requests a second (0, the default: as fast as it answers), and reads
 * the process's CPU time (all threads) per answered request. Prints the median and every round.
 * COMPARE_ENCRYPTED=false measures the plain path (ENCRYPTION_REQUIRED=false, signed in in plain
 * JSON) instead of the envelope; COMPARE_ROUNDS (7), BENCH_CONNECTIONS (20).
 *
 * Which builds compare: the encrypted path is sealed by this checkout's client, envelope version
 * 2, so it compares version-2 builds only (a build from before issue 17 cannot open those bodies
 * and is refused with a message saying so). The plain path has no envelope and compares any
 * builds, version 1 or 2.
 */

import {
  bankListBody,
  bankListRequest,
  cpuSecondsOf,
  encryptedPool,
  type Service,
  startService,
  stopService,
} from './bench-service.js';
import { measure } from './load.js';

const mains = process.argv.slice(2);
const rate = Number(process.env.COMPARE_RATE ?? 0);
const rounds = Number(process.env.COMPARE_ROUNDS ?? 7);
const seconds = Number(process.env.COMPARE_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** 'true' (the default), 'false', or 'both': each build's encrypted and plain paths. */
const paths =
  process.env.COMPARE_ENCRYPTED === 'both'
    ? [true, false]
    : [process.env.COMPARE_ENCRYPTED !== 'false'];

interface Build {
  main: string;
  encrypted: boolean;
  service: Service;
  bodies: string[];
  cpuUs: number[];
  rps: number[];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Why an encrypted comparison could not start with `main`, most likely. */
function notVersionTwo(main: string, cause: unknown) {
  return new Error(
    `${main} did not sign in or answer the bank list in envelope version 2: the encrypted ` +
      'path compares version-2 builds only. A build from before the envelope version 2 can ' +
      'be compared on the plain path (COMPARE_ENCRYPTED=false).',
    { cause },
  );
}

async function main() {
  if (mains.length < (paths.length > 1 ? 1 : 2)) {
    console.error(
      'Give two or more main.js files of builds of the service (one with COMPARE_ENCRYPTED=both).',
    );
    process.exit(1);
  }
  const builds: Build[] = [];
  try {
    for (const main of mains)
      for (const encrypted of paths) {
        const service = await startService(encrypted ? {} : { ENCRYPTION_REQUIRED: 'false' }, {
          main,
        }).catch((error: unknown) => {
          throw encrypted ? notVersionTwo(main, error) : error;
        });
        // Pushed first, so the finally below stops it whatever happens next.
        const build: Build = { main, encrypted, service, bodies: [], cpuUs: [], rps: [] };
        builds.push(build);
        build.bodies = encrypted
          ? await encryptedPool(service, 2000).catch((error: unknown) => {
              throw notVersionTwo(main, error);
            })
          : [JSON.stringify(bankListBody)];
      }
    for (let round = 0; round < rounds; round += 1) {
      for (const build of builds) {
        const request = {
          ...bankListRequest(build.service, build.bodies),
          connections,
          ...(rate > 0 && { overallRate: rate }),
        };
        await measure('warm-up', { ...request, duration: 1 });
        const before = await cpuSecondsOf(build.service.running);
        const result = await measure(build.main, { ...request, duration: seconds });
        const used = (await cpuSecondsOf(build.service.running)) - before;
        build.cpuUs.push((used * 1e6) / result.requests);
        build.rps.push(result.rps);
      }
      if (paths.length > 1) {
        // Encrypted over plain, each build's within this round (the issue's target 1).
        const ratios = mains.map((main) => {
          const [encryptedRun, plainRun] = [true, false].map((encrypted) =>
            builds.find((build) => build.main === main && build.encrypted === encrypted),
          );
          return (
            (encryptedRun?.cpuUs.at(-1) ?? Number.NaN) / (plainRun?.cpuUs.at(-1) ?? Number.NaN)
          ).toFixed(2);
        });
        console.log(`round ${round + 1}: encrypted over plain ${ratios.join(', ')}`);
      }
    }
  } finally {
    for (const build of builds) await stopService(build.service);
  }
  console.log(
    `Bank list, ${paths.length > 1 ? 'encrypted and plain' : paths[0] ? 'encrypted' : 'plain JSON'}, ${
      rate > 0 ? `${rate} requests a second` : 'as fast as it answers'
    }, ${connections} connections, ${rounds} rounds of ${seconds} s:`,
  );
  for (const build of builds) {
    console.log(
      `${build.main}${paths.length > 1 ? (build.encrypted ? ' encrypted' : ' plain') : ''}: ${Math.round(median(build.cpuUs))} µs of CPU per request ` +
        `[${build.cpuUs.map((value) => Math.round(value)).join(' ')}], ` +
        `${Math.round(median(build.rps))} req/s`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
