import { Migration } from '@mikro-orm/migrations';
import { rebuildAuditActionCheck } from './audit-action-check.js';

const CASE_AUDIT_ACTIONS = ['compliance.case_note', 'compliance.case_decision', 'compliance.sar_export'];

/**
 * Issue #26, transaction monitoring: compliance cases (at most one not closed per sender, due
 * 30 days from detection), the monitoring rules' hits on them (one per rule and reviewed
 * transfer: a rule reviewing a transfer again adds nothing), the operators' notes and decisions
 * (`compliance_case_entries`), and why a transfer's payout is held (`payout_hold_reason`: the
 * sender suspended, as every hold so far, or a compliance case).
 */
export class Migration20261127130000_compliance_cases extends Migration {
  override up(): void {
    this.addSql(`
      create table "compliance_cases" (
        "id" uuid primary key,
        "user_id" integer not null references "users" ("id"),
        "status" varchar(24) not null check ("status" in ('open', 'awaiting_information', 'closed')),
        "detected_at" timestamptz not null,
        "deadline_at" timestamptz not null,
        "decision" varchar(24) null check ("decision" in ('clear', 'request_information', 'file_sar', 'close_account')),
        "decided_at" timestamptz null,
        "decided_by" varchar(255) null,
        "updated_at" timestamptz not null
      );`);
    this.addSql(`create unique index "compliance_cases_one_open_per_sender" on "compliance_cases" ("user_id") where "status" <> 'closed';`);
    this.addSql(`create index "compliance_cases_queue" on "compliance_cases" ("status", "deadline_at");`);
    this.addSql(`
      create table "compliance_case_hits" (
        "id" bigserial primary key,
        "case_id" uuid not null references "compliance_cases" ("id"),
        "rule" varchar(32) not null,
        "severity" varchar(8) not null check ("severity" in ('high', 'medium')),
        "transfer_id" uuid not null references "transactions" ("id"),
        "transfer_ids" jsonb not null,
        "figures" jsonb not null,
        "summary" text not null,
        "held" boolean not null default false,
        "detected_at" timestamptz not null,
        constraint "compliance_case_hits_once" unique ("rule", "transfer_id")
      );`);
    this.addSql(`create index "compliance_case_hits_case" on "compliance_case_hits" ("case_id", "detected_at");`);
    this.addSql(`
      create table "compliance_case_entries" (
        "id" bigserial primary key,
        "case_id" uuid not null references "compliance_cases" ("id"),
        "kind" varchar(16) not null check ("kind" in ('note', 'decision', 'sar_export')),
        "decision" varchar(24) null,
        "body" text not null,
        "operator_email" varchar(255) null,
        "at" timestamptz not null
      );`);
    this.addSql(`create index "compliance_case_entries_case" on "compliance_case_entries" ("case_id", "at");`);
    this.addSql(`alter table "transactions" add column "payout_hold_reason" varchar(24) null
      check ("payout_hold_reason" in ('sender_suspended', 'compliance_review'));`);
    this.addSql(`update "transactions" set "payout_hold_reason" = 'sender_suspended' where "payout_held_at" is not null;`);
    this.addSql(rebuildAuditActionCheck({ added: CASE_AUDIT_ACTIONS }));
  }

  override down(): void {
    // The audit log is append-only: its entries (and so the actions they name) stay.
    this.addSql('alter table "transactions" drop column "payout_hold_reason";');
    this.addSql('drop table "compliance_case_entries";');
    this.addSql('drop table "compliance_case_hits";');
    this.addSql('drop table "compliance_cases";');
  }
}
