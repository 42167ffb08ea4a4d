import { ensureDatabaseExists, migrateToLatest } from '../../src/database/prepare-database.js';
import { throwawayDatabaseName, withDatabaseName } from './throwaway-database.js';

/**
 * Integration tier: one throwaway PostgreSQL database (migrated) and one Redis key prefix
 * per run, on the local services. Test files see them through process.env.
 */
export default async function globalSetup(): Promise<void> {
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = throwawayDatabaseName();
  const databaseUrl = withDatabaseName(server, name);
  await ensureDatabaseExists(databaseUrl);
  await migrateToLatest(databaseUrl);
  process.env.NODE_ENV = 'test';
  process.env.DATABASE_URL = databaseUrl;
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  process.env.REDIS_PREFIX = `test:${name}`;
  process.env.LOG_LEVEL ??= 'silent';
}
