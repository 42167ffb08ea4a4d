import { Migration } from '@mikro-orm/migrations';

/**
 * Reconciliation of transfers that wait on the outside world (a provider's webhook, a
 * payout job) longer than they should:
 * - `transfer_checks`: when each such transfer was last chased, so a pass takes the ones
 *   checked longest ago and none is chased again before its turn. Kept apart from
 *   `transactions` so a check never touches the transfer row (nor its admin totals).
 * - `transactions_unfinished`: finds the candidates without reading finished transfers.
 * - `transactions_unpaid_checkouts`: finds pending checkouts with no payment under way by
 *   age, to cancel those whose quote expired.
 */
export class Migration20261122070000_transfer_checks extends Migration {
  override up(): void {
    this.addSql(`
      create table "transfer_checks" (
        "transfer_id" uuid primary key references "transactions" ("id") on delete cascade,
        "checked_at" timestamptz not null
      );`);
    this.addSql(
      `create index "transactions_unfinished" on "transactions" ("updated_at") where "status" in ('pending', 'processing');`,
    );
    this.addSql(
      `create index "transactions_unpaid_checkouts" on "transactions" ("created_at") where "status" = 'pending' and "payment_idempotency_key" is null;`,
    );
  }

  override down(): void {
    this.addSql('drop index if exists "transactions_unpaid_checkouts";');
    this.addSql('drop index if exists "transactions_unfinished";');
    this.addSql('drop table if exists "transfer_checks";');
  }
}
