import { Migration } from '@mikro-orm/migrations';

const AUDIT_ACTIONS_BEFORE = [
  'admin.sign_in',
  'admin.sign_in_failed',
  'admin.sign_out',
  'rates.update',
  'user.suspend',
  'user.activate',
  'attention.retry_payout',
  'attention.refund',
  'attention.retry_refund',
  'attention.mark_refunded',
  'attention.check_payout',
  'attention.requeue',
];
const AUDIT_ACTIONS = [...AUDIT_ACTIONS_BEFORE, 'limits.update'];
const actionCheck = (actions: string[]) =>
  `alter table "admin_audit_log" add constraint "admin_audit_log_action_check" check ("action" in (${actions.map((a) => `'${a}'`).join(', ')}));`;

/**
 * Issue #15: the operator's sending limits (one row; absent until first set, the defaults
 * apply), a sender's cancellation of a paid transfer, and notification preferences.
 */
export class Migration20261124010000_limits_cancellation_preferences extends Migration {
  override up(): void {
    this.addSql(`
      create table "sending_limits" (
        "id" smallint primary key check ("id" = 1),
        "per_transfer" numeric(10,2) not null check ("per_transfer" > 0),
        "per_day" numeric(10,2) not null check ("per_day" >= "per_transfer"),
        "per_month" numeric(12,2) not null check ("per_month" >= "per_day"),
        "updated_at" timestamptz not null
      );`);
    this.addSql('alter table "transactions" add column "cancelled_by_sender_at" timestamptz null;');
    // The limits sum a sender's recent transfers that still count.
    this.addSql(
      `create index "transactions_user_counting" on "transactions" ("user_id", "created_at") where "status" in ('pending', 'processing', 'completed');`,
    );
    this.addSql(`
      alter table "users"
        add column "notify_by_email" boolean not null default true,
        add column "notify_by_sms" boolean not null default true;`);
    this.addSql('alter table "admin_audit_log" drop constraint "admin_audit_log_action_check";');
    this.addSql(actionCheck(AUDIT_ACTIONS));
  }

  override down(): void {
    this.addSql('alter table "admin_audit_log" drop constraint "admin_audit_log_action_check";');
    this.addSql(`delete from "admin_audit_log" where "action" = 'limits.update';`);
    this.addSql(actionCheck(AUDIT_ACTIONS_BEFORE));
    this.addSql('alter table "users" drop column "notify_by_email", drop column "notify_by_sms";');
    this.addSql('drop index "transactions_user_counting";');
    this.addSql('alter table "transactions" drop column "cancelled_by_sender_at";');
    this.addSql('drop table "sending_limits";');
  }
}
