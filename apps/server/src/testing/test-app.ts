import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type PortalConfig } from '../config.js';
import type { Database } from '../db/create-database.js';
import { seedDemoData } from '../db/seed-demo-data.js';
import type { EditionForRequest } from '../web/edition-for-request.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: PortalConfig;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables as main.ts would read them (ports, session limits...). */
  env?: Record<string, string>;
  /** Folder of a portal build; by default an empty one, so no HTML is served. */
  portalDist?: string;
  editionForRequest?: EditionForRequest;
  /** Where the app's logs go; none by default. */
  logStream?: Writable;
  /** Seed the demo accounts (about 50 ms of argon2); on unless a test wants an empty database. */
  seed?: boolean;
}

/**
 * The real app on a fresh test database (see test-database.ts), seeded with the demo accounts.
 * Meant for `beforeAll`: one per test file keeps argon2 work small.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const emptyDist = await mkdtemp(path.join(tmpdir(), 'portal-dist-empty-'));
  const config: PortalConfig = {
    ...loadConfig({ PORTAL_DIST: options.portalDist ?? emptyDist, ...options.env }),
    database: database.config,
  };
  if (options.seed ?? true) await seedDemoData(database.db);
  const app = await buildApp({
    config,
    db: database.db,
    logger: options.logStream ? { stream: options.logStream } : false,
    ...(options.editionForRequest && { editionForRequest: options.editionForRequest }),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.cleanup();
      await rm(emptyDist, { recursive: true, force: true });
    },
  };
}
