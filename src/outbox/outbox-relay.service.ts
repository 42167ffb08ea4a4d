import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobQueue } from '../queues/job-queue.service.js';
import type { JobName } from '../queues/job-catalog.js';

const BATCH = 100;
const IDLE_POLL_MS = 250;

interface ClaimedRow {
  id: string;
  job_name: JobName;
  payload: unknown;
}

/**
 * Worker side: moves committed outbox rows into BullMQ. Several workers may relay at once:
 * each claims rows with FOR UPDATE SKIP LOCKED, and the job id is the row id, so a row
 * enqueued twice (a crash between enqueue and commit) still runs once.
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
      const rows = await em.getConnection().execute<ClaimedRow[]>(
        `select id, job_name, payload from outbox_jobs
          where enqueued_at is null order by created_at limit ? for update skip locked`,
        [BATCH],
        'all',
        em.getTransactionContext(),
      );
      for (const row of rows) {
        await this.jobs.enqueue(row.job_name, row.payload as never, { jobId: row.id });
      }
      if (rows.length > 0) {
        await em
          .getConnection()
          .execute('update outbox_jobs set enqueued_at = now() where id in (?)', [rows.map((r) => r.id)], 'run', em.getTransactionContext());
      }
      return rows.length;
    });
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
