import { EntityManager } from '@mikro-orm/postgresql';
import type { TraceCarrier } from '../tracing/trace-carrier.js';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobQueue } from '../queues/job-queue.service.js';
import { JOB_CATALOG, type JobName } from '../queues/job-catalog.js';
import { relayedTogetherUpTo, togetherPayload } from '../queues/relayed-together.js';
import { MAX_RELAY_ATTEMPTS } from './domain/outbox-job.js';

/**
 * Rows claimed per relay transaction. A burst of webhooks makes two rows per event (its
 * settlement, then its payout): large batches keep the relay ahead of settlement (issue #16).
 */
const BATCH = 500;
const IDLE_POLL_MS = 250;

interface ClaimedRow {
  id: string;
  job_name: JobName;
  payload: unknown;
  trace_context: TraceCarrier | null;
}

/**
 * What the relay sends to the queue as one job: one row, or several rows of a job the catalog
 * lets the relay send together (their payloads in one job, whose id and trace are the first row's).
 */
interface RelayUnit {
  rows: ClaimedRow[];
  name: JobName;
  payload: unknown;
}

/** A row the relay could not enqueue; a poisoned one (a job the catalog does not know) never will be. */
interface RefusedRow {
  id: string;
  error: string;
  poisoned: boolean;
}

/**
 * Worker side: moves committed outbox rows into BullMQ. Several workers may relay at once:
 * each claims rows with FOR UPDATE SKIP LOCKED, and the job id is the row id, so a row
 * enqueued twice (a crash between enqueue and commit) still runs once. A row that cannot be
 * relayed never blocks the others: a job the catalog does not know is set aside at once; a
 * row the queue refuses while rows beside it go through counts the failure, and is set aside
 * (failed, with its error) at `MAX_RELAY_ATTEMPTS`. When every row fails (the queue is
 * away), nothing is counted against them. Rows of a job the catalog marks `relayedTogether`
 * go as one job per so many (relayed-together.ts); a row relayed twice in two different groups
 * runs twice, which a job's processor must take anyway (delivery is at least once).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Relays one batch; answers how many rows it moved. */
  async relayBatch(): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const connection = em.getConnection();
      const context = em.getTransactionContext();
      const rows = await connection.execute<ClaimedRow[]>(
        `select id, job_name, payload, trace_context from outbox_jobs
          where enqueued_at is null and failed_at is null order by created_at limit ? for update skip locked`,
        [BATCH],
        'all',
        context,
      );
      const refused: RefusedRow[] = [];
      const known = rows.filter((row) => {
        if (Object.hasOwn(JOB_CATALOG, row.job_name)) return true;
        refused.push({ id: row.id, error: `Unknown job ${row.job_name}`, poisoned: true });
        return false;
      });
      const relayed = await this.enqueue(relayUnits(known), refused);
      if (relayed.length > 0) {
        await connection.execute('update outbox_jobs set enqueued_at = now() where id in (?)', [relayed], 'run', context);
      }
      // With nothing relayed the queue itself is likely away: that is no row's fault.
      for (const row of refused.filter((r) => r.poisoned || relayed.length > 0)) {
        await connection.execute(
          `update outbox_jobs set relay_attempts = relay_attempts + 1, relay_error = ?,
                  failed_at = case when ? or relay_attempts + 1 >= ? then now() end
            where id = ?`,
          [row.error.slice(0, 1000), row.poisoned, MAX_RELAY_ATTEMPTS, row.id],
          'run',
          context,
        );
        this.logger.warn(`Outbox row ${row.id} could not be relayed: ${row.error}`);
      }
      return relayed.length;
    });
  }

  /**
   * Enqueues the units' jobs, answering the ids of the rows relayed. All at once first (one
   * round trip per queue, issue #16); when that fails, one by one, so the unit at fault is
   * found and its rows counted in `refused` while the others go through.
   */
  private async enqueue(units: RelayUnit[], refused: RefusedRow[]): Promise<string[]> {
    const rowIds = (unit: RelayUnit) => unit.rows.map((row) => row.id);
    try {
      await this.jobs.enqueueAll(units.map((unit) => ({ name: unit.name, payload: unit.payload, jobId: unit.rows[0].id, trace: unit.rows[0].trace_context })));
      return units.flatMap(rowIds);
    } catch {
      const relayed: string[] = [];
      for (const unit of units) {
        try {
          await this.jobs.enqueue(unit.name, unit.payload as never, { jobId: unit.rows[0].id }, unit.rows[0].trace_context);
          relayed.push(...rowIds(unit));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          refused.push(...unit.rows.map((row) => ({ id: row.id, error: message, poisoned: false })));
        }
      }
      return relayed;
    }
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.relayBatch()
        .then((moved) => this.schedule(moved === BATCH ? 0 : IDLE_POLL_MS))
        .catch((error: Error) => {
          this.logger.warn(`Outbox relay failed, retrying: ${error.message}`);
          this.schedule(IDLE_POLL_MS * 4);
        });
    }, delay);
  }
}

/** The rows as the jobs to enqueue, in their order: rows of a job relayed together grouped by so many. */
function relayUnits(rows: ClaimedRow[]): RelayUnit[] {
  const groups: ClaimedRow[][] = [];
  const open = new Map<JobName, ClaimedRow[]>();
  for (const row of rows) {
    const upTo = relayedTogetherUpTo(row.job_name);
    let group = upTo > 1 ? open.get(row.job_name) : undefined;
    if (!group || group.length >= upTo) {
      group = [];
      groups.push(group);
      if (upTo > 1) open.set(row.job_name, group);
    }
    group.push(row);
  }
  return groups.map((group) => ({
    rows: group,
    name: group[0].job_name,
    payload: group.length > 1 ? togetherPayload(group.map((row) => row.payload)) : group[0].payload,
  }));
}
