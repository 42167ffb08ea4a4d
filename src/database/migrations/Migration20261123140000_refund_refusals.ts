import { Migration } from '@mikro-orm/migrations';

/** When the provider refused a transfer's refund for good: it is no longer retried, and a person takes it up. */
export class Migration20261123140000_refund_refusals extends Migration {
  override up(): void {
    this.addSql('alter table "transactions" add column "refund_refused_at" timestamptz null;');
  }

  override down(): void {
    this.addSql('alter table "transactions" drop column "refund_refused_at";');
  }
}
