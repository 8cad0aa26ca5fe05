/**
 * Sign-in benchmark (issue 17, target 3; README.md here). `npm run bench:sign-in` builds and runs
 * it. The built service, not pinned (the target is on the machine's two cores), the per-address
 * and per-user sign-in limits off (one address makes all the load; everything else as in
 * production: argon2id at its OWASP parameters, at most one hash per core at a time), signs
 * fed.member in, each attempt in a fresh envelope (RSA, a new session key, accepted once), as the
 * portal sends it.
 *
 * Each round (BENCH_ROUNDS, 3; medians judged):
 * 1. sign-ins a second at the maximum (autocannon, BENCH_SIGN_IN_CONNECTIONS (8), BENCH_SECONDS);
 *    target: at least 40;
 * 2. the encrypted bank list's maximum (autocannon), then its p99 at half of it, quiet (the paced
 *    sender, a process of its own);
 * 3. the same half load while sign-ins arrive at 40 a second (a second paced sender); target: p99
 *    at most twice the quiet p99 of the same round.
 */

import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { endpoints } from '@portal/api/endpoints';
import {
  importEnvelopePublicKey,
  publicKeyResponseSchema,
  sealRequest,
} from '@portal/api/envelope';
import { apiBasePath } from '@portal/api/protocol';
import {
  bankListRequest,
  demoPassword,
  encryptedPool,
  host,
  pacedInOwnProcess,
  root,
  type Service,
  serverMain,
  startService,
  stopService,
} from './bench-service.js';
import { measure, type Paced } from './load.js';

const serviceMain = path.resolve(root, process.env.BENCH_SERVICE_MAIN || serverMain);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const signInConnections = Number(process.env.BENCH_SIGN_IN_CONNECTIONS ?? 8);
const poolSize = Number(process.env.BENCH_POOL ?? 4000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const targets = { signInsPerSecond: 40, p99Ratio: 2 };
const loginPath = `${apiBasePath}${endpoints.login.path}`;

/** `count` sign-in bodies, each sealed in its own envelope (the service accepts each once). */
async function signInBodies(service: Service, count: number): Promise<string[]> {
  const answer = publicKeyResponseSchema.parse(
    await (await fetch(`${service.origin}${apiBasePath}${endpoints.publicKey.path}`)).json(),
  );
  if (!answer.strReturnObject) throw new Error('no public key');
  const publicKey = await importEnvelopePublicKey(answer.strReturnObject.jwk);
  const plaintext = JSON.stringify({
    strUserid: 'fed.member',
    strPassword: demoPassword,
    strProductNm: 'MFB',
  });
  const bodies: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const sealed = await sealRequest(
      { scheme: 'service', publicKey, offerSessionKey: true },
      plaintext,
      { method: 'POST', urlPath: loginPath },
    );
    bodies.push(JSON.stringify(sealed.body));
  }
  return bodies;
}

interface Round {
  signInsPerSecond: number;
  quiet: Paced;
  busy: Paced;
  signInsDuringBusy: Paced;
}

async function round(service: Service): Promise<Round> {
  const signInUrl = `${service.origin}${loginPath}`;
  const headers = { 'content-type': 'application/json' };
  // Enough bodies that none is sent twice, even at ten times the target.
  const burst = await signInBodies(service, targets.signInsPerSecond * 10 * (seconds + 2));
  const max = await measure('sign-in', {
    url: signInUrl,
    method: 'POST',
    headers,
    bodies: burst,
    connections: signInConnections,
    duration: seconds,
  });

  const bank = bankListRequest(service, await encryptedPool(service, poolSize));
  const bankMax = await measure('bank list', { ...bank, connections, duration: seconds });
  const rate = Math.max(1, Math.floor(bankMax.rps / 2));
  const half = {
    url: bank.url,
    headers: bank.headers,
    bodies: bank.bodies,
    rate,
    seconds,
    connections,
  };
  const quiet = await pacedInOwnProcess(half, undefined);
  const signInStream = {
    url: signInUrl,
    headers,
    bodies: await signInBodies(service, targets.signInsPerSecond * (seconds + 1)),
    rate: targets.signInsPerSecond,
    seconds,
    connections: signInConnections,
  };
  const [busy, signInsDuringBusy] = await Promise.all([
    pacedInOwnProcess(half, undefined),
    pacedInOwnProcess(signInStream, undefined),
  ]);
  return { signInsPerSecond: max.rps, quiet, busy, signInsDuringBusy };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const spread = (values: number[], digits: number) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');

async function main() {
  if (!existsSync(serviceMain)) {
    console.error(
      `${serviceMain} is missing: run \`npx turbo run build --filter=@portal/server\`.`,
    );
    process.exit(1);
  }
  console.log(
    `Sign-in benchmark: ${host} only, ${rounds} rounds, ${seconds} s per measurement; Node ` +
      `${process.version}, ${availableParallelism()} CPUs, nothing pinned. Load average before: ` +
      `${loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}.`,
  );
  const service = await startService(
    { RATE_LIMIT_LOGIN_PER_ADDRESS: '0', RATE_LIMIT_LOGIN_PER_USER_ID_AND_ADDRESS: '0' },
    { main: serviceMain },
  );
  const results: Round[] = [];
  try {
    for (let index = 0; index < rounds; index += 1) {
      results.push(await round(service));
      process.stdout.write(`round ${index + 1} of ${rounds} done\n`);
    }
  } finally {
    await stopService(service);
  }
  const signIns = results.map((result) => result.signInsPerSecond);
  const ratios = results.map((result) => result.busy.p99 / result.quiet.p99);
  console.log(
    `\nsign-ins at the maximum (${signInConnections} at a time): ${spread(signIns, 1)} a second ` +
      `(target at least ${targets.signInsPerSecond}): ${verdict(median(signIns) >= targets.signInsPerSecond)}`,
  );
  console.log(
    `bank list at half load (${spread(
      results.map((result) => result.quiet.rate),
      0,
    )} req/s): p99 quiet ${spread(
      results.map((result) => result.quiet.p99),
      2,
    )} ms, with sign-ins at ${targets.signInsPerSecond} a second ${spread(
      results.map((result) => result.busy.p99),
      2,
    )} ms (sign-in p99 ${spread(
      results.map((result) => result.signInsDuringBusy.p99),
      2,
    )} ms)`,
  );
  console.log(
    `  TARGET p99 with sign-ins over quiet p99: ${spread(ratios, 3)} (at most ${
      targets.p99Ratio
    }): ${verdict(median(ratios) <= targets.p99Ratio)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
