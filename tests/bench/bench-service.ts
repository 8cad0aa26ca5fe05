/**
 * What the bank-list benchmark and its profiler share: starting the built service (or any script)
 * on free ports of 127.0.0.1, signing fed.member in through the real client, and the pool of
 * sealed bank-list bodies.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fetchUserBankDetailsResponseSchema } from '@portal/api/banks';
import { createApiClient, sessionKeys } from '@portal/api/client';
import { endpoints } from '@portal/api/endpoints';
import { base64ToBytes, importSessionKey, openAnswer, sealRequest } from '@portal/api/envelope';
import { apiBasePath } from '@portal/api/protocol';
import type { Paced, PacedOptions } from './load.js';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const serverMain = path.join(root, 'apps/server/dist/main.js');
export const host = '127.0.0.1';
const eventLoopMonitor = pathToFileURL(
  fileURLToPath(new URL('./event-loop-monitor.mjs', import.meta.url)),
).href;
export const demoPassword = 'Demo-Portal-2026';
const fedMemberId = '7100000001';
export const bankListPath = `${apiBasePath}${endpoints.fetchUserBankDetails.path}`;
export const bankListBody = { strMember_Id: fedMemberId, dtEffDate: null };

export function freePort(): Promise<number> {
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

export interface Running {
  child: ChildProcess;
  output: () => string;
}

/**
 * Starts `node <script>`; with `cpus` (e.g. "0"), under `taskset -c <cpus>`, so it runs on those
 * cores only (threads included: the libuv pool that does WebCrypto's work too).
 */
export function start(
  script: string,
  env: Record<string, string>,
  options: { cpus?: string | undefined; nodeArgs?: string[]; scriptArgs?: string[] } = {},
): Running {
  const node = [...(options.nodeArgs ?? []), script, ...(options.scriptArgs ?? [])];
  const [command, args] = options.cpus
    ? ['taskset', ['-c', options.cpus, process.execPath, ...node]]
    : [process.execPath, node];
  const child = spawn(command, args, {
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

export async function waitFor(url: string, running: Running, timeoutMs = 30_000) {
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

export interface EventLoop {
  p50: number;
  p99: number;
  max: number;
  longestGc: number;
}

/** The service's event-loop figures since the previous call (event-loop-monitor.mjs). */
export async function eventLoopSince(running: Running): Promise<EventLoop> {
  const before = running.output().length;
  running.child.kill('SIGUSR2');
  for (let waited = 0; waited < 2000; waited += 20) {
    const line = /event-loop (\{.*\})/.exec(running.output().slice(before));
    if (line?.[1]) return JSON.parse(line[1]) as EventLoop;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the service did not report its event loop');
}

/** Total CPU seconds (user + system) the process has used so far, threads included (Linux). */
export async function cpuSecondsOf(running: Running): Promise<number> {
  const pid = running.child.pid;
  // Under taskset the child is taskset itself, which execs node: the same pid.
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat (12 and 13 after the name), in clock ticks
  // (USER_HZ, 100 on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export async function stop(running: Running) {
  if (running.child.exitCode !== null) return;
  const exited = once(running.child, 'exit');
  running.child.kill('SIGINT');
  await exited;
}

export interface Service {
  origin: string;
  running: Running;
  folder: string;
  token: string;
  /**
   * The envelope session key of fed.member's session, base64; null for a service started with
   * ENCRYPTION_REQUIRED=false, whose member signs in in plain JSON.
   */
  sessionKey: string | null;
}

export async function startService(
  extraEnv: Record<string, string>,
  options: { cpus?: string | undefined; nodeArgs?: string[]; main?: string } = {},
): Promise<Service> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  const [portMfb, portMp] = [await freePort(), await freePort()];
  const running = start(
    options.main ?? serverMain,
    {
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
    },
    options,
  );
  const origin = `http://${host}:${portMfb}`;
  try {
    // Migrations and the demo data (argon2 hashes) take a while on a busy machine.
    await waitFor(`${origin}/api/health`, running, 120_000);
  } catch (error) {
    // Not left running behind a failed benchmark (a busy machine can take longer than the wait).
    running.child.kill('SIGKILL');
    await rm(folder, { recursive: true, force: true });
    throw error;
  }

  // Sign in as the portal does: through the client, in the envelope. A service that does not
  // require it is signed into in plain JSON, so the plain path measures no envelope at all, and
  // any build can be measured there, envelope version 1 or 2 (compare-builds.ts).
  const encrypted = extraEnv.ENCRYPTION_REQUIRED !== 'false';
  const values = new Map<string, string>();
  const client = createApiClient({
    origin,
    encryption: encrypted,
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
  // The envelope's session key the sign-in set: it wraps every signed-in call's one-time key.
  const sessionKey = values.get(sessionKeys.envelopeSessionKey) ?? null;
  if (login.returnCode !== 200 || !token || (encrypted && !sessionKey)) {
    throw new Error('fed.member could not sign in');
  }
  const banks = await client.call(endpoints.fetchUserBankDetails, bankListBody);
  if (banks.strReturnObject?.length !== 3) throw new Error('fed.member should have three banks');
  client.dispose();
  return { origin, running, folder, token, sessionKey };
}

export async function stopService(service: Service) {
  await stop(service.running);
  await rm(service.folder, { recursive: true, force: true });
}

/** The bank-list call as autocannon and the paced sender make it. */
export function bankListRequest(service: Service, bodies: string[]) {
  return {
    url: `${service.origin}${bankListPath}`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${service.token}` },
    bodies,
  };
}

/**
 * `size` sealed bank-list bodies, each with its own one-time key wrapped with the session key
 * (envelope version 2), as the portal sends them; one is checked end to end. A signed-in call is
 * not recorded against replays and the service keeps no cache of unwrapped keys, so cycling
 * through the pool costs it exactly what fresh requests cost, for the five minutes its time of
 * sending stays fresh.
 */
export async function encryptedPool(service: Service, size: number): Promise<string[]> {
  if (!service.sessionKey) throw new Error('the service was started without encryption');
  const sessionKey = await importSessionKey(base64ToBytes(service.sessionKey));
  const plaintext = JSON.stringify(bankListBody);
  const target = { method: 'POST', urlPath: bankListPath };
  const sealed = await Promise.all(
    Array.from({ length: size }, () =>
      sealRequest({ scheme: 'session', sessionKey }, plaintext, target),
    ),
  );

  const probe = sealed[0];
  if (!probe) throw new Error('empty pool');
  const response = await fetch(`${service.origin}${bankListPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${service.token}` },
    body: JSON.stringify(probe.body),
  });
  const opened = JSON.parse(await openAnswer(probe, await response.json(), target));
  const list = fetchUserBankDetailsResponseSchema.parse(opened);
  if (list.returnCode !== 200 || list.strReturnObject?.length !== 3) {
    throw new Error('the encrypted bank list did not answer as expected');
  }
  return sealed.map((entry) => JSON.stringify(entry.body));
}

const pacedSender = fileURLToPath(new URL('./paced-sender.ts', import.meta.url));

/** Runs paced-sender.ts in a process of its own, on `cpus` (the load generator's cores). */
export async function pacedInOwnProcess(
  options: PacedOptions,
  cpus: string | undefined,
): Promise<Paced> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-paced-'));
  try {
    const file = path.join(folder, 'options.json');
    await writeFile(file, JSON.stringify(options));
    const sender = start(
      pacedSender,
      {},
      { cpus, nodeArgs: ['--conditions=portal-source', '--import', 'tsx'], scriptArgs: [file] },
    );
    const [code] = (await once(sender.child, 'exit')) as [number | null];
    const line = /^paced (\{.*\})$/m.exec(sender.output());
    if (code !== 0 || !line?.[1]) throw new Error(`the paced sender failed:\n${sender.output()}`);
    return JSON.parse(line[1]) as Paced;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
