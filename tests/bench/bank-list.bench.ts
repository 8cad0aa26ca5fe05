/**
 * Bank-list benchmark (architecture section 8: server throughput as a ratio to a bare Fastify
 * hello world measured in the same run).
 *
 *   npx turbo run build --filter=@portal/server   # the benchmark starts the built service
 *   node --conditions=portal-source --import tsx tests/bench/bank-list.bench.ts
 *
 * It starts apps/server/dist/main.js on free ports of 127.0.0.1 with a fresh SQLite database and
 * the demo data, signs fed.member in through the real client, and measures with autocannon:
 *
 * 1. a bare Fastify hello world (tests/bench/hello-world-server.mjs), the yardstick;
 * 2. the bank list as the portal sends it, in the encryption envelope: the service's default
 *    configuration, every request carrying its own one-time AES key wrapped with RSA-OAEP, so
 *    every request costs the service one RSA private-key operation;
 * 3. the same at half of its own maximum rate, for p99 latency under ordinary load;
 * 4. and 2-3 again on a second service started with ENCRYPTION_REQUIRED=false and plain JSON, to
 *    show what the envelope costs (a benchmark configuration only; production refuses it).
 *
 * autocannon cannot encrypt, so the encrypted bodies are made up front: a pool of requests, each
 * sealed with its own fresh key. The service keeps no replay store (a body may be sent again; see
 * packages/api/src/crypto/envelope-crypto.ts) and no cache of unwrapped keys, so cycling through
 * the pool costs the service exactly what fresh requests cost.
 *
 * Environment: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_POOL (4000).
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  apiBasePath,
  createApiClient,
  endpoints,
  envelopeFormat,
  fetchUserBankDetailsResponseSchema,
  generateEnvelopeKeyPair,
  importEnvelopePublicKey,
  openAnswer,
  publicKeyResponseSchema,
  sealRequest,
  sessionKeys,
} from '@portal/api';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverMain = path.join(root, 'apps/server/dist/main.js');
const helloServer = fileURLToPath(new URL('./hello-world-server.mjs', import.meta.url));
const eventLoopMonitor = pathToFileURL(
  fileURLToPath(new URL('./event-loop-monitor.mjs', import.meta.url)),
).href;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const poolSize = Number(process.env.BENCH_POOL ?? 4000);
const host = '127.0.0.1';
const demoPassword = 'Demo-Portal-2026';
const fedMemberId = '7100000001';
const bankListPath = `${apiBasePath}${endpoints.fetchUserBankDetails.path}`;
const bankListBody = { strMember_Id: fedMemberId, dtEffDate: null };

const targets = { ratio: 1 / 3, halfLoadP99Ms: 5 };

// --- processes -------------------------------------------------------------------------------

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

interface Running {
  child: ChildProcess;
  output: () => string;
}

function start(script: string, env: Record<string, string>): Running {
  const child = spawn(process.execPath, [script], {
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
  return { child, output: () => output };
}

async function waitFor(url: string, running: Running, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (running.child.exitCode !== null) throw new Error(`exited early:\n${running.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface EventLoop {
  p50: number;
  p99: number;
  max: number;
  longestGc: number;
}

/** The service's event-loop figures since the previous call (event-loop-monitor.mjs). */
async function eventLoopSince(running: Running): Promise<EventLoop> {
  const before = running.output().length;
  running.child.kill('SIGUSR2');
  for (let waited = 0; waited < 2000; waited += 20) {
    const line = /event-loop (\{.*\})/.exec(running.output().slice(before));
    if (line?.[1]) return JSON.parse(line[1]) as EventLoop;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the service did not report its event loop');
}

async function stop(running: Running) {
  if (running.child.exitCode !== null) return;
  const exited = once(running.child, 'exit');
  running.child.kill('SIGINT');
  await exited;
}

// --- the service -------------------------------------------------------------------------------

interface Service {
  origin: string;
  running: Running;
  folder: string;
  token: string;
}

async function startService(extraEnv: Record<string, string>): Promise<Service> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  const [portMfb, portMp] = [await freePort(), await freePort()];
  const running = start(serverMain, {
    HOST: host,
    PORT_MFB: String(portMfb),
    PORT_MP: String(portMp),
    DATABASE_FILE: path.join(folder, 'portal.sqlite'),
    DATABASE_URL: '',
    PORTAL_DIST: folder,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    // One address makes all the load: the general per-address limit is raised out of the way,
    // but still counted and synced to the database as in production.
    RATE_LIMIT_API_PER_MINUTE: '1000000000',
    // Reports the service's own event-loop stalls on SIGUSR2 (see event-loop-monitor.mjs).
    NODE_OPTIONS: `--import=${eventLoopMonitor}`,
    ...extraEnv,
  });
  const origin = `http://${host}:${portMfb}`;
  await waitFor(`${origin}/api/health`, running);

  // Sign in as the portal does: through the client, in the envelope.
  const values = new Map<string, string>();
  const client = createApiClient({
    origin,
    session: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    },
    tokenRefreshMs: false,
    retryCount: 0,
  });
  const login = await client.call(endpoints.login, {
    strUserid: 'fed.member',
    strPassword: demoPassword,
    strProductNm: 'MFB',
  });
  const token = values.get(sessionKeys.token);
  if (login.returnCode !== 200 || !token) throw new Error('fed.member could not sign in');
  const banks = await client.call(endpoints.fetchUserBankDetails, bankListBody);
  if (banks.strReturnObject?.length !== 3) throw new Error('fed.member should have three banks');
  client.dispose();
  return { origin, running, folder, token };
}

async function stopService(service: Service) {
  await stop(service.running);
  await rm(service.folder, { recursive: true, force: true });
}

/** Sealed bank-list bodies, each with its own one-time key; one is checked end to end. */
async function encryptedPool(service: Service): Promise<string[]> {
  const answer = publicKeyResponseSchema.parse(
    await (await fetch(`${service.origin}${apiBasePath}${endpoints.publicKey.path}`)).json(),
  );
  if (!answer.strReturnObject) throw new Error('no public key');
  const publicKey = await importEnvelopePublicKey(answer.strReturnObject.jwk);
  const plaintext = JSON.stringify(bankListBody);
  const sealed = await Promise.all(
    Array.from({ length: poolSize }, () => sealRequest(publicKey, plaintext, bankListPath)),
  );

  const probe = sealed[0];
  if (!probe) throw new Error('empty pool');
  const response = await fetch(`${service.origin}${bankListPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${service.token}` },
    body: JSON.stringify(probe.body),
  });
  const opened = JSON.parse(await openAnswer(probe.key, await response.json(), bankListPath));
  const list = fetchUserBankDetailsResponseSchema.parse(opened);
  if (list.returnCode !== 200 || list.strReturnObject?.length !== 3) {
    throw new Error('the encrypted bank list did not answer as expected');
  }
  return sealed.map((entry) => JSON.stringify(entry.body));
}

// --- measuring -------------------------------------------------------------------------------

interface Measured {
  rps: number;
  p99: number;
  p50: number;
  requests: number;
}

async function measure(
  label: string,
  options: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    bodies?: string[];
    overallRate?: number;
    duration?: number;
  },
): Promise<Measured> {
  let next = 0;
  const bodies = options.bodies;
  const result = await autocannon({
    url: options.url,
    connections,
    duration: options.duration ?? seconds,
    method: options.method ?? 'GET',
    ...(options.headers && { headers: options.headers }),
    ...(options.overallRate && { overallRate: options.overallRate }),
    ...(bodies && {
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => {
            const body = bodies[next % bodies.length];
            next += 1;
            return { ...request, body };
          },
        },
      ],
    }),
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    throw new Error(
      `${label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    );
  }
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    requests: result.requests.total,
  };
}

interface Paced {
  rate: number;
  completed: number;
  lateMs: number;
  p50: number;
  p99: number;
  p999: number;
}

/**
 * Sends `rate` requests a second, evenly spaced on a 1 ms tick (open loop: a request goes out at
 * its time whether or not earlier ones have answered), and times each from when it went out, to a
 * hundredth of a millisecond; `lateMs` says how far behind its schedule the sender ever fell (a
 * sender short of CPU would hide queueing). autocannon's own rate limit lets each connection send
 * its whole second's quota at once and then wait, so its "half load" is full load half the time;
 * this is what half load means.
 */
async function paced(options: {
  url: string;
  headers: Record<string, string>;
  bodies: string[];
  rate: number;
  seconds: number;
}): Promise<Paced> {
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failures = 0;
  let sent = 0;
  let next = 0;
  const started = performance.now();
  const total = Math.round(options.rate * options.seconds);
  const pending = new Set<Promise<void>>();

  let lateMs = 0;
  function send(dueAt: number) {
    const sentAt = performance.now();
    lateMs = Math.max(lateMs, sentAt - dueAt);
    const body = options.bodies[next % options.bodies.length] ?? '';
    next += 1;
    const done = new Promise<void>((resolve) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          agent,
          headers: { ...options.headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) latencies.push(performance.now() - sentAt);
            else failures += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failures += 1;
        resolve();
      });
      request.end(body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  }

  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      const due = Math.min(total, Math.floor((elapsed / 1000) * options.rate));
      while (sent < due) {
        send(started + (sent / options.rate) * 1000);
        sent += 1;
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  await Promise.all(pending);
  agent.destroy();
  if (failures > 0) throw new Error(`paced run: ${failures} failed requests`);
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0;
  return {
    rate: options.rate,
    completed: latencies.length,
    lateMs,
    p50: at(0.5),
    p99: at(0.99),
    p999: at(0.999),
  };
}

/** One core's ceiling of RSA-OAEP-2048 unwraps in this process: what the encrypted path pays. */
async function rsaUnwrapCeiling(): Promise<number> {
  const pair = await generateEnvelopeKeyPair();
  const sealed = await sealRequest(pair.publicKey, '{}', '/x');
  const wrapped = Buffer.from(sealed.body.data.split(envelopeFormat.delimiter)[1] ?? '', 'base64');
  const aes = { name: 'AES-GCM', length: 256 } as const;
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < 2000) {
    await crypto.subtle.unwrapKey(
      'raw',
      wrapped,
      pair.privateKey,
      { name: 'RSA-OAEP' },
      aes,
      false,
      ['decrypt'],
    );
    count += 1;
  }
  return count / ((performance.now() - started) / 1000);
}

// --- the run ---------------------------------------------------------------------------------

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const number = (value: number) => Math.round(value).toLocaleString('en-US');
const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');

async function benchBankList(label: string, service: Service, bodies: string[]) {
  const request = {
    url: `${service.origin}${bankListPath}`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${service.token}` },
    bodies,
  };
  await measure(`${label} warm-up`, { ...request, duration: 2 });
  const max = await measure(label, request);
  const halfRate = Math.max(1, Math.floor(max.rps / 2));
  await eventLoopSince(service.running);
  const half = await paced({ ...request, rate: halfRate, seconds });
  const loop = await eventLoopSince(service.running);
  const bursty = await measure(`${label} at half load (autocannon)`, {
    ...request,
    overallRate: halfRate,
  });
  return { max, half, loop, bursty };
}

async function main() {
  if (!existsSync(serverMain)) {
    console.error(
      'apps/server/dist/main.js is missing: run `npx turbo run build --filter=@portal/server` first.',
    );
    process.exit(1);
  }
  console.log(
    `Bank-list benchmark: ${host} only, autocannon ${connections} connections, ${seconds} s per run, ` +
      `Node ${process.version}, ${availableParallelism()} CPUs (the load generator shares them).`,
  );
  console.log(`Load average before: ${loadAverage()}.`);

  const helloPort = await freePort();
  const hello = start(helloServer, { PORT: String(helloPort) });
  let helloResult: Measured;
  try {
    await waitFor(`http://${host}:${helloPort}/`, hello);
    await measure('hello warm-up', { url: `http://${host}:${helloPort}/`, duration: 2 });
    helloResult = await measure('hello world', { url: `http://${host}:${helloPort}/` });
  } finally {
    await stop(hello);
  }
  console.log(
    `\nhello world (bare Fastify):        ${number(helloResult.rps)} req/s, p99 ${helloResult.p99} ms`,
  );

  const rows: {
    label: string;
    max: Measured;
    half: Paced;
    loop: EventLoop;
    bursty: Measured;
  }[] = [];

  const encrypted = await startService({});
  try {
    const bodies = await encryptedPool(encrypted);
    rows.push({
      label: 'bank list, encrypted (as the portal sends it; default configuration)',
      ...(await benchBankList('bank list, encrypted', encrypted, bodies)),
    });
  } finally {
    await stopService(encrypted);
  }

  const plain = await startService({ ENCRYPTION_REQUIRED: 'false' });
  try {
    rows.push({
      label: 'bank list, plain JSON (ENCRYPTION_REQUIRED=false, benchmark only)',
      ...(await benchBankList('bank list, plain JSON', plain, [JSON.stringify(bankListBody)])),
    });
  } finally {
    await stopService(plain);
  }

  const ms = (value: number) => value.toFixed(2);
  for (const { label, max, half, loop, bursty } of rows) {
    const ratio = max.rps / helloResult.rps;
    console.log(`\n${label}`);
    console.log(
      `  maximum:   ${number(max.rps)} req/s, p99 ${max.p99} ms; ratio to hello world ${ratio.toFixed(
        3,
      )} (target at least ${targets.ratio.toFixed(3)}: ${verdict(ratio >= targets.ratio)})`,
    );
    console.log(
      `  half load: ${number(half.rate)} req/s evenly spaced, ${number(half.completed)} answers: ` +
        `p50 ${ms(half.p50)} ms, p99 ${ms(half.p99)} ms, p99.9 ${ms(half.p999)} ms, ` +
        `sender at most ${ms(half.lateMs)} ms late ` +
        `(target p99 at most ${targets.halfLoadP99Ms} ms: ${verdict(half.p99 <= targets.halfLoadP99Ms)})`,
    );
    console.log(
      `  the service's event loop meanwhile: held up p50 ${ms(loop.p50)} ms, p99 ${ms(loop.p99)} ms, ` +
        `at most ${ms(loop.max)} ms; longest GC pause ${ms(loop.longestGc)} ms ` +
        '(a 1 ms timer: p50 near 1 ms means idle)',
    );
    console.log(
      `  half load as autocannon's rate limit sends it (each second's quota in a burst): ` +
        `p50 ${bursty.p50} ms, p99 ${bursty.p99} ms`,
    );
  }

  const ceiling = await rsaUnwrapCeiling();
  console.log(
    `\nRSA-OAEP-2048 unwraps on one core of this process: ${number(ceiling)} per second. Every ` +
      'encrypted request needs one, so this bounds the encrypted path whatever the rest costs.',
  );
  console.log(`Load average after: ${loadAverage()}.`);
  console.log("Latency percentiles are autocannon's, in whole milliseconds.");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
