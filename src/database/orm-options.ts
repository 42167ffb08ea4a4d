import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITY_SCHEMAS } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { releaseBrokenConnections } from './release-broken-connections.js';

/** Connections each api or worker process keeps to PostgreSQL at most. */
export const DATABASE_POOL_SIZE = 10;
/** How long a query waits for a pooled connection (a new one included) before it fails. */
export const DATABASE_CONNECT_TIMEOUT_MS = 10_000;

/** ORM options for a database URL. Migrations are committed and listed; the schema is never synced. */
export function ormOptions(databaseUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ENTITY_SCHEMAS,
    extensions: [Migrator],
    migrations: {
      migrationsList: MIGRATIONS,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    pool: { min: 0, max: DATABASE_POOL_SIZE },
    // pg's Pool. While PostgreSQL restarts or fails over, a request or a job waiting for a
    // connection fails after this long ("timeout exceeded when trying to connect": 503 for a
    // request, a retry for a job) instead of waiting forever (pg's default), and TCP keepalive
    // finds connections to a server that vanished without closing them. Broken connections
    // are dropped by the pool and new ones made on demand: nothing needs restarting.
    // A connection that breaks while checked out goes back to the pool (release-broken-connections.ts).
    driverOptions: { connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS, keepAlive: true, onPoolCreated: releaseBrokenConnections },
    // Our entities have no relations (they hold ids), so nothing needs MikroORM's per-property
    // accessors on the prototype: installing them on every loaded entity was the api's single
    // largest cost per request (issue #16's CPU profile). Change tracking compares snapshots at
    // flush either way.
    propagationOnPrototype: false,
    debug: false,
    ...overrides,
  });
}
