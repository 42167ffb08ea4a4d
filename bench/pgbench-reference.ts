import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { ensureDatabaseExists } from '../src/database/prepare-database.js';
import { DATABASE_POOL_SIZE } from '../src/database/orm-options.js';
import { dropDatabase, throwawayDatabaseName, withDatabaseName } from '../test/support/throwaway-database.js';

const run = promisify(execFile);

/** How long pgbench runs (BENCH_PGBENCH_SECONDS). */
const SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 10);
/** As many clients as one process's pool holds; the scale factor as large, so they seldom wait on one branch row. */
const CLIENTS = DATABASE_POOL_SIZE;

export interface PgbenchReference {
  /** Committed transactions per second (pgbench's tps, without the connection time). */
  commitsPerSecond: number;
  description: string;
}

/**
 * The machine's own PostgreSQL commit rate, the physical reference for the whole system's
 * throughput: pgbench's TPC-B-like transaction (five statements, one commit) at CLIENTS
 * clients on 2 threads for SECONDS, on a throwaway database it creates, fills (`-i -s CLIENTS`)
 * and drops. PGBENCH names the binary, else the newest under /usr/lib/postgresql.
 */
export async function measurePgbench(serverUrl: string): Promise<PgbenchReference> {
  const pgbench = pgbenchBinary();
  const databaseUrl = withDatabaseName(serverUrl, throwawayDatabaseName('remit_pgbench'));
  await ensureDatabaseExists(databaseUrl);
  try {
    await run(pgbench, ['-i', '-q', '-s', String(CLIENTS), databaseUrl]);
    const { stdout } = await run(pgbench, ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), databaseUrl]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`);
    return {
      commitsPerSecond: Number(tps[1]),
      description: `pgbench TPC-B-like, ${CLIENTS} clients, scale ${CLIENTS}, ${SECONDS} s`,
    };
  } finally {
    await dropDatabase(databaseUrl);
  }
}

function pgbenchBinary(): string {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((version) => existsSync(`${root}/${version}/bin/pgbench`)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('pgbench not found: install PostgreSQL\'s client tools or set PGBENCH');
  return `${root}/${newest}/bin/pgbench`;
}
