import { Migration } from '@mikro-orm/migrations';

/**
 * Real payout rails. Every recipient and transfer gets a delivery method (existing ones take
 * their country's mobile-money method; Eritrea's is cash pickup), a bank account where the
 * method needs one, and a transfer the partner's receipt, pickup code and failure reason.
 * Partners' callbacks are stored once as received, then read by a worker.
 */
export class Migration20261123100000_payout_rails extends Migration {
  override up(): void {
    const byCountry = `case "country" when 'kenya' then 'mpesa' when 'uganda' then 'mtn_momo' when 'ethiopia' then 'telebirr' else 'cash_pickup' end`;
    this.addSql(`alter table "recipients"
      add column "delivery_method" varchar(16) null,
      add column "bank_id" varchar(32) null,
      add column "bank_name" varchar(100) null,
      add column "account_number" varchar(34) null;`);
    this.addSql(`update "recipients" set "delivery_method" = ${byCountry};`);
    this.addSql('alter table "recipients" alter column "delivery_method" set not null;');

    this.addSql(`alter table "transactions"
      add column "delivery_method" varchar(16) null,
      add column "payout_rail" varchar(16) null,
      add column "payout_receipt" varchar(64) null,
      add column "pickup_code" varchar(32) null,
      add column "payout_failure_code" varchar(40) null;`);
    this.addSql(`update "transactions" set "delivery_method" = ${byCountry};`);
    this.addSql('alter table "transactions" alter column "delivery_method" set not null;');

    this.addSql(`create table "payout_callbacks" (
      "id" uuid primary key,
      "rail" varchar(16) not null,
      "kind" varchar(32) not null,
      "reference" varchar(64) null,
      "body" jsonb not null,
      "received_at" timestamptz not null,
      "processed_at" timestamptz null
    );`);
    this.addSql('create index "payout_callbacks_unprocessed" on "payout_callbacks" ("received_at") where "processed_at" is null;');
  }

  override down(): void {
    this.addSql('drop table "payout_callbacks";');
    this.addSql(`alter table "transactions" drop column "delivery_method", drop column "payout_rail", drop column "payout_receipt",
      drop column "pickup_code", drop column "payout_failure_code";`);
    this.addSql(`alter table "recipients" drop column "delivery_method", drop column "bank_id", drop column "bank_name", drop column "account_number";`);
  }
}
