import { Migration } from '@mikro-orm/migrations';

const AUDIT_ACTIONS_BEFORE = ['admin.sign_in', 'admin.sign_in_failed', 'admin.sign_out', 'rates.update', 'user.suspend', 'user.activate'];
const AUDIT_ACTIONS = [
  ...AUDIT_ACTIONS_BEFORE,
  'attention.retry_payout',
  'attention.refund',
  'attention.retry_refund',
  'attention.mark_refunded',
  'attention.check_payout',
  'attention.requeue',
];
const actionCheck = (actions: string[]) =>
  `alter table "admin_audit_log" add constraint "admin_audit_log_action_check" check ("action" in (${actions.map((a) => `'${a}'`).join(', ')}));`;

/**
 * Disputes of a transfer's payment (`payment_disputes`, one row per provider dispute, kept
 * current by its webhooks); on `transactions`: the payout attempt (an operator may send a
 * failed payout again), when the current payout failed, the open dispute holding the payout,
 * a lost dispute's reversal and a refund an operator made outside the provider; the operator
 * queue's actions in the audit log.
 */
export class Migration20261123170000_disputes_and_operator_queue extends Migration {
  override up(): void {
    this.addSql(`
      alter table "transactions"
        add column "payout_attempt" integer not null default 1 check ("payout_attempt" >= 1),
        add column "payout_failed_at" timestamptz null,
        add column "open_dispute_id" varchar(255) null,
        add column "payment_reversed_at" timestamptz null,
        add column "refund_settled_manually_at" timestamptz null;`);
    this.addSql(`
      create table "payment_disputes" (
        "id" varchar(255) primary key,
        "transfer_id" uuid not null references "transactions" ("id"),
        "user_id" integer not null,
        "payment_method" varchar(16) not null check ("payment_method" in ('card', 'ach')),
        "payment_intent_id" varchar(255) not null,
        "amount" numeric(10,2) not null check ("amount" >= 0),
        "currency" varchar(3) not null,
        "reason" varchar(64) not null,
        "status" varchar(32) not null,
        "due_by" timestamptz null,
        "opened_at" timestamptz not null,
        "closed_at" timestamptz null,
        "updated_at" timestamptz not null
      );`);
    this.addSql('create index "payment_disputes_transfer" on "payment_disputes" ("transfer_id");');
    // Checkout asks whether the sender has an open dispute on the method they pay with.
    this.addSql('create index "payment_disputes_open_by_user" on "payment_disputes" ("user_id", "payment_method") where "closed_at" is null;');
    // The operator queue finds held payouts without scanning every transfer.
    this.addSql('create index "transactions_payout_on_hold" on "transactions" ("payout_failed_at") where "status" = \'processing\' and "payout_failed_at" is not null;');
    this.addSql('alter table "admin_audit_log" alter column "action" type varchar(40);');
    this.addSql('alter table "admin_audit_log" drop constraint "admin_audit_log_action_check";');
    this.addSql(actionCheck(AUDIT_ACTIONS));
  }

  override down(): void {
    this.addSql('alter table "admin_audit_log" drop constraint "admin_audit_log_action_check";');
    this.addSql(`delete from "admin_audit_log" where "action" like 'attention.%';`);
    this.addSql(actionCheck(AUDIT_ACTIONS_BEFORE));
    this.addSql('drop index if exists "transactions_payout_on_hold";');
    this.addSql('drop table if exists "payment_disputes";');
    this.addSql(`
      alter table "transactions"
        drop column "payout_attempt",
        drop column "payout_failed_at",
        drop column "open_dispute_id",
        drop column "payment_reversed_at",
        drop column "refund_settled_manually_at";`);
  }
}
