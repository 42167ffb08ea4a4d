import { Migration } from '@mikro-orm/migrations';

/**
 * An outbox row the relay cannot hand to the queue (an unknown job, a payload the queue
 * refuses) is set aside with its error instead of blocking the rows after it: it counts its
 * failed relays, and at the limit it is marked failed for an operator.
 */
export class Migration20261123120000_outbox_failures extends Migration {
  override up(): void {
    this.addSql(`alter table "outbox_jobs"
      add column "relay_attempts" integer not null default 0,
      add column "relay_error" text null,
      add column "failed_at" timestamptz null;`);
    this.addSql('create index "outbox_jobs_failed" on "outbox_jobs" ("failed_at") where "failed_at" is not null;');
  }

  override down(): void {
    this.addSql('drop index "outbox_jobs_failed";');
    this.addSql('alter table "outbox_jobs" drop column "relay_attempts", drop column "relay_error", drop column "failed_at";');
  }
}
