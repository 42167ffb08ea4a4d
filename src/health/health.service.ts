import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { MIGRATIONS } from '../database/migrations/index.js';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis-client.js';
import { pendingMigrations } from './pending-migrations.js';

export type Readiness = 'up' | 'down';
export interface HealthReport {
  status: 'ok' | 'degraded';
  database: Readiness;
  redis: Readiness;
}

export type MigrationState = 'applied' | 'pending' | 'unknown';
export interface ReadinessReport {
  status: 'ready' | 'not_ready';
  database: Readiness;
  redis: Readiness;
  /** `unknown` while the database does not answer. */
  migrations: MigrationState;
  /** How many committed migrations the database has not applied (0 when unknown). */
  pendingMigrations: number;
}

const CHECK_TIMEOUT_MS = 2000;
/** Where MikroORM records applied migrations (orm-options.ts). */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';
const UNDEFINED_TABLE = '42P01';

@Injectable()
export class HealthService {
  private readonly logger = new Logger('HealthService');
  private lastPending = '';

  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
  ) {}

  /** Liveness as the spec defines it: the database and Redis answer. */
  async check(): Promise<HealthReport> {
    const [database, redis] = await Promise.all([this.probeDatabase(), this.probeRedis()]);
    return { status: database === 'up' && redis === 'up' ? 'ok' : 'degraded', database, redis };
  }

  /**
   * Readiness for traffic: the database and Redis answer, and the database has every
   * committed migration (an api started before `npm run migrate` finished is not ready).
   */
  async ready(): Promise<ReadinessReport> {
    const [pending, redis] = await Promise.all([withTimeout(() => this.pendingMigrations()).catch(() => undefined), this.probeRedis()]);
    const database: Readiness = pending === undefined ? 'down' : 'up';
    const migrations: MigrationState = pending === undefined ? 'unknown' : pending.length === 0 ? 'applied' : 'pending';
    return {
      status: database === 'up' && redis === 'up' && migrations === 'applied' ? 'ready' : 'not_ready',
      database,
      redis,
      migrations,
      pendingMigrations: pending?.length ?? 0,
    };
  }

  private probeDatabase(): Promise<Readiness> {
    return probe(() => this.em.getConnection().execute('select 1'));
  }

  private probeRedis(): Promise<Readiness> {
    return probe(() => this.redis.ping());
  }

  /** The committed migrations the database lacks; every one of them when it has no migrations table yet. */
  private async pendingMigrations(): Promise<string[]> {
    let applied: string[];
    try {
      const rows = await this.em.getConnection().execute<Array<{ name: string }>>(`select name from ${MIGRATIONS_TABLE}`);
      applied = rows.map((row) => row.name);
    } catch (error) {
      if ((error as { code?: unknown }).code !== UNDEFINED_TABLE) throw error;
      applied = [];
    }
    const pending = pendingMigrations(
      MIGRATIONS.map((migration) => migration.name),
      applied,
    );
    this.reportPending(pending);
    return pending;
  }

  /** Names the pending migrations in the log once per change: probes come every few seconds. */
  private reportPending(pending: string[]): void {
    const names = pending.join(', ');
    if (names === this.lastPending) return;
    this.lastPending = names;
    if (names) this.logger.warn(`Not ready: ${pending.length} committed migration(s) not applied: ${names}`);
    else this.logger.log('Every committed migration is applied');
  }
}

async function probe(check: () => Promise<unknown>): Promise<Readiness> {
  try {
    await withTimeout(check);
    return 'up';
  } catch {
    return 'down';
  }
}

async function withTimeout<T>(check: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
