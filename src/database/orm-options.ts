import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITY_SCHEMAS } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/** Connections each api or worker process keeps to PostgreSQL at most. */
export const DATABASE_POOL_SIZE = 10;

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
    // Our entities have no relations (they hold ids), so nothing needs MikroORM's per-property
    // accessors on the prototype: installing them on every loaded entity was the api's single
    // largest cost per request (issue #16's CPU profile). Change tracking compares snapshots at
    // flush either way.
    propagationOnPrototype: false,
    debug: false,
    ...overrides,
  });
}
