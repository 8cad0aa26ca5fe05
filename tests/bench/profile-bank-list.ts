/**
 * Where the service's main thread spends its time on the bank list, encrypted and plain:
 *
 *   npx turbo run build --filter=@portal/server
 *   node --conditions=portal-source --import tsx tests/bench/profile-bank-list.ts
 *
 * Starts the built service as the benchmark does (and the hello world, for comparison; PROFILE_PATHS
 * picks among hello, encrypted and plain), loads it with autocannon for PROFILE_SECONDS
 * (15) at full speed, with V8's CPU profiler (0.1 ms sampling) running only during the load
 * (cpu-profiler.mjs), and prints the main thread's time by area (server source file, package, Node
 * internals, garbage collection, idle), the functions with the most self time, and the inclusive
 * time of the steps of a call. The profiles are kept in PROFILE_DIR (a temporary folder) for
 * Chrome DevTools. Work in other threads (WebCrypto's RSA and AES in the libuv pool) is not in
 * the profile; the service's total CPU time is printed beside it. BENCH_SERVICE_MAIN profiles
 * another build's main.js (as in bank-list.bench.ts), to set a profile beside a regression's base.
 */

import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  bankListBody,
  bankListRequest,
  cpuSecondsOf,
  encryptedPool,
  freePort,
  host,
  type Running,
  root,
  type Service,
  serverMain,
  start,
  startService,
  stop,
  stopService,
  waitFor,
} from './bench-service.js';
import { measure } from './load.js';

const seconds = Number(process.env.PROFILE_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const cpus = process.env.BENCH_SERVER_CPUS || undefined;
const profiler = pathToFileURL(path.join(root, 'tests/bench/cpu-profiler.mjs')).href;
const serviceMain = path.resolve(root, process.env.BENCH_SERVICE_MAIN || serverMain);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The source file a line of the bundled service came from (tsup leaves "// src/x.ts" markers). */
function bundleSources(file: string): (line: number) => string {
  const markers: { line: number; source: string }[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const marker = /^\/\/ ((?:src|\.\.\/\.\.\/packages)\/\S+\.ts)$/.exec(text);
      if (marker?.[1]) {
        markers.push({ line: index, source: marker[1].replace('../../packages/', 'packages/') });
      }
    });
  return (line) => {
    let source = 'bundle';
    for (const marker of markers) {
      if (marker.line > line) break;
      source = marker.source;
    }
    return source;
  };
}

function areaOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName}`;
  if (url.startsWith('node:')) return url;
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules?.[1]) return modules[1];
  if (url.includes('/apps/server/dist/')) {
    const file = new URL(url).pathname;
    return bundleSources(file)(frame.lineNumber);
  }
  return url.replace(pathToFileURL(root).href, '');
}

function summarise(file: string, cpuSeconds: number, requests: number) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    self.set(id, (self.get(id) ?? 0) + delta);
    total += delta;
  });

  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const nameOf = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${areaOf(node.callFrame)}:${node.callFrame.lineNumber + 1}`;
  for (const [id, time] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const area = areaOf(node.callFrame);
    areas.set(area, (areas.get(area) ?? 0) + time);
    const name = nameOf(node);
    functions.set(name, (functions.get(name) ?? 0) + time);
    // Each function on the stack once, however deep the recursion.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (!frame) break;
      const key = nameOf(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + time);
    }
  }

  const busy = total - (areas.get('(idle)') ?? 0);
  const perRequestUs = (time: number) => (time / requests).toFixed(1);
  const row = (name: string, time: number) =>
    `  ${((time / total) * 100).toFixed(1).padStart(5)}%  ${perRequestUs(time).padStart(6)} µs/req  ${name}`;
  const top = (map: Map<string, number>, count: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count);

  console.log(
    `  main thread: ${(total / 1e6).toFixed(1)} s profiled, ${((busy / total) * 100).toFixed(0)}% busy, ` +
      `${perRequestUs(busy)} µs busy per request; the whole process used ${cpuSeconds.toFixed(1)} CPU s ` +
      `(${((cpuSeconds * 1e6) / requests).toFixed(0)} µs per request, all threads)`,
  );
  console.log('  by area (self time):');
  for (const [name, time] of top(areas, 25)) console.log(row(name, time));
  console.log('  functions by self time:');
  for (const [name, time] of top(functions, 30)) console.log(row(name, time));
  console.log('  functions by inclusive time:');
  for (const [name, time] of top(inclusive, 45)) console.log(row(name, time));
}

async function profileFile(label: string) {
  const folder = process.env.PROFILE_DIR ?? (await mkdtemp(path.join(tmpdir(), 'portal-profile-')));
  return path.join(folder, `${label}.cpuprofile`);
}

/** Loads `running` for PROFILE_SECONDS with the profiler on, and prints the summary. */
async function profileLoad(
  label: string,
  file: string,
  running: Running,
  request: Omit<Parameters<typeof measure>[1], 'duration'>,
) {
  await measure(`${label} warm-up`, { ...request, duration: 3 });
  await signal(running, 'profile-started');
  const cpuBefore = await cpuSecondsOf(running);
  const result = await measure(label, { ...request, duration: seconds });
  const cpuAfter = await cpuSecondsOf(running);
  await signal(running, 'profile-written');
  console.log(`\n${label}: ${Math.round(result.rps)} req/s, ${result.requests} requests (${file})`);
  summarise(file, cpuAfter - cpuBefore, result.requests);
}

async function profiled(label: string, extraEnv: Record<string, string>, encrypted: boolean) {
  const file = await profileFile(label);
  const service: Service = await startService(
    { ...extraEnv, NODE_OPTIONS: `--import=${profiler}`, PROFILE_FILE: file },
    { cpus, main: serviceMain },
  );
  try {
    const bodies = encrypted
      ? await encryptedPool(service, Number(process.env.BENCH_POOL ?? 4000))
      : [JSON.stringify(bankListBody)];
    await profileLoad(label, file, service.running, {
      ...bankListRequest(service, bodies),
      connections,
    });
  } finally {
    await stopService(service);
  }
}

/** The yardstick under the same profiler, for comparison. */
async function profiledHello() {
  const file = await profileFile('hello');
  const port = await freePort();
  const running = start(
    path.join(root, 'tests/bench/hello-world-server.mjs'),
    { PORT: String(port), NODE_OPTIONS: `--import=${profiler}`, PROFILE_FILE: file },
    { cpus },
  );
  try {
    await waitFor(`http://${host}:${port}/`, running);
    await profileLoad('hello', file, running, { url: `http://${host}:${port}/`, connections });
  } finally {
    await stop(running);
  }
}

async function signal(running: Running, expected: string) {
  const before = running.output().length;
  running.child.kill('SIGUSR2');
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (running.output().slice(before).includes(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the service did not say ${expected}`);
}

const which = process.env.PROFILE_PATHS ?? 'hello,encrypted,plain';
if (which.includes('hello')) await profiledHello();
if (which.includes('encrypted')) await profiled('encrypted', {}, true);
if (which.includes('plain')) await profiled('plain', { ENCRYPTION_REQUIRED: 'false' }, false);
