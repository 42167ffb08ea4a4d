import { Writable } from 'node:stream';
import pg from 'pg';
import { startInProcessStack, type InProcessStack } from './in-process-stack.js';

export interface StackAndDatabase {
  stack: InProcessStack;
  /** A connection to the run's database, for reading what the product stored. */
  db: pg.Client;
}

/**
 * The in-process stack and a database connection, for a test file's `beforeAll`. With
 * `logLines`, every line the api logs is appended to it (to check what logs never hold).
 */
export async function startStackAndDatabase({
  logLines,
  ...options
}: { logLines?: string[] } & Omit<Parameters<typeof startInProcessStack>[0] & object, 'logStream'> = {}): Promise<StackAndDatabase> {
  const logStream = logLines
    ? new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      })
    : undefined;
  const stack = await startInProcessStack({ ...options, logStream });
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  try {
    await db.connect();
  } catch (error) {
    await stack.close();
    throw error;
  }
  return { stack, db };
}

/** Closes what `startStackAndDatabase` opened; either may be missing when its start failed. */
export async function stopStackAndDatabase({ stack, db }: Partial<StackAndDatabase>): Promise<void> {
  await db?.end();
  await stack?.close();
}
