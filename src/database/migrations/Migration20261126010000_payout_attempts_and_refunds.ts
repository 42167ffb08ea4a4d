import { Migration } from '@mikro-orm/migrations';
import { rebuildAuditActionCheck } from './audit-action-check.js';

const AUDIT_ACTIONS = ['attention.release_payout', 'attention.resolve_alert'];

/**
 * Issue #23: payout attempts and refunds as records with their own state machines, written
 * before the partner or the provider is called (`payout_attempts`, `refunds`); money that moved
 * where it should not have, for the operator (`money_alerts`); on `transactions` a payout held
 * for an operator before anything went (a suspended sender) and an ACH debit returned after its
 * payout. Transfers paid out or refunded before this are back-filled from their columns.
 */
export class Migration20261126010000_payout_attempts_and_refunds extends Migration {
  override up(): void {
    this.addSql(`
      create table "payout_attempts" (
        "id" uuid primary key,
        "transfer_id" uuid not null references "transactions" ("id"),
        "attempt" integer not null check ("attempt" >= 1),
        "reference" varchar(64) not null unique,
        "rail" varchar(16) not null,
        "destination" jsonb not null,
        "amount" numeric(14,2) not null check ("amount" > 0),
        "currency" varchar(3) not null,
        "state" varchar(20) not null
          check ("state" in ('requested', 'unknown', 'accepted', 'ready_for_pickup', 'delivered', 'failed', 'cancelled', 'reversed')),
        "partner_payout_id" varchar(255) null,
        "receipt" varchar(64) null,
        "pickup_code" varchar(32) null,
        "failure_code" varchar(40) null,
        "failure_detail" text null,
        "requested_at" timestamptz not null,
        "answered_at" timestamptz null,
        "updated_at" timestamptz not null,
        unique ("transfer_id", "attempt")
      );`);
    // Reconciliation chases the attempts whose partner has not had the last word.
    this.addSql(
      `create index "payout_attempts_open" on "payout_attempts" ("updated_at") where "state" in ('requested', 'unknown', 'accepted', 'ready_for_pickup');`,
    );
    this.addSql(`
      create table "refunds" (
        "id" uuid primary key,
        "transfer_id" uuid not null references "transactions" ("id"),
        "purpose" varchar(20) not null check ("purpose" in ('transfer', 'orphan_payment')),
        "payment_intent_id" varchar(255) not null,
        "amount" numeric(10,2) not null check ("amount" > 0),
        "attempt" integer not null check ("attempt" >= 1),
        "idempotency_key" varchar(128) not null unique,
        "state" varchar(16) not null check ("state" in ('requested', 'pending', 'succeeded', 'failed', 'cancelled')),
        "provider_refund_id" varchar(255) null unique,
        "failure_reason" text null,
        "retry_after" timestamptz null,
        "requested_at" timestamptz not null,
        "updated_at" timestamptz not null
      );`);
    this.addSql('create index "refunds_transfer" on "refunds" ("transfer_id");');
    this.addSql(`create index "refunds_open" on "refunds" ("updated_at") where "state" in ('requested', 'pending');`);
    this.addSql(`
      create table "money_alerts" (
        "id" uuid primary key,
        "transfer_id" uuid not null references "transactions" ("id"),
        "kind" varchar(40) not null
          check ("kind" in ('paid_twice', 'paid_after_refund', 'payment_returned_after_payout', 'orphan_payment_unrefundable', 'refunded_twice')),
        "dedupe_key" varchar(200) not null unique,
        "amount" numeric(14,2) not null,
        "currency" varchar(3) not null,
        "evidence" jsonb not null,
        "raised_at" timestamptz not null,
        "resolved_at" timestamptz null,
        "resolution_note" text null
      );`);
    this.addSql(`create index "money_alerts_unresolved" on "money_alerts" ("raised_at") where "resolved_at" is null;`);
    this.addSql(`
      alter table "transactions"
        add column "payout_held_at" timestamptz null,
        add column "payout_hold_released_at" timestamptz null,
        add column "payment_returned_at" timestamptz null;`);
    this.addSql(`create index "transactions_payout_held" on "transactions" ("payout_held_at") where "payout_held_at" is not null;`);
    // Reconciliation chases the refunds of transfers the sender cancelled, as of failed ones.
    this.addSql(
      `create index "transactions_cancellation_refund_owed" on "transactions" ("updated_at") where "status" = 'cancelled' and "cancelled_by_sender_at" is not null and "refund_id" is null;`,
    );
    // Back-fill: the current attempt of every transfer that reached a partner, and every refund made.
    this.addSql(`
      insert into "payout_attempts" ("id", "transfer_id", "attempt", "reference", "rail", "destination", "amount", "currency", "state",
                                     "partner_payout_id", "receipt", "pickup_code", "failure_code", "requested_at", "answered_at", "updated_at")
      select gen_random_uuid(), t."id", t."payout_attempt",
             case when t."payout_attempt" = 1 then t."id"::text else t."id"::text || '-r' || t."payout_attempt" end,
             coalesce(t."payout_rail", 'unknown'),
             jsonb_build_object('method', t."delivery_method", 'bankId', t."recipient_info"->'bankId',
                                'bankName', t."recipient_info"->'bankName', 'accountNumber', t."recipient_info"->'accountNumber'),
             t."recipient_amount", t."currency_code",
             case when t."payout_receipt" is not null then 'delivered'
                  when t."payout_failure_code" is not null then 'failed'
                  when t."pickup_code" is not null then 'ready_for_pickup'
                  else 'accepted' end,
             t."payout_id", t."payout_receipt", t."pickup_code", t."payout_failure_code", t."updated_at", t."updated_at", t."updated_at"
        from "transactions" t
       where t."payout_id" is not null;`);
    this.addSql(`
      insert into "refunds" ("id", "transfer_id", "purpose", "payment_intent_id", "amount", "attempt", "idempotency_key", "state",
                             "provider_refund_id", "requested_at", "updated_at")
      select gen_random_uuid(), t."id", 'transfer', t."provider_transfer_id", t."total_amount", 1, 'transfer-' || t."id" || '-refund',
             'succeeded', t."refund_id", t."updated_at", t."updated_at"
        from "transactions" t
       where t."refund_id" is not null and t."provider_transfer_id" is not null;`);
    this.addSql(rebuildAuditActionCheck({ added: AUDIT_ACTIONS }));
  }

  override down(): void {
    this.addSql(`delete from "admin_audit_log" where "action" in (${AUDIT_ACTIONS.map((a) => `'${a}'`).join(', ')});`);
    this.addSql(rebuildAuditActionCheck({ removed: AUDIT_ACTIONS }));
    this.addSql('drop index if exists "transactions_cancellation_refund_owed";');
    this.addSql('drop index if exists "transactions_payout_held";');
    this.addSql('alter table "transactions" drop column "payout_held_at", drop column "payout_hold_released_at", drop column "payment_returned_at";');
    this.addSql('drop table if exists "money_alerts";');
    this.addSql('drop table if exists "refunds";');
    this.addSql('drop table if exists "payout_attempts";');
  }
}
