import { ensureDatabaseExists, migrateToLatest } from '../src/database/prepare-database.js';
import { deleteRedisKeys } from '../test/support/redis-keys.js';
import { dropDatabase, throwawayDatabaseName, withDatabaseName } from '../test/support/throwaway-database.js';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The benchmark's own database and Redis key prefix, made for one run and removed after it. */
export interface BenchDatabase {
  name: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** Drops the database and deletes every Redis key under the prefix. */
  remove(): Promise<void>;
}

/**
 * Creates and migrates a throwaway database on BENCH_DATABASE_URL's server (or
 * TEST_DATABASE_URL's, or the local one), with a throwaway Redis prefix on REDIS_URL.
 */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = throwawayDatabaseName('remit_bench');
  const databaseUrl = withDatabaseName(SERVER_URL, name);
  const redisPrefix = `bench:${name}`;
  await ensureDatabaseExists(databaseUrl);
  await migrateToLatest(databaseUrl);
  return {
    name,
    databaseUrl,
    redisUrl: REDIS_URL,
    redisPrefix,
    remove: async () => {
      await dropDatabase(databaseUrl);
      await deleteRedisKeys(REDIS_URL, redisPrefix);
    },
  };
}
