import type { TestProject } from 'vitest/node';
import type { DatabaseConfig } from '../config.js';
import { seedDemoData } from '../db/seed-demo-data.js';
import { createTestDatabase } from './test-database.js';

/**
 * The server suites' global setup: one database migrated and seeded with the demo accounts per
 * run, which every test app then copies (createTestApp). Seeding costs about 80 argon2id hashes
 * (passwords, answers, SSNs), close to a second of CPU; made once instead of once per test file,
 * it saves a couple of minutes of a 2-core run on each database. A copy is the same data a fresh
 * seed would write, keys and salts included, so nothing a test checks changes.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's env reaches its test files, not this setup, which runs in vitest's own process.
  const template = await createTestDatabase({ target: project.config.env.PORTAL_TEST_DATABASE });
  await seedDemoData(template.db);
  // PostgreSQL copies a database only while nobody is connected to it, and SQLite's checkpoint
  // on close leaves the whole database in its one file.
  await template.close();
  project.provide(seededTemplateKey, template.config);
  return template.cleanup;
}

export const seededTemplateKey = 'portalSeededTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    portalSeededTemplate: DatabaseConfig;
  }
}
