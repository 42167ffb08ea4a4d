import { Writable } from 'node:stream';
import pg from 'pg';
import { ensureDatabaseExists, migrateToLatest } from '../../src/database/prepare-database.js';
import { startInProcessStack, type InProcessStack } from './in-process-stack.js';
import { dropDatabase, throwawayDatabaseName, withDatabaseName } from './throwaway-database.js';

export interface StackAndDatabase {
  stack: InProcessStack;
  /** A connection to the run's database (or the file's own), for reading what the product stored. */
  db: pg.Client;
  /** The file's own database, dropped by `stopStackAndDatabase`; absent on the run's shared one. */
  ownDatabaseUrl?: string;
}

/**
 * The in-process stack and a database connection, for a test file's `beforeAll`. With
 * `logLines`, every line the api logs is appended to it (to check what logs never hold).
 */
/**
 * `ownDatabase` (a name prefix): the file runs on a migrated database of its own instead of the
 * run's shared one, for books and partner state no other file may touch (a paused rail, floats).
 */
export async function startStackAndDatabase({
  logLines,
  ownDatabase,
  ...options
}: { logLines?: string[]; ownDatabase?: string } & Omit<Parameters<typeof startInProcessStack>[0] & object, 'logStream'> = {}): Promise<StackAndDatabase> {
  const ownDatabaseUrl = ownDatabase ? withDatabaseName(process.env.DATABASE_URL!, throwawayDatabaseName(ownDatabase)) : undefined;
  if (ownDatabaseUrl) {
    await ensureDatabaseExists(ownDatabaseUrl);
    await migrateToLatest(ownDatabaseUrl);
    options = { ...options, env: { ...options.env, DATABASE_URL: ownDatabaseUrl, REDIS_PREFIX: `${process.env.REDIS_PREFIX}:${ownDatabase}` } };
  }
  const logStream = logLines
    ? new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      })
    : undefined;
  const stack = await startInProcessStack({ ...options, logStream });
  const db = new pg.Client({ connectionString: ownDatabaseUrl ?? process.env.DATABASE_URL });
  try {
    await db.connect();
  } catch (error) {
    await stack.close();
    throw error;
  }
  return { stack, db, ownDatabaseUrl };
}

/** Closes what `startStackAndDatabase` opened; either may be missing when its start failed. */
export async function stopStackAndDatabase({ stack, db, ownDatabaseUrl }: Partial<StackAndDatabase>): Promise<void> {
  await db?.end();
  await stack?.close();
  if (ownDatabaseUrl) await dropDatabase(ownDatabaseUrl);
}
