import { Migration } from '@mikro-orm/migrations';

/**
 * Each sender's saved cards and bank accounts, unique per sender by the card provider's
 * fingerprint, at most one default per sender. Never a card or account number: only the
 * last four digits and the provider's payment method id and fingerprint.
 */
export class Migration20261122050000_payment_methods extends Migration {
  override up(): void {
    this.addSql(`
      create table "payment_methods" (
        "id" serial primary key,
        "user_id" integer not null references "users" ("id") on delete cascade,
        "type" varchar(16) not null check ("type" in ('card', 'bank_account')),
        "name" varchar(150) not null,
        "last_four" varchar(4) not null,
        "bank_name" varchar(100) null,
        "account_type" varchar(16) null check ("account_type" in ('checking', 'savings')),
        "card_brand" varchar(32) null,
        "stripe_payment_method_id" varchar(255) not null,
        "fingerprint" varchar(255) not null,
        "is_default" boolean not null default false,
        "created_at" timestamptz not null default now(),
        constraint "payment_methods_user_fingerprint_unique" unique ("user_id", "fingerprint")
      );`);
    this.addSql(
      'create unique index "payment_methods_one_default_per_user" on "payment_methods" ("user_id") where "is_default";',
    );
  }

  override down(): void {
    this.addSql('drop table if exists "payment_methods";');
  }
}
