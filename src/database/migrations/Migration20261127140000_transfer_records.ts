import { Migration } from '@mikro-orm/migrations';
import { rebuildAuditActionCheck } from './audit-action-check.js';

const RECORD_AUDIT_ACTIONS = ['compliance.sender_file_export'];

/**
 * Issue #26, records: every transfer keeps, from its creation, the sender's verified identity as
 * it stood then (legal name, date of birth, address, tier, the check that verified it; never the
 * SSN) and its funding type (card or ACH bank debit: not cash-funded), in `transfer_records`.
 * A transfer of $3,000 or more cannot be kept without the identity (31 CFR 1010.410(e)). The
 * records stand on their own (no foreign key: they outlive the rows they describe) and are
 * append-only. A closed account (`closed_sender_accounts`) keeps its records five years from its
 * closing. A case's timeline holds the sender's answers to a request for information
 * (`sender_answer`), and an operator's export of a sender's file is audited.
 */
export class Migration20261127140000_transfer_records extends Migration {
  override up(): void {
    this.addSql(`
      create table "transfer_records" (
        "transfer_id" uuid primary key,
        "user_id" integer not null,
        "amount" numeric(10,2) not null,
        "funding_type" varchar(20) not null check ("funding_type" in ('card', 'ach_bank_debit')),
        "identity" jsonb null,
        "created_at" timestamptz not null,
        constraint "transfer_records_full_from_3000" check ("identity" is not null or "amount" < 3000)
      );`);
    this.addSql('create index "transfer_records_user" on "transfer_records" ("user_id", "created_at");');
    this.addSql(`create function "transfer_records_append_only"() returns trigger language plpgsql as $$
      begin
        raise exception 'transfer_records is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
      end
    $$;`);
    this.addSql(`create trigger "transfer_records_no_rewrite" before update or delete on "transfer_records"
      for each row execute function "transfer_records_append_only"();`);
    this.addSql(`
      create table "closed_sender_accounts" (
        "user_id" integer primary key,
        "closed_at" timestamptz not null,
        "records_kept_until" timestamptz not null,
        "reason" varchar(40) not null,
        "closed_by" varchar(255) null
      );`);
    this.addSql(`alter table "compliance_case_entries" drop constraint "compliance_case_entries_kind_check";`);
    this.addSql(`alter table "compliance_case_entries" add constraint "compliance_case_entries_kind_check"
      check ("kind" in ('note', 'decision', 'sar_export', 'sender_answer'));`);
    this.addSql(rebuildAuditActionCheck({ added: RECORD_AUDIT_ACTIONS }));
  }

  override down(): void {
    // The audit log is append-only: its entries (and so the actions they name) stay.
    this.addSql(`delete from "compliance_case_entries" where "kind" = 'sender_answer';`);
    this.addSql(`alter table "compliance_case_entries" drop constraint "compliance_case_entries_kind_check";`);
    this.addSql(`alter table "compliance_case_entries" add constraint "compliance_case_entries_kind_check"
      check ("kind" in ('note', 'decision', 'sar_export'));`);
    this.addSql('drop table "closed_sender_accounts";');
    this.addSql('drop table "transfer_records";');
    this.addSql('drop function "transfer_records_append_only"();');
  }
}
