import { ensureDatabaseExists, migrateToLatest } from '../../src/database/prepare-database.js';
import { deleteRedisKeys } from './redis-keys.js';
import { acquireTestServices, type TestServices } from './test-services.js';
import { dropDatabase, throwawayDatabaseName, withDatabaseName } from './throwaway-database.js';

const services = globalThis as { __TEST_SERVICES__?: TestServices };

/**
 * Integration tier: one throwaway PostgreSQL database (migrated) and one Redis key prefix
 * per run. Test files see them through process.env.
 */
export async function setUpThrowawayRun(): Promise<void> {
  const acquired = await acquireTestServices();
  services.__TEST_SERVICES__ = acquired;
  const name = throwawayDatabaseName();
  const databaseUrl = withDatabaseName(acquired.postgresServerUrl, name);
  await ensureDatabaseExists(databaseUrl);
  await migrateToLatest(databaseUrl);
  process.env.NODE_ENV = 'test';
  process.env.DATABASE_URL = databaseUrl;
  process.env.REDIS_URL = acquired.redisUrl;
  process.env.REDIS_PREFIX = `test:${name}`;
  process.env.LOG_LEVEL ??= 'silent';
  console.log(`\n[integration] database ${name} and Redis prefix test:${name} on ${acquired.source} services`);
}

/** Drops the run's database and Redis keys (KEEP_TEST_DATABASE=1 keeps the database to inspect). */
export async function tearDownThrowawayRun(): Promise<void> {
  const { DATABASE_URL, REDIS_URL, REDIS_PREFIX, KEEP_TEST_DATABASE } = process.env;
  if (DATABASE_URL && !KEEP_TEST_DATABASE) await dropDatabase(DATABASE_URL);
  if (REDIS_URL && REDIS_PREFIX?.startsWith('test:')) await deleteRedisKeys(REDIS_URL, REDIS_PREFIX);
  await services.__TEST_SERVICES__?.stop();
}
