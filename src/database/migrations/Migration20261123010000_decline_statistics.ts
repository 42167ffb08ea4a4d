import { Migration } from '@mikro-orm/migrations';

/** The admin statistics count recent declined payments (card testing shows there first). */
export class Migration20261123010000_decline_statistics extends Migration {
  override up(): void {
    this.addSql(`create index "transfer_events_declines" on "transfer_events" ("occurred_at") where "type" = 'PaymentDeclined';`);
  }

  override down(): void {
    this.addSql('drop index if exists "transfer_events_declines";');
  }
}
