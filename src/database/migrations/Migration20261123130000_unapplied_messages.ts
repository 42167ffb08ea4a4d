import { Migration } from '@mikro-orm/migrations';

/** Reconciliation looks for stored provider messages never applied: index just those. */
export class Migration20261123130000_unapplied_messages extends Migration {
  override up(): void {
    this.addSql('create index "stripe_webhook_events_unprocessed" on "stripe_webhook_events" ("received_at") where "processed_at" is null;');
  }

  override down(): void {
    this.addSql('drop index "stripe_webhook_events_unprocessed";');
  }
}
