import { loadEnvironment } from '../config/load-environment.js';
import { ensureDatabaseExists, migrateToLatest } from './prepare-database.js';

/** `node ... src/database/migrate.cli.ts`: create the database if missing, then migrate it. */
const { DATABASE_URL } = loadEnvironment();
const created = await ensureDatabaseExists(DATABASE_URL);
const applied = await migrateToLatest(DATABASE_URL);
const where = new URL(DATABASE_URL);
console.log(
  `database ${where.pathname.slice(1)}: ${created ? 'created, ' : ''}${
    applied.length ? `applied ${applied.length} migration(s)` : 'up to date'
  }`,
);
