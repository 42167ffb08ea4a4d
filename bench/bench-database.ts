import pg from 'pg';
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
  await createReferenceFunction(databaseUrl);
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

/**
 * `bench_transfer_reference()`: a unique transfer reference ("0000-01A3") for the rows the
 * benchmark writes straight to the database: a sequence in hexadecimal, whose digits are all
 * in the references' alphabet (the product draws its own at random).
 */
async function createReferenceFunction(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      create sequence bench_transfer_references;
      create function bench_transfer_reference() returns text language sql volatile as $$
        select substr(h, 1, 4) || '-' || substr(h, 5, 4) from (select upper(lpad(to_hex(nextval('bench_transfer_references')), 8, '0')) as h) hex
      $$;`);
  } finally {
    await client.end();
  }
}
