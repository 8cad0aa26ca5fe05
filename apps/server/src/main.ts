/**
 * Starts the service: one app, two listeners, one per edition (architecture section 3). Fastify
 * owns the first server; the second shares its request handler, so both see the same routes,
 * hooks and database, and only the port tells the editions apart.
 */

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { ProductFlag } from '@portal/forms/code-lists';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { sealPlainAccountNumbers } from './banks/account-number-sealing.js';
import { ConfigError, loadConfig, type PortalConfig } from './config.js';
import { createDatabase, type Database } from './db/create-database.js';
import { migrateToLatest } from './db/migrate-to-latest.js';
import { seedDemoData } from './db/seed-demo-data.js';
import { createEnrollmentSecrets } from './enrollment/enrollment-secrets.js';
import { createServiceClock } from './platform/service-clock.js';

const editionNames: Record<ProductFlag, string> = { MFB: 'federal', MP: 'individual' };

async function main(): Promise<void> {
  let config: PortalConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One line a person can act on; a stack trace would only bury it.
    console.error(error.message);
    process.exit(1);
  }

  // One key for the process: without SESSION_KEY_ENCRYPTION_KEY, one made now serves every part
  // of it, so an account number sealed below opens in the enrollment calls.
  config = {
    ...config,
    sessionKeyEncryptionKey: config.sessionKeyEncryptionKey ?? randomBytes(32),
  };
  const secrets = createEnrollmentSecrets(config.sessionKeyEncryptionKey);

  const db = createDatabase(config.database);
  await migrateToLatest(db);
  // Banks stored before account numbers were sealed (account-number-sealing.ts).
  await sealPlainAccountNumbers(db, secrets);
  // The demo's dates count from the service's clock (PORTAL_CLOCK_START), as its rules do.
  if (config.seedDemoData) {
    await seedDemoData(db, createServiceClock(config.clockStart).now(), secrets);
  }

  // Fastify calls the factory while it is built and hands over its request handler; the second
  // server gets the very same handler.
  let fastifyHandler: http.RequestListener | undefined;
  const app = await buildApp({
    config,
    db,
    serverFactory: (handler) => {
      fastifyHandler = handler;
      return http.createServer(handler);
    },
  });
  if (!fastifyHandler) throw new Error('Fastify did not call the server factory');
  const secondServer = http.createServer(fastifyHandler);
  await listenOnBothPorts(app, secondServer, config);
  stopOnSignal(app, secondServer, db);
}

async function listenOnBothPorts(
  app: FastifyInstance,
  secondServer: http.Server,
  config: PortalConfig,
): Promise<void> {
  // listen() readies the app first, so every route exists before the second server opens.
  await app.listen({ port: config.editions.MFB.port, host: config.host });
  await new Promise<void>((resolve, reject) => {
    secondServer.once('error', reject);
    secondServer.listen(config.editions.MP.port, config.host, () => {
      secondServer.off('error', reject);
      resolve();
    });
  });
  for (const edition of ['MFB', 'MP'] as const) {
    app.log.info(
      `${edition} (${editionNames[edition]}) edition: ${config.editions[edition].publicUrl}`,
    );
  }
}

function stopOnSignal(app: FastifyInstance, secondServer: http.Server, db: Database): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // A second Ctrl-C while closing means "now".
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info(`${signal}: closing`);
    try {
      // Both servers stop accepting at once; requests under way finish first.
      const secondClosed = new Promise<void>((resolve) => secondServer.close(() => resolve()));
      secondServer.closeIdleConnections();
      await Promise.all([app.close(), secondClosed]);
      await db.destroy();
    } catch (error) {
      app.log.error({ err: error }, 'could not close cleanly');
      process.exit(1);
    }
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
}

main().catch((error: unknown) => {
  console.error('The portal service could not start:', error);
  process.exit(1);
});
