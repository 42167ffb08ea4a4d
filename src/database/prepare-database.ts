import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormOptions } from './orm-options.js';

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabaseExists(databaseUrl: string): Promise<boolean> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
    return true;
  } finally {
    await client.end();
  }
}

/** Applies every committed migration not applied yet; answers their names. */
export async function migrateToLatest(databaseUrl: string): Promise<string[]> {
  const orm = await MikroORM.init(ormOptions(databaseUrl));
  try {
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
