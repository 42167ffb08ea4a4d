import { Migration } from '@mikro-orm/migrations';
import { backfillLedger } from '../../ledger/ledger-backfill.js';

/**
 * Issue #24, part 1: the double-entry books. A ledger per currency with its scale, the chart
 * of accounts (as of this migration: later accounts come with later migrations), the ledger
 * transfers (immutable, ids chosen by the poster), and the record of the invariant checks.
 * Every existing transfer's events are then booked with the posting rules, and the books must
 * balance, or the migration fails and leaves nothing.
 */
export class Migration20261126020000_ledger extends Migration {
  override async up(): Promise<void> {
    // Executed now, in order, so that the back-fill below finds the tables.
    for (const statement of UP) await this.execute(statement);
    await backfillLedger((sql, params = []) => this.execute(sql, [...params]) as never);
  }

  override async down(): Promise<void> {
    await this.execute('drop index if exists "transfer_events_occurred_at";');
    await this.execute('drop table if exists "ledger_checks";');
    await this.execute('drop table if exists "ledger_transfers";');
    await this.execute('drop table if exists "ledger_accounts";');
    await this.execute('drop table if exists "ledger_ledgers";');
  }
}

const UP = [
  `create table "ledger_ledgers" (
     "id" smallint primary key,
     "currency" varchar(3) not null unique,
     "scale" smallint not null check ("scale" between 0 and 2)
   );`,
  `insert into "ledger_ledgers" ("id", "currency", "scale") values (840, 'USD', 2), (404, 'KES', 2), (800, 'UGX', 0), (230, 'ETB', 2), (232, 'ERN', 2);`,
  `create table "ledger_accounts" (
     "id" integer primary key,
     "ledger" smallint not null references "ledger_ledgers" ("id"),
     "code" varchar(40) not null,
     "normal_side" varchar(6) not null check ("normal_side" in ('debit', 'credit')),
     "must_not_go_negative" boolean not null,
     "description" text not null,
     unique ("ledger", "code")
   );`,
  `insert into "ledger_accounts" ("id", "ledger", "code", "normal_side", "must_not_go_negative", "description") values
     (1, 840, 'stripe_clearing', 'debit', true, 'Money Stripe holds for us: captured payments not yet paid out to our bank'),
     (2, 840, 'customer_funds', 'credit', true, 'Paid by senders, not yet delivered to their recipients, earned as fees, or refunded'),
     (3, 840, 'fee_revenue', 'credit', true, 'Fees earned on delivered transfers'),
     (4, 840, 'fx_settlement', 'credit', false, 'USD side of the FX liquidity: dollars exchanged for the local currency the partners pay out'),
     (5, 840, 'refunds_payable', 'credit', true, 'Payments a transfer could not use (orphans), owed back to their senders'),
     (6, 840, 'sender_receivables', 'debit', true, 'Senders who owe us: an ACH debit returned after its payout went'),
     (7, 840, 'dispute_losses', 'debit', true, 'Disputes lost after the money was delivered or refunded'),
     (8, 840, 'payout_losses', 'debit', true, 'Payouts made twice or after a refund, until recovered'),
     (9, 840, 'company_bank', 'debit', false, 'The company''s own USD bank account (refunds paid outside Stripe)'),
     (101, 404, 'fx_settlement', 'debit', false, 'KES side of the FX liquidity'),
     (102, 404, 'partner_float:daraja', 'debit', false, 'KES prefunded at Safaricom (M-Pesa B2C)'),
     (201, 800, 'fx_settlement', 'debit', false, 'UGX side of the FX liquidity'),
     (202, 800, 'partner_float:mtn_momo', 'debit', false, 'UGX prefunded at MTN MoMo'),
     (301, 230, 'fx_settlement', 'debit', false, 'ETB side of the FX liquidity'),
     (302, 230, 'partner_float:thunes', 'debit', false, 'ETB prefunded at Thunes'),
     (401, 232, 'fx_settlement', 'debit', false, 'ERN side of the FX liquidity'),
     (402, 232, 'partner_float:thunes', 'debit', false, 'ERN prefunded at Thunes');`,
  // No foreign keys to the ledgers or accounts: checking one locks the (hot) account row's key
  // for each posting (see PostgresLedger). The chart is checked in code before every write.
  `create table "ledger_transfers" (
     "seq" bigint generated always as identity,
     "id" uuid primary key,
     "ledger" smallint not null,
     "debit_account_id" integer not null,
     "credit_account_id" integer not null,
     "amount" bigint not null check ("amount" > 0),
     "phase" varchar(12) not null check ("phase" in ('single', 'pending', 'post_pending', 'void_pending')),
     "pending_id" uuid null references "ledger_transfers" ("id"),
     "code" varchar(40) not null,
     "transfer_id" uuid not null,
     "event_sequence" integer not null,
     "linked" boolean not null,
     "created_at" timestamptz not null default now(),
     check ("debit_account_id" <> "credit_account_id"),
     check (("phase" in ('post_pending', 'void_pending')) = ("pending_id" is not null))
   );`,
  // A pending transfer is posted or voided at most once.
  `create unique index "ledger_transfers_resolves_once" on "ledger_transfers" ("pending_id") where "pending_id" is not null;`,
  `create index "ledger_transfers_transfer" on "ledger_transfers" ("transfer_id");`,
  // Balances are sums over these, read without touching the table.
  `create index "ledger_transfers_debits" on "ledger_transfers" ("debit_account_id") include ("phase", "amount");`,
  `create index "ledger_transfers_credits" on "ledger_transfers" ("credit_account_id") include ("phase", "amount");`,
  // The recurring check reads the transfers touched since its last run: BRIN indexes cost
  // next to nothing to keep on these append-only, time-ordered tables.
  `create index "ledger_transfers_created" on "ledger_transfers" using brin ("created_at");`,
  `create index "transfer_events_occurred_at" on "transfer_events" using brin ("occurred_at");`,
  `create table "ledger_checks" (
     "id" serial primary key,
     "scope" varchar(8) not null check ("scope" in ('full', 'recent')),
     "since" timestamptz null,
     "started_at" timestamptz not null,
     "finished_at" timestamptz not null,
     "transfers_checked" integer not null,
     "problem_count" integer not null,
     "problems" jsonb not null
   );`,
];
