import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DATABASE_POOL_SIZE } from '../database/orm-options.js';
import { MetricsRegistry } from './metrics-registry.js';
import { ScrapeFailures } from './scrape-failures.js';
import { gaugeOnScrape } from './scrape-gauge.js';

/** This process's PostgreSQL connection pool on scrape: connections in use, idle, and queries waiting for one. */
@Injectable()
export class DatabasePoolGauges {
  constructor(metrics: MetricsRegistry, orm: MikroORM, failures: ScrapeFailures) {
    gaugeOnScrape(metrics.registry, {
      name: 'remit_db_pool_connections',
      help: `PostgreSQL connections of this process's pool (at most ${DATABASE_POOL_SIZE}), by state: used, idle, waiting (queries queued for one)`,
      labelNames: ['state'],
      onFailure: failures.record,
      read: async () => {
        const pool = (await orm.em.getConnection().getNativeClient()) as Pool;
        return [
          { labels: { state: 'used' }, value: pool.totalCount - pool.idleCount },
          { labels: { state: 'idle' }, value: pool.idleCount },
          { labels: { state: 'waiting' }, value: pool.waitingCount },
        ];
      },
    });
  }
}
