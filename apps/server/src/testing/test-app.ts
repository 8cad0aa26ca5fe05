import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { type DatabaseConfig, loadConfig, type PortalConfig } from '../config.js';
import type { Database } from '../db/create-database.js';
import { seedDemoData } from '../db/seed-demo-data.js';
import { createEnrollmentSecrets } from '../enrollment/enrollment-secrets.js';
import { createServiceClock } from '../platform/service-clock.js';
import type { EditionForRequest } from '../web/edition-for-request.js';
import { seededTemplateKey } from './seeded-template.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: PortalConfig;
  database: TestDatabase;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables as main.ts would read them (ports, session limits...). */
  env?: Record<string, string>;
  /** Folder of a portal build; by default an empty one, so no HTML is served. */
  portalDist?: string;
  /** Which site a request reaches; by default the one `testEditionHeader` names. */
  editionForRequest?: EditionForRequest;
  /** Where the app's logs go; none by default. */
  logStream?: Writable;
  /** Seed the demo accounts (about 50 ms of argon2); on unless a test wants an empty database. */
  seed?: boolean;
  /**
   * Another app's database, for a second instance of the service on the same data (shared
   * sessions, keys, rate limits). Its owner cleans it up; this app's close leaves it.
   */
  database?: TestDatabase;
}

/**
 * `inject` has no listening port, so tests name the site a request reaches with this header
 * (`PostOptions.edition`); without it a request reaches the federal site, as on any unknown port.
 */
export const testEditionHeader = 'x-test-edition';
export const editionByTestHeader: EditionForRequest = (request) =>
  request.headers[testEditionHeader] === 'MP' ? 'MP' : 'MFB';

const sessionKeyKeys = new WeakMap<TestDatabase, string>();

/**
 * The seeded database the server suites' global setup made, if this runs in one of them (the fuzz
 * harness runs createTestApp outside vitest and seeds its own).
 */
function seededTemplate(): DatabaseConfig | undefined {
  return process.env.VITEST ? inject(seededTemplateKey) : undefined;
}

/**
 * The real app on a fresh test database (see test-database.ts), seeded with the demo accounts.
 * Meant for `beforeAll`: one per test file keeps argon2 work small.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.database;
  const seed = options.seed ?? true;
  // A copy of the run's seeded database (seeded-template.ts) when there is one: the same rows a
  // seed would write, without its argon2 hashes.
  const clockPinned = options.env?.PORTAL_CLOCK_START !== undefined;
  const template = seed && !shared && !clockPinned ? seededTemplate() : undefined;
  const database = shared ?? (await createTestDatabase({ copyOf: template }));
  // Instances that share a database share the key of its session keys, as a deployment's do
  // (SESSION_KEY_ENCRYPTION_KEY); a test may give one of them another key.
  let sessionKeyKey = sessionKeyKeys.get(database);
  if (!sessionKeyKey) {
    sessionKeyKey = randomBytes(32).toString('base64');
    sessionKeyKeys.set(database, sessionKeyKey);
  }
  const emptyDist = await mkdtemp(path.join(tmpdir(), 'portal-dist-empty-'));
  const config: PortalConfig = {
    ...loadConfig({
      PORTAL_DIST: options.portalDist ?? emptyDist,
      // Test files sign the same demo members in dozens of times; the rate-limit tests set their
      // own limits.
      RATE_LIMIT_LOGIN_PER_ADDRESS: '10000',
      RATE_LIMIT_LOGIN_PER_USER_ID_AND_ADDRESS: '10000',
      SESSION_KEY_ENCRYPTION_KEY: sessionKeyKey,
      ...options.env,
    }),
    database: database.config,
  };
  // A pinned clock (PORTAL_CLOCK_START) seeds its own: the demo's dates count from that clock.
  if (seed && !template) {
    await seedDemoData(
      database.db,
      createServiceClock(config.clockStart).now(),
      // The app's key, as main.ts seeds: the demo banks' account numbers open in its calls.
      createEnrollmentSecrets(config.sessionKeyEncryptionKey),
    );
  }
  const app = await buildApp({
    config,
    db: database.db,
    logger: options.logStream ? { stream: options.logStream } : false,
    editionForRequest: options.editionForRequest ?? editionByTestHeader,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    database,
    async close() {
      await app.close();
      if (!shared) await database.cleanup();
      await rm(emptyDist, { recursive: true, force: true });
    },
  };
}
