import { Migration } from '@mikro-orm/migrations';

/**
 * Issue #28, traces: an outbox row keeps the trace context of the change that wrote it (W3C
 * `traceparent`/`tracestate`), so the job the relay enqueues continues that trace. Null when
 * the change was not traced.
 */
export class Migration20261126190000_outbox_trace_context extends Migration {
  override up(): void {
    this.addSql(`alter table "outbox_jobs" add column "trace_context" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "outbox_jobs" drop column "trace_context";`);
  }
}
