import { randomUUID } from 'node:crypto';
import { activeTraceCarrier } from '../tracing/trace-carrier.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { JobName, JobPayloads } from '../queues/job-catalog.js';
import { OutboxJob } from './domain/outbox-job.js';

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
}
