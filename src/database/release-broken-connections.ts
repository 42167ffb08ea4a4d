import type { Pool, PoolClient } from 'pg';

/**
 * Hands a pooled connection back to the pool, to be discarded, as soon as it breaks while
 * checked out (PostgreSQL restarting, failing over, or cutting it), and makes giving it back
 * twice harmless.
 *
 * Why: Kysely, under MikroORM, gives a transaction's connection back only after its COMMIT or
 * ROLLBACK succeeds (kysely-org/kysely#1990). When the server goes away mid-transaction, the
 * ROLLBACK fails on the dead connection and the connection stays checked out for ever: one
 * lost per transaction in flight at each restart, until the pool (10) has none left and every
 * request waits for a connection. pg-pool leaves an error on a checked-out connection to its
 * holder, so nobody else would notice.
 */
export function releaseBrokenConnections(pool: Pool): void {
  const connect = pool.connect as (...callback: unknown[]) => Promise<PoolClient>;
  const guarded = async (...args: unknown[]): Promise<PoolClient> => {
    if (args.length > 0) return connect.apply(pool, args);
    const client = await connect.call(pool);
    guard(client);
    return client;
  };
  // Kysely's PostgresDriver checks connections out with connect() and no callback.
  (pool as { connect: typeof guarded }).connect = guarded;
}

function guard(client: PoolClient): void {
  const release = client.release.bind(client);
  let released = false;
  const broken = (error: Error) => giveBack(error);
  const giveBack = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', broken);
    release(error);
  };
  client.on('error', broken);
  client.release = giveBack;
}
