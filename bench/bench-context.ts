import type pg from 'pg';
import type { RunningServer } from './app-processes.js';
import type { BenchDatabase } from './bench-database.js';
import type { BenchSender } from './bench-senders.js';

/** What every part of the benchmark works with: its database, the built api running on it, signed-in senders. */
export interface BenchContext {
  db: BenchDatabase;
  /** A plain connection to the benchmark's database, for seeding and counting. */
  sql: pg.Client;
  api: RunningServer;
  senders: BenchSender[];
  /** Text a part prints below the table (Markdown), such as where its time went. */
  sections: string[];
}
