#!/usr/bin/env node
// Two instances of the built service on one PostgreSQL database behind nginx, both editions, one
// address each. `npm run start:cluster` runs it through scripts/portal.mjs, which brings Node 24,
// the npm packages and the build first; `node scripts/cluster.mjs` runs it on the build as it is
// (the cluster tests do). Node's own modules only, like portal.mjs; `pg` is the service's own.
//
// Environment (every other variable reaches the instances as it is, e.g. RATE_LIMIT_*):
//   DATABASE_URL                PostgreSQL; default postgres://postgres@127.0.0.1:5432/portal_cluster.
//                               The database it names is created when missing.
//   CLUSTER_PORT_MFB, _MP       nginx's addresses, default 8080 (federal) and 8081 (individual)
//   CLUSTER_INSTANCE_BASE_PORT  instance 1 listens on this port (MFB) and the next (MP), instance 2
//                               on the two after; default 3100 (3100 to 3103)
//   SESSION_KEY_ENCRYPTION_KEY  shared by both instances; random for this run when unset
//   NGINX_PATH                  default: nginx on the PATH, else /usr/sbin/nginx
//
// Ctrl-C (or SIGTERM) stops nginx and both instances cleanly. An instance that dies meanwhile is
// reported and the other one carries on behind nginx.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configTemplate = path.join(root, 'deploy', 'nginx', 'portal-cluster.conf');
const serviceEntry = path.join(root, 'apps', 'server', 'dist', 'main.js');
const defaultDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/portal_cluster';
const readyTimeoutMs = 60_000;

function say(message) {
  process.stdout.write(`[cluster] ${message}\n`);
}

function portOf(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a whole number from 1 to 65535`);
  }
  return port;
}

// --- nginx ---------------------------------------------------------------------------------

function commandPath(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

function findNginx() {
  if (process.env.NGINX_PATH)
    return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : undefined;
  return commandPath('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined);
}

/** nginx from Debian's packages, installed when missing (as scripts/portal.mjs does Chromium). */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !commandPath('apt-get') || process.env.NGINX_PATH) {
    throw new Error(
      "nginx is missing. Install Debian's nginx package (apt-get install nginx) or set NGINX_PATH.",
    );
  }
  say("Installing Debian's nginx (apt-get)");
  // RUNLEVEL=1 keeps the package's install script from starting a system nginx on port 80.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'nginx'],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      throw new Error('apt-get could not install nginx; see the output above.');
    }
  }
  const installed = findNginx();
  if (!installed) throw new Error('nginx is still missing after apt-get install nginx.');
  return installed;
}

/** deploy/nginx/portal-cluster.conf with its ports and paths filled in. */
export function nginxConfig({ runtimeDir, ports }) {
  const values = {
    RUNTIME_DIR: runtimeDir,
    MFB_PORT: ports.proxy.MFB,
    MP_PORT: ports.proxy.MP,
    INSTANCE_1_MFB_PORT: ports.instances[0].MFB,
    INSTANCE_1_MP_PORT: ports.instances[0].MP,
    INSTANCE_2_MFB_PORT: ports.instances[1].MFB,
    INSTANCE_2_MP_PORT: ports.instances[1].MP,
  };
  return readFileSync(configTemplate, 'utf8').replace(/__([A-Z0-9_]+)__/g, (whole, name) => {
    if (!(name in values)) throw new Error(`${configTemplate} names an unknown value ${whole}`);
    return String(values[name]);
  });
}

// --- PostgreSQL ----------------------------------------------------------------------------

/** Creates the database DATABASE_URL names unless it exists (connecting to `postgres`). */
async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error('DATABASE_URL must name a database of lower-case letters, digits and _');
  }
  // The service's own PostgreSQL client, so this script adds no dependency of its own.
  const pg = createRequire(path.join(root, 'apps', 'server', 'package.json'))('pg');
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      say(`Creating the database ${name}`);
      await client.query(`create database ${name}`).catch((error) => {
        // Another run created it meanwhile: 42P04 duplicate_database.
        if (error.code !== '42P04') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

// --- processes -----------------------------------------------------------------------------

/**
 * Starts a child in its own process group, so the terminal's Ctrl-C reaches only this script,
 * which stops the children in order; each output line is prefixed with `label`.
 */
function startChild(label, command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => target.write(`[${label}] ${line}\n`));
  }
  child.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return child;
}

async function waitUntilHealthy(url, child, label) {
  const deadline = Date.now() + readyTimeoutMs;
  let ended = false;
  child.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline) {
    if (ended) throw new Error(`${label} ended while starting; see its output above`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${label} did not answer ${url} within ${readyTimeoutMs / 1000} s`);
}

function describeExit({ code, signal }) {
  return signal ? `by ${signal}` : `with code ${code}`;
}

// --- the cluster ---------------------------------------------------------------------------

export async function runCluster() {
  const base = portOf('CLUSTER_INSTANCE_BASE_PORT', 3100);
  const ports = {
    proxy: { MFB: portOf('CLUSTER_PORT_MFB', 8080), MP: portOf('CLUSTER_PORT_MP', 8081) },
    instances: [
      { MFB: base, MP: base + 1 },
      { MFB: base + 2, MP: base + 3 },
    ],
  };
  const databaseUrl = process.env.DATABASE_URL || defaultDatabaseUrl;
  if (!existsSync(serviceEntry)) {
    throw new Error('The service is not built: run `npm run build` (or `npm run start:cluster`).');
  }
  const nginx = ensureNginx();
  await ensureDatabase(databaseUrl);

  const runtimeDir = mkdtempSync(path.join(tmpdir(), 'portal-cluster-'));
  const configFile = path.join(runtimeDir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig({ runtimeDir, ports }));

  const proxyUrl = (edition) => `http://127.0.0.1:${ports.proxy[edition]}`;
  const instanceEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    // Only nginx's X-Forwarded-For is believed; it is the only proxy, on this machine.
    TRUST_PROXY: '127.0.0.1',
    // The wrong-edition answer sends members to nginx's addresses, not an instance's.
    MFB_PUBLIC_URL: process.env.MFB_PUBLIC_URL || proxyUrl('MFB'),
    MP_PUBLIC_URL: process.env.MP_PUBLIC_URL || proxyUrl('MP'),
    SESSION_KEY_ENCRYPTION_KEY:
      process.env.SESSION_KEY_ENCRYPTION_KEY || randomBytes(32).toString('base64'),
  };

  const children = [];
  let proxy;
  let stopping = false;
  let finish;
  const finished = new Promise((resolve) => {
    finish = resolve;
  });

  async function stopAll(exitCode) {
    if (stopping) return;
    stopping = true;
    say('Stopping nginx and the instances');
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
    await Promise.all(children.map((child) => child.exited));
    rmSync(runtimeDir, { recursive: true, force: true });
    say('Stopped');
    finish(exitCode);
  }

  const stopOnSignal = () => void stopAll(0);
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);

  try {
    // Both at once, as instances of a deployment start: the migrations and the demo seed take a
    // database lock, so each runs once whichever instance gets there first.
    const instances = ports.instances.map((instancePorts, index) => {
      const label = `instance ${index + 1}`;
      const child = startChild(String(index + 1), process.execPath, [serviceEntry], {
        ...instanceEnv,
        PORT_MFB: String(instancePorts.MFB),
        PORT_MP: String(instancePorts.MP),
      });
      children.push(child);
      child.exited.then((exit) => {
        if (stopping) return;
        say(`${label} (pid ${child.pid}) ended ${describeExit(exit)}`);
        const running = children.filter(
          (other) => other !== proxy && other.exitCode === null && other.signalCode === null,
        );
        if (running.length === 0) void stopAll(1);
        else say('nginx sends its requests to the instance still running');
      });
      return { child, label, ports: instancePorts };
    });
    await Promise.all(
      instances.map(({ child, label, ports: instancePorts }) =>
        waitUntilHealthy(`http://127.0.0.1:${instancePorts.MFB}/api/health`, child, label),
      ),
    );
    for (const { child, label, ports: instancePorts } of instances) {
      say(
        `${label}: pid ${child.pid}, MFB http://127.0.0.1:${instancePorts.MFB}, MP http://127.0.0.1:${instancePorts.MP}`,
      );
    }

    proxy = startChild(
      'nginx',
      nginx,
      ['-p', runtimeDir, '-c', configFile, '-e', 'stderr', '-g', 'daemon off;'],
      process.env,
    );
    children.push(proxy);
    proxy.exited.then((exit) => {
      if (stopping) return;
      say(`nginx ended ${describeExit(exit)}`);
      void stopAll(1);
    });
    await waitUntilHealthy(`${proxyUrl('MFB')}/api/health`, proxy, 'nginx');
    await waitUntilHealthy(`${proxyUrl('MP')}/api/health`, proxy, 'nginx');
    say(`nginx: pid ${proxy.pid}, MFB ${proxyUrl('MFB')}, MP ${proxyUrl('MP')}`);
    say(`database ${redactUrl(databaseUrl)}`);
    say('Ready (Ctrl-C stops everything)');
  } catch (error) {
    process.stderr.write(`[cluster] ${error.message}\n`);
    await stopAll(1);
  }
  return finished;
}

function redactUrl(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runCluster().then(
    (code) => process.exit(code),
    (error) => {
      process.stderr.write(`[cluster] ${error.message}\n`);
      process.exit(1);
    },
  );
}
