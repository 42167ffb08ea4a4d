import pg from 'pg';
import { ensureDatabaseExists, migrateToLatest } from '../../src/database/prepare-database.js';
import { MIGRATIONS } from '../../src/database/migrations/index.js';
import { REDIS_CLIENT } from '../../src/redis/redis-client.js';
import { startApi } from '../support/api-app.js';
import { testConfig } from '../support/test-config.js';
import { dropDatabase, throwawayDatabaseName, withDatabaseName } from '../support/throwaway-database.js';

describe('GET /api/health/ready (readiness) beside GET /api/health (liveness)', () => {
  it('is ready when the database and Redis answer and every committed migration is applied', async () => {
    const { app, url } = await startApi(testConfig());
    try {
      const ready = await fetch(`${url}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'up', redis: 'up', migrations: 'applied', pendingMigrations: 0 });
    } finally {
      await app.close();
    }
  });

  it('is not ready (503) on a database missing a committed migration, while /api/health stays live', async () => {
    const databaseUrl = withDatabaseName(new URL(process.env.DATABASE_URL!).toString(), throwawayDatabaseName('remit_ready'));
    await ensureDatabaseExists(databaseUrl);
    await migrateToLatest(databaseUrl);
    // As when a new build starts before `npm run migrate` applied its newest migration.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('delete from mikro_orm_migrations where name = $1', [MIGRATIONS.at(-1)!.name]);
    await client.end();
    const { app, url } = await startApi(testConfig({ DATABASE_URL: databaseUrl }));
    try {
      const ready = await fetch(`${url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not_ready', database: 'up', redis: 'up', migrations: 'pending', pendingMigrations: 1 });
      const live = await fetch(`${url}/api/health`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    } finally {
      await app.close();
      await dropDatabase(databaseUrl);
    }
  });

  it('is not ready (503) while Redis does not answer', async () => {
    const { app, url } = await startApi(testConfig());
    try {
      await app.get(REDIS_CLIENT).close();
      const ready = await fetch(`${url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not_ready', database: 'up', redis: 'down', migrations: 'applied', pendingMigrations: 0 });
    } finally {
      await app.close();
    }
  });
});
