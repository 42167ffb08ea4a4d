import { EntitySchema } from '@mikro-orm/core';
import { OutboxJob } from './domain/outbox-job.js';

export const OutboxJobSchema = new EntitySchema<OutboxJob>({
  class: OutboxJob,
  tableName: 'outbox_jobs',
  properties: {
    id: { type: 'uuid', primary: true },
    jobName: { type: 'string', fieldName: 'job_name' },
    payload: { type: 'json', columnType: 'jsonb' },
    createdAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'created_at' },
    enqueuedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'enqueued_at', nullable: true },
    relayAttempts: { type: 'integer', fieldName: 'relay_attempts' },
    relayError: { type: 'text', fieldName: 'relay_error', nullable: true },
    failedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'failed_at', nullable: true },
    traceContext: { type: 'json', columnType: 'jsonb', fieldName: 'trace_context', nullable: true },
  },
});
