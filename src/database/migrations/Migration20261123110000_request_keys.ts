import { Migration } from '@mikro-orm/migrations';

/**
 * The `Idempotency-Key` a sender's browser sent with the request that created a transfer
 * (checkout creation, a one-step payment with a saved method), with a digest of that
 * request: a replay finds the transfer instead of creating and charging another.
 */
export class Migration20261123110000_request_keys extends Migration {
  override up(): void {
    this.addSql('alter table "transactions" add column "request_key" varchar(64) null, add column "request_digest" char(64) null;');
    this.addSql('create unique index "transactions_user_request_key_unique" on "transactions" ("user_id", "request_key") where "request_key" is not null;');
  }

  override down(): void {
    this.addSql('drop index "transactions_user_request_key_unique";');
    this.addSql('alter table "transactions" drop column "request_key", drop column "request_digest";');
  }
}
