import { Migration } from '@mikro-orm/migrations';
import { rebuildAuditActionCheck } from './audit-action-check.js';

/**
 * Issue #24, partner float: operator top-ups (booked on the ledger, two-phase), the partners'
 * own balance snapshots, the payouts waiting for float, the rails paused, and low-float alerts.
 * Amounts are bigint hundredths of their currency (USD cents for `usd_amount`).
 */
export class Migration20261126180000_partner_float extends Migration {
  override up(): void {
    this.addSql(`create table "float_top_ups" (
      "id" uuid primary key,
      "rail" varchar(16) not null,
      "currency" varchar(3) not null,
      "local_amount" bigint not null check ("local_amount" > 0),
      "usd_amount" bigint not null check ("usd_amount" > 0),
      "rate" numeric(10,4) not null check ("rate" > 0),
      "bank_reference" varchar(100) not null,
      "note" text null,
      "state" varchar(10) not null check ("state" in ('pending', 'confirmed', 'cancelled')),
      "recorded_at" timestamptz not null,
      "confirmed_at" timestamptz null,
      "cancelled_at" timestamptz null,
      "opening" boolean not null default false,
      unique ("rail", "currency", "bank_reference")
    );`);
    this.addSql(`create index "float_top_ups_account" on "float_top_ups" ("rail", "currency", "state", "recorded_at");`);
    this.addSql(`create table "partner_balance_snapshots" (
      "id" bigint generated always as identity primary key,
      "rail" varchar(16) not null,
      "currency" varchar(3) not null,
      "available_balance" bigint not null,
      "as_of" timestamptz not null,
      "fetched_at" timestamptz not null
    );`);
    this.addSql(`create index "partner_balance_snapshots_latest" on "partner_balance_snapshots" ("rail", "currency", "fetched_at" desc);`);
    this.addSql(`create table "float_waiting_payouts" (
      "transfer_id" uuid primary key,
      "rail" varchar(16) not null,
      "currency" varchar(3) not null,
      "amount" bigint not null,
      "waiting_since" timestamptz not null
    );`);
    this.addSql(`create index "float_waiting_payouts_queue" on "float_waiting_payouts" ("rail", "currency", "waiting_since");`);
    this.addSql(`create table "float_rail_pauses" (
      "rail" varchar(16) not null,
      "currency" varchar(3) not null,
      "reason" varchar(20) not null check ("reason" in ('float_short', 'partner_refused')),
      "paused_at" timestamptz not null,
      primary key ("rail", "currency")
    );`);
    this.addSql(`create table "float_alerts" (
      "id" uuid primary key,
      "rail" varchar(16) not null,
      "currency" varchar(3) not null,
      "available" bigint not null,
      "threshold" bigint not null,
      "days_left" numeric(10,1) null,
      "raised_at" timestamptz not null,
      "resolved_at" timestamptz null
    );`);
    this.addSql(`create unique index "float_alerts_open" on "float_alerts" ("rail", "currency") where "resolved_at" is null;`);
    this.addSql(rebuildAuditActionCheck({ added: ['float.top_up_recorded', 'float.top_up_confirmed', 'float.top_up_cancelled', 'float.balances_checked'] }));
  }

  override down(): void {
    for (const table of ['float_alerts', 'float_rail_pauses', 'float_waiting_payouts', 'partner_balance_snapshots', 'float_top_ups']) this.addSql(`drop table if exists "${table}";`);
  }
}
