import { Migration } from '@mikro-orm/migrations';
import { rebuildAuditActionCheck } from './audit-action-check.js';

/**
 * Issue #24, reconciliation with the providers' own records. Ledger transfers that belong to no
 * transfer of the product (Stripe's fees and its payouts to our bank, an operator's correction)
 * name the provider's record they book instead (`reference`): `transfer_id` and
 * `event_sequence` become optional, one of `transfer_id` and `reference` required. Two USD
 * accounts: Stripe's fees (an expense) and the suspense account corrections park money in
 * until it is attributed. The record of each reconciliation run, and the breaks runs find.
 */
export class Migration20261126170000_reconciliation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "ledger_transfers" alter column "transfer_id" drop not null, alter column "event_sequence" drop not null;`);
    this.addSql(`alter table "ledger_transfers" add column "reference" varchar(255) null;`);
    this.addSql(`alter table "ledger_transfers" add constraint "ledger_transfers_source" check ("transfer_id" is not null or "reference" is not null);`);
    this.addSql(`create index "ledger_transfers_reference" on "ledger_transfers" ("reference") where "reference" is not null;`);
    this.addSql(`insert into "ledger_accounts" ("id", "ledger", "code", "normal_side", "must_not_go_negative", "description") values
      (30, 840, 'processor_fees', 'debit', true, 'Stripe''s own fees, from its balance transactions (card, ACH, dispute fees)'),
      (31, 840, 'reconciliation_suspense', 'credit', false, 'Money a provider''s records show that the books cannot attribute yet, parked by an operator''s correction')
      on conflict ("id") do nothing;`);
    this.addSql(`create table "reconciliation_runs" (
      "id" uuid primary key,
      "trigger" varchar(10) not null check ("trigger" in ('scheduled', 'manual')),
      "started_at" timestamptz not null,
      "finished_at" timestamptz null,
      "window_from" timestamptz not null,
      "provider_records" integer not null default 0,
      "matched" integer not null default 0,
      "in_flight" integer not null default 0,
      "breaks_found" integer not null default 0,
      "breaks_closed" integer not null default 0,
      "postings_booked" integer not null default 0,
      "error" text null
    );`);
    this.addSql(`create index "reconciliation_runs_started" on "reconciliation_runs" ("started_at" desc);`);
    this.addSql(`create table "reconciliation_breaks" (
      "id" uuid primary key,
      "provider" varchar(20) not null check ("provider" in ('stripe', 'daraja', 'mtn_momo', 'thunes')),
      "record_key" varchar(300) not null,
      "kind" varchar(30) not null check ("kind" in ('missing_in_books', 'missing_at_provider', 'amount_differs', 'status_differs', 'payout_total_differs')),
      "currency" varchar(3) not null,
      "provider_amount" bigint not null,
      "books_amount" bigint not null,
      "difference" bigint not null,
      "provider_record" jsonb not null,
      "our_side" jsonb not null,
      "transfer_id" uuid null,
      "status" varchar(10) not null check ("status" in ('open', 'explained', 'corrected', 'escalated', 'resolved')),
      "note" text null,
      "correction_id" uuid null,
      "first_seen_at" timestamptz not null,
      "last_seen_at" timestamptz not null,
      "last_run_id" uuid not null references "reconciliation_runs" ("id"),
      "resolved_at" timestamptz null,
      "updated_at" timestamptz not null,
      unique ("provider", "record_key")
    );`);
    this.addSql(`create index "reconciliation_breaks_unsettled" on "reconciliation_breaks" ("first_seen_at") where "status" in ('open', 'escalated');`);
    this.addSql(rebuildAuditActionCheck({ added: ['attention.explain_break', 'attention.correct_break', 'attention.escalate_break', 'reconciliation.run'] }));
  }

  override async down(): Promise<void> {
    this.addSql(rebuildAuditActionCheck({ removed: ['attention.explain_break', 'attention.correct_break', 'attention.escalate_break', 'reconciliation.run'] }));
    this.addSql('drop table if exists "reconciliation_breaks";');
    this.addSql('drop table if exists "reconciliation_runs";');
    this.addSql(`delete from "ledger_transfers" where "transfer_id" is null;`);
    this.addSql(`delete from "ledger_accounts" where "id" in (30, 31);`);
    this.addSql('drop index if exists "ledger_transfers_reference";');
    this.addSql(`alter table "ledger_transfers" drop constraint if exists "ledger_transfers_source";`);
    this.addSql(`alter table "ledger_transfers" drop column "reference";`);
    this.addSql(`alter table "ledger_transfers" alter column "transfer_id" set not null, alter column "event_sequence" set not null;`);
  }
}
