import pg from 'pg';
import type { FaultStack } from './fault-stack.js';

/** A fault the run injected, and when. */
export interface InjectedFault {
  kind: 'worker-kill' | 'redis-restart' | 'postgres-restart' | 'api-restart';
  target: string;
  /** ms since the epoch: when the process was stopped, and when it was back (ready). */
  from: number;
  to: number;
  /** For a worker kill: what it was doing when it died. */
  detail: string;
  /** Whether a worker kill caught the worker inside a job (a transaction of a job open). */
  midJob?: boolean;
}

export interface ScheduledFault {
  /** Seconds after the load started. */
  at: number;
  kind: InjectedFault['kind'];
  target: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long PostgreSQL stays down in its restart: a quick restart, as for a minor version upgrade or a config change. */
export const POSTGRES_DOWN_MS = 3000;

/**
 * Runs the faults at their times while the load runs: SIGKILLs a worker in the middle of a
 * job (seen in PostgreSQL: the worker's connection is inside a transaction of a job, not the
 * outbox relay's) and starts it again, restarts the Redis server, restarts the PostgreSQL server
 * (fast shutdown: every connection cut, open transactions rolled back), restarts an api.
 */
export class FaultInjector {
  readonly injected: InjectedFault[] = [];
  readonly problems: string[] = [];

  constructor(
    private readonly stack: FaultStack,
    private readonly db: pg.Pool,
  ) {}

  async run(schedule: ScheduledFault[], loadStartedAt: number): Promise<void> {
    for (const fault of [...schedule].sort((a, b) => a.at - b.at)) {
      const wait = loadStartedAt + fault.at * 1000 - Date.now();
      if (wait > 0) await sleep(wait);
      try {
        if (fault.kind === 'worker-kill') await this.killWorkerMidJob(fault.target);
        else if (fault.kind === 'redis-restart') await this.restartRedis();
        else if (fault.kind === 'postgres-restart') await this.restartPostgres();
        else await this.restartApi(fault.target);
      } catch (error) {
        this.problems.push(`${fault.kind} ${fault.target}: ${(error as Error).message}`);
      }
    }
  }

  /**
   * Waits (up to 30 s) until the worker is inside a job's transaction (its last statement one
   * of a job's, not the outbox relay's, with the transaction still open), kills it with
   * SIGKILL there, and starts it again.
   */
  async killWorkerMidJob(worker: string): Promise<void> {
    const deadline = Date.now() + 30_000;
    let detail = 'no job seen within 30 s';
    let midJob = false;
    while (Date.now() < deadline) {
      const { rows } = await this.db
        .query<{ query: string }>(
        `select query from pg_stat_activity
          where application_name = $1 and xact_start is not null and state <> 'idle'
            and query not ilike '%outbox_jobs%' and lower(trim(query)) not in ('begin', 'commit', 'rollback')`,
        [`faults-${worker}`],
        )
        // PostgreSQL restarting: look again.
        .catch(() => ({ rows: [] as Array<{ query: string }> }));
      if (rows.length > 0) {
        midJob = true;
        detail = rows[0]!.query.replace(/\s+/g, ' ').slice(0, 90);
        break;
      }
      await sleep(10);
    }
    const from = Date.now();
    await this.stack.kill(worker);
    // A moment dead, as a machine takes to come back.
    await sleep(1500);
    await this.stack.startAgain(worker);
    this.injected.push({ kind: 'worker-kill', target: worker, from, to: Date.now(), detail, midJob });
  }

  async restartRedis(): Promise<void> {
    const from = Date.now();
    await this.stack.redis.restart();
    this.injected.push({ kind: 'redis-restart', target: 'redis', from, to: Date.now(), detail: 'SIGTERM, then started again on its files' });
  }

  async restartPostgres(): Promise<void> {
    const from = Date.now();
    await this.stack.postgres.restart(POSTGRES_DOWN_MS);
    this.injected.push({ kind: 'postgres-restart', target: 'postgres', from, to: Date.now(), detail: `fast shutdown, ${POSTGRES_DOWN_MS / 1000} s down, started again on its files` });
  }

  async restartApi(api: string): Promise<void> {
    const from = Date.now();
    await this.stack.restart(api);
    this.injected.push({ kind: 'api-restart', target: api, from, to: Date.now(), detail: 'SIGTERM, then started again' });
  }
}
