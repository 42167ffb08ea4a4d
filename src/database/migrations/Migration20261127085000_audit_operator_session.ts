import { Migration } from '@mikro-orm/migrations';

/**
 * Audit by person (issue #25, item 3): an entry names the operator session it was made in, a
 * random id given at sign-in (not the browser's secret session id), so one sitting's steps can
 * be told from another's. Adding a nullable column rewrites no row: the append-only triggers
 * (which refuse UPDATE) are not involved.
 */
export class Migration20261127085000_audit_operator_session extends Migration {
  override up(): void {
    this.addSql(`alter table "admin_audit_log" add column "operator_session" varchar(36) null;`);
  }

  override down(): void {
    this.addSql(`alter table "admin_audit_log" drop column "operator_session";`);
  }
}
