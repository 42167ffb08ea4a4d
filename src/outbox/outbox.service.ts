import { randomUUID } from 'node:crypto';
import { activeTraceCarrier } from '../tracing/trace-carrier.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { JobName, JobPayloads } from '../queues/job-catalog.js';
import { OutboxJob } from './domain/outbox-job.js';

/** A job to write to the outbox with others (`Outbox.appendAll`). */
export type OutboxEntry = { [N in JobName]: { name: N; payload: JobPayloads[N]; at: Date; id?: string } }[JobName];

/** Records jobs inside the caller's unit of work; they are flushed with its changes. */
@Injectable()
export class Outbox {
  /**
   * `em` must be the transaction's entity manager so the job commits with the change.
   * `id` becomes the BullMQ job id (e.g. the id of the event the job reacts to).
   */
  add<N extends JobName>(em: EntityManager, name: N, payload: JobPayloads[N], at = new Date(), id: string = randomUUID()): OutboxJob {
    // The job continues the trace of the change that calls for it (traces: issue #28).
    const job = new OutboxJob(id, name, payload, at, activeTraceCarrier());
    em.persist(job);
    return job;
  }

  /**
   * Writes several jobs at once in `em`'s transaction, now, with one INSERT however many (a
   * batch settlement calls for two per payment): plain rows, none of the unit of work's
   * per-entity bookkeeping for rows nothing reads back in the transaction.
   */
  async appendAll(em: EntityManager, entries: readonly OutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    if (!em.isInTransaction()) throw new Error('Outbox rows are appended in the transaction of the change that calls for them');
    const traceContext = activeTraceCarrier();
    const rows = entries.map((entry) => ({
      id: entry.id ?? randomUUID(),
      job_name: entry.name,
      payload: entry.payload,
      created_at: entry.at.toISOString(),
      trace_context: traceContext,
    }));
    await em.getConnection().execute(
      `insert into outbox_jobs (id, job_name, payload, created_at, relay_attempts, trace_context)
       select id, job_name, payload, created_at, 0, trace_context
         from jsonb_to_recordset(?::jsonb) as j(id uuid, job_name text, payload jsonb, created_at timestamptz, trace_context jsonb)`,
      [JSON.stringify(rows)],
      'run',
      em.getTransactionContext(),
    );
  }
}
