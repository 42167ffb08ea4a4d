import { Migration } from '@mikro-orm/migrations';

/** Transfers (the spec's `transactions`), their event log, and received provider webhooks. */
export class Migration20261122030000_transfers extends Migration {
  override up(): void {
    this.addSql(`
      create table "transactions" (
        "id" uuid primary key,
        "user_id" integer not null references "users" ("id"),
        "session_id" varchar(64) not null,
        "country" varchar(32) not null,
        "currency_code" varchar(3) not null,
        "amount" numeric(10,2) not null check ("amount" >= 0.01),
        "fee_amount" numeric(10,2) not null check ("fee_amount" >= 0),
        "total_amount" numeric(10,2) not null check ("total_amount" = "amount" + "fee_amount"),
        "recipient_amount" numeric(14,2) not null check ("recipient_amount" >= 0),
        "rate" numeric(10,4) not null check ("rate" > 0),
        "payment_method" varchar(16) not null,
        "status" varchar(16) not null default 'pending'
          check ("status" in ('pending', 'processing', 'completed', 'failed', 'cancelled')),
        "sender_info" jsonb not null,
        "recipient_info" jsonb not null,
        "provider_transfer_id" varchar(255) null,
        "payment_attempt" integer not null default 0,
        "payment_idempotency_key" varchar(128) null,
        "payout_id" varchar(255) null,
        "failure_reason" text null,
        "event_count" integer not null default 0,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "transactions_session_id_unique" unique ("session_id")
      );`);
    this.addSql('create index "transactions_user_created" on "transactions" ("user_id", "created_at" desc, "id" desc);');
    this.addSql('create unique index "transactions_provider_transfer_id" on "transactions" ("provider_transfer_id") where "provider_transfer_id" is not null;');
    this.addSql(`
      create table "transfer_events" (
        "id" uuid primary key,
        "transfer_id" uuid not null references "transactions" ("id") deferrable initially deferred,
        "sequence" integer not null,
        "type" varchar(40) not null,
        "payload" jsonb not null,
        "occurred_at" timestamptz not null,
        constraint "transfer_events_order" unique ("transfer_id", "sequence")
      );`);
    this.addSql(`
      create table "stripe_webhook_events" (
        "id" varchar(255) primary key,
        "type" varchar(100) not null,
        "payload" jsonb not null,
        "received_at" timestamptz not null default now(),
        "processed_at" timestamptz null
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists "stripe_webhook_events";');
    this.addSql('drop table if exists "transfer_events";');
    this.addSql('drop table if exists "transactions";');
  }
}
