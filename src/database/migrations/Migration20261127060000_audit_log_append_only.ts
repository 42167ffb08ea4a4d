import { Migration } from '@mikro-orm/migrations';

/**
 * The admin audit log is append-only in the database itself (issue #25): an UPDATE, DELETE or
 * TRUNCATE of `admin_audit_log` raises, whoever sends it, so no bug, script or compromised
 * application path can rewrite who did what. Only a migration that drops these triggers can.
 * An index serves the audit tab's filter by operator.
 */
export class Migration20261127060000_audit_log_append_only extends Migration {
  override up(): void {
    this.addSql(`create function "admin_audit_log_append_only"() returns trigger language plpgsql as $$
      begin
        raise exception 'admin_audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
      end
    $$;`);
    this.addSql(`create trigger "admin_audit_log_no_rewrite" before update or delete on "admin_audit_log"
      for each row execute function "admin_audit_log_append_only"();`);
    this.addSql(`create trigger "admin_audit_log_no_truncate" before truncate on "admin_audit_log"
      for each statement execute function "admin_audit_log_append_only"();`);
    // The audit tab's filter by operator pages through one operator's entries, newest first.
    this.addSql('create index "admin_audit_log_operator_email_id_index" on "admin_audit_log" ("operator_email", "id" desc);');
  }

  override down(): void {
    this.addSql('drop index "admin_audit_log_operator_email_id_index";');
    this.addSql('drop trigger "admin_audit_log_no_truncate" on "admin_audit_log";');
    this.addSql('drop trigger "admin_audit_log_no_rewrite" on "admin_audit_log";');
    this.addSql('drop function "admin_audit_log_append_only"();');
  }
}
