import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@portal/api/client';
import { endpoints } from '@portal/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from './db/seed-demo-data.js';
import { writePortalBuild } from './testing/portal-build.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

/*
 * The real entry point in a child process: both listeners, the edition of each port, the exit on
 * SIGINT, and a restart that keeps the data. It runs src/main.ts through tsx, as in development.
 */

const serverPackage = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface RunningServer {
  child: ChildProcess;
  output: () => string;
}

function startMain(env: Record<string, string>): RunningServer {
  const child = spawn(
    process.execPath,
    ['--conditions=portal-source', '--import', 'tsx', 'src/main.ts'],
    { cwd: serverPackage, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

async function waitForOutput(server: RunningServer, text: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`no "${text}" in:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stop(server: RunningServer): Promise<number | null> {
  const exited = once(server.child, 'close');
  server.child.kill('SIGINT');
  const [code] = await exited;
  return code as number | null;
}

/** Signs in through the real client (encryption envelope and all) over real HTTP. */
async function login(port: number, strUserid: string, strProductNm: 'MFB' | 'MP') {
  const values = new Map<string, string>();
  const client = createApiClient({
    origin: `http://127.0.0.1:${port}`,
    session: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    },
    tokenRefreshMs: false,
    retryCount: 0,
  });
  try {
    const body = await client.call(endpoints.login, {
      strUserid,
      strPassword: demoPassword,
      strProductNm,
    });
    return { body, hasToken: client.hasToken() };
  } finally {
    client.dispose();
  }
}

let database: TestDatabase;
let portalDist: string;
let env: Record<string, string>;
let ports: { MFB: number; MP: number };
beforeAll(async () => {
  database = await createTestDatabase();
  // The child migrates and seeds on its own; this handle only looks at the data afterwards.
  portalDist = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
  await writePortalBuild(portalDist, {
    shell: {
      file: 'index.html',
      html: '<meta name="portal-edition" content="__PORTAL_EDITION__">',
    },
  });
  ports = { MFB: await freePort(), MP: await freePort() };
  env = {
    PORT_MFB: String(ports.MFB),
    PORT_MP: String(ports.MP),
    PORTAL_DIST: portalDist,
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    SEED_DEMO_DATA: 'true',
    ...(database.config.kind === 'postgres'
      ? { DATABASE_URL: database.config.url }
      : { DATABASE_URL: '', DATABASE_FILE: database.config.file }),
  };
});
afterAll(async () => {
  await database.cleanup();
  await rm(portalDist, { recursive: true, force: true });
});

describe('main', () => {
  it('serves both editions from one process, stops cleanly on SIGINT and keeps the data', async () => {
    const first = startMain(env);
    try {
      await waitForOutput(first, 'MP (individual) edition');
      expect(first.output()).toContain(`MFB (federal) edition: http://localhost:${ports.MFB}`);
      expect(first.output()).toContain(`MP (individual) edition: http://localhost:${ports.MP}`);

      const federal = await login(ports.MFB, 'fed.member', 'MFB');
      expect(federal.body).toMatchObject({ returnCode: 200, forwardCode: 31 });
      expect(federal.hasToken).toBe(true);
      const individual = await login(ports.MP, 'ind.member', 'MP');
      expect(individual.body).toMatchObject({ returnCode: 200, forwardCode: 31 });

      for (const edition of ['MFB', 'MP'] as const) {
        const page = await fetch(`http://127.0.0.1:${ports[edition]}/login`, {
          headers: { accept: 'text/html' },
        });
        expect(await page.text()).toBe(`<meta name="portal-edition" content="${edition}">`);
      }
    } finally {
      expect(await stop(first)).toBe(0);
    }
    const seededMembers = (await database.db.selectFrom('members').select('member_id').execute())
      .length;
    expect(seededMembers).toBeGreaterThanOrEqual(5);
    expect(first.output()).not.toContain(demoPassword);
    expect(first.output()).not.toMatch(/Bearer [A-Za-z0-9_-]{20,}/);

    const second = startMain(env);
    try {
      await waitForOutput(second, 'MP (individual) edition');
      const again = await login(ports.MFB, 'fed.member', 'MFB');
      expect(again.body).toMatchObject({ returnCode: 200 });
    } finally {
      expect(await stop(second)).toBe(0);
    }
    // The second start found the members and did not seed again; both sign-ins are on record.
    expect(await database.db.selectFrom('members').select('member_id').execute()).toHaveLength(
      seededMembers,
    );
    const sessions = await database.db
      .selectFrom('sessions')
      .select('session_id')
      .where('member_id', '=', '7100000001')
      .execute();
    expect(sessions).toHaveLength(2);
  }, 60_000);

  it('refuses a bad environment with one clear line and exit code 1', async () => {
    const server = startMain({ ...env, PORT_MFB: 'eighty' });
    const [code] = await once(server.child, 'close');
    expect(code).toBe(1);
    expect(server.output().trim()).toBe(
      'Invalid configuration: PORT_MFB must be a whole number from 1 to 65535',
    );
  }, 30_000);
});
