/** The service as a library: whole-system tests and scripts build and drive it from here. */
export { type BuildAppOptions, buildApp } from './app.js';
export {
  ConfigError,
  type DatabaseConfig,
  type EditionConfig,
  loadConfig,
  type PortalConfig,
} from './config.js';
export { createDatabase, type Database } from './db/create-database.js';
export type { PortalDatabase } from './db/database-schema.js';
export { migrateToLatest } from './db/migrate-to-latest.js';
export { demoPassword, seedDemoData } from './db/seed-demo-data.js';
