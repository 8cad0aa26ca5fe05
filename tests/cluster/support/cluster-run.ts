import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductFlag } from '@portal/forms/code-lists';
import pg from 'pg';
import { createDatabase, type Database } from '../../../apps/server/src/db/create-database.js';
import { httpTarget, type RequestTarget } from '../../../apps/server/src/testing/request-target.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const clusterScript = path.join(root, 'scripts', 'cluster.mjs');
const serviceEntry = path.join(root, 'apps', 'server', 'dist', 'main.js');

/** The ports of the cluster tests (4720 to 4739 are theirs; see tests/README.md). */
export const clusterPorts = {
  proxy: { MFB: 4720, MP: 4721 },
  instances: [
    { MFB: 4722, MP: 4723 },
    { MFB: 4724, MP: 4725 },
  ],
} as const;

function nginxFound(): boolean {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH);
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .concat('/usr/sbin')
    .some((folder) => existsSync(path.join(folder, 'nginx')));
}

/**
 * Why the cluster tests cannot run here, or undefined when they can. scripts/portal.mjs prints the
 * same reasons beside the skipped count, so a run without them never reads as a pass.
 */
export function clusterSkipReason(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return 'no PostgreSQL: set TEST_DATABASE_URL';
  if (!nginxFound()) return 'no nginx: apt-get install nginx, or set NGINX_PATH';
  if (!existsSync(serviceEntry)) return 'the service is not built: npm run build';
  return undefined;
}

export interface RunningInstance {
  pid: number;
  site: Record<ProductFlag, RequestTarget>;
}

export interface RunningCluster {
  /** nginx: one address per edition. */
  proxy: Record<ProductFlag, RequestTarget>;
  /** Each instance, reached straight, past nginx. */
  instances: [RunningInstance, RunningInstance];
  nginxPid: number;
  /** The cluster's database, to look at rows. */
  db: Database;
  /** Everything scripts/cluster.mjs and its children printed so far. */
  output: string[];
  /** Resolves with the time (ms) this process first saw `line` in the output. */
  printed: (line: string, timeoutMs?: number) => Promise<number>;
  /** Ctrl-C, as a person stops it: resolves with the script's exit code once it has ended. */
  stop: () => Promise<number | null>;
  /** Stops whatever still runs and drops the database (afterAll). */
  dispose: () => Promise<void>;
}

/**
 * `node scripts/cluster.mjs` on a database of its own (created by the script), with `env` for
 * both instances; resolves once it says it is ready.
 */
export async function startCluster(env: Record<string, string> = {}): Promise<RunningCluster> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const databaseUrl = new URL(serverUrl);
  const databaseName = `portal_cluster_test_${randomBytes(6).toString('hex')}`;
  databaseUrl.pathname = `/${databaseName}`;

  const child = spawn(process.execPath, [clusterScript], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl.toString(),
      CLUSTER_PORT_MFB: String(clusterPorts.proxy.MFB),
      CLUSTER_PORT_MP: String(clusterPorts.proxy.MP),
      CLUSTER_INSTANCE_BASE_PORT: String(clusterPorts.instances[0].MFB),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`cluster not ready:\n${tail(output)}`)),
      90_000,
    );
    const collect = (chunk: Buffer) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        output.push(line);
        if (line === '[cluster] Ready (Ctrl-C stops everything)') {
          clearTimeout(timer);
          resolve();
        }
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`cluster ended with ${code} before it was ready:\n${tail(output)}`));
    });
  });

  const pids = (): number[] =>
    output
      .map((line) => /^\[cluster\] (?:instance \d|nginx): pid (\d+)/.exec(line)?.[1])
      .filter((pid): pid is string => pid !== undefined)
      .map(Number);
  const dropDatabase = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${databaseName} with (force)`);
    } finally {
      await client.end();
    }
  };

  try {
    await ready;
  } catch (error) {
    killAll(child, pids());
    await dropDatabase();
    throw error;
  }
  const [first, second, nginxPid] = pids();
  if (first === undefined || second === undefined || nginxPid === undefined) {
    killAll(child, pids());
    throw new Error(`no pids in the cluster's output:\n${tail(output)}`);
  }
  const site = (port: number) => httpTarget(`http://127.0.0.1:${port}`);
  const db = createDatabase({ kind: 'postgres', url: databaseUrl.toString() });
  let stopped: Promise<number | null> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      child.kill('SIGINT');
      return exited;
    })();
    return stopped;
  };
  return {
    proxy: { MFB: site(clusterPorts.proxy.MFB), MP: site(clusterPorts.proxy.MP) },
    instances: [
      {
        pid: first,
        site: { MFB: site(clusterPorts.instances[0].MFB), MP: site(clusterPorts.instances[0].MP) },
      },
      {
        pid: second,
        site: { MFB: site(clusterPorts.instances[1].MFB), MP: site(clusterPorts.instances[1].MP) },
      },
    ],
    nginxPid,
    db,
    output,
    async printed(line, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes(line)) {
        if (Date.now() > deadline) throw new Error(`never printed: ${line}\n${tail(output)}`);
        await delay(10);
      }
      return Date.now();
    },
    stop,
    async dispose() {
      const code = await Promise.race([stop(), delay(20_000).then(() => 'late' as const)]);
      if (code === 'late') killAll(child, pids());
      await db.destroy();
      await dropDatabase();
    },
  };
}

/** Whether a process is still there (signal 0 only asks). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function killAll(child: ChildProcess, pids: number[]) {
  for (const pid of pids) {
    if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
  child.kill('SIGKILL');
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function tail(lines: string[]): string {
  return lines.slice(-40).join('\n');
}
