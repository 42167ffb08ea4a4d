import { Migration } from '@mikro-orm/migrations';

/**
 * `transactions.refund_id`: the provider's refund of the sender's payment when the payout
 * could not be delivered (the transfer is `failed`; a paid, failed transfer without one is
 * still owed its refund, which `transactions_refund_owed` finds for reconciliation).
 */
export class Migration20261122080000_refunds extends Migration {
  override up(): void {
    this.addSql('alter table "transactions" add column "refund_id" varchar(255) null;');
    this.addSql(
      `create index "transactions_refund_owed" on "transactions" ("updated_at") where "status" = 'failed' and "payment_confirmed_at" is not null and "refund_id" is null;`,
    );
  }

  override down(): void {
    this.addSql('drop index if exists "transactions_refund_owed";');
    this.addSql('alter table "transactions" drop column "refund_id";');
  }
}
