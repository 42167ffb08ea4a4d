import { Migration } from '@mikro-orm/migrations';

/**
 * Bank payments and reusable saved methods:
 * - `transactions.payment_confirmed_at`: when the provider confirmed the money was taken.
 *   An ACH debit in flight leaves it null while the transfer is `processing`, and nothing
 *   is paid out until it is set. Transfers paid before this migration were confirmed when
 *   they last changed.
 * - `payment_customers`: each sender's customer at the card provider, which saved payment
 *   methods are attached to so they can be used more than once.
 * - `payment_methods.teller_account_id` / `teller_access_token`: the linked account a saved
 *   bank method came from; the access token only sealed (AES-GCM), never in clear.
 */
export class Migration20261122060000_bank_payments extends Migration {
  override up(): void {
    this.addSql('alter table "transactions" add column "payment_confirmed_at" timestamptz null;');
    this.addSql(
      `update "transactions" set "payment_confirmed_at" = "updated_at" where "status" in ('processing', 'completed');`,
    );
    this.addSql(`
      create table "payment_customers" (
        "user_id" integer primary key references "users" ("id") on delete cascade,
        "stripe_customer_id" varchar(255) not null unique,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql('alter table "payment_methods" add column "teller_account_id" varchar(64) null;');
    this.addSql('alter table "payment_methods" add column "teller_access_token" text null;');
  }

  override down(): void {
    this.addSql('alter table "payment_methods" drop column "teller_access_token";');
    this.addSql('alter table "payment_methods" drop column "teller_account_id";');
    this.addSql('drop table if exists "payment_customers";');
    this.addSql('alter table "transactions" drop column "payment_confirmed_at";');
  }
}
