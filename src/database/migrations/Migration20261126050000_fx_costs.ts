import { Migration } from '@mikro-orm/migrations';

/**
 * Issue #24, FX on the books: the spread and partner-fee accounts, and what the local
 * currencies cost us (each observation kept: a Thunes quote's wholesale rate, a float top-up's
 * rate). The latest observation of a currency is its current cost.
 */
export class Migration20261126050000_fx_costs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`insert into "ledger_accounts" ("id", "ledger", "code", "normal_side", "must_not_go_negative", "description") values
      (20, 840, 'fx_spread_revenue', 'credit', false, 'FX spread of delivered transfers: what the sender''s dollars bought above the local currency''s cost'),
      (21, 840, 'partner_fees', 'debit', true, 'Payout partners'' own fees per payout (Thunes quotes one)')
      on conflict ("id") do nothing;`);
    this.addSql(`create table "fx_cost_observations" (
      "id" bigint generated always as identity primary key,
      "currency" varchar(3) not null check ("currency" in ('KES', 'UGX', 'ETB', 'ERN')),
      "rate" numeric(10,4) not null check ("rate" > 0),
      "source" varchar(20) not null check ("source" in ('partner_quote', 'float_top_up')),
      "rail" varchar(20) not null,
      "observed_at" timestamptz not null
    );`);
    this.addSql(`create index "fx_cost_observations_latest" on "fx_cost_observations" ("currency", "observed_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "fx_cost_observations";');
    this.addSql(`delete from "ledger_accounts" where "id" in (20, 21);`);
  }
}
